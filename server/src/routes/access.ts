import type { FastifyInstance } from 'fastify';
import { ACTION_LABELS, permissionName } from '../auth/catalogue.js';
import { queryParam } from '../http/input.js';
import { signedIn } from '../http/request-context.js';
import { FormValidator } from '../validation/form-validator.js';
import { labels } from '../validation/labels.js';
import type { AppContext } from './context.js';

export function registerAccessRoutes(api: FastifyInstance, ctx: AppContext): void {
  const { access } = ctx.store;

  /** The whole catalogue, flagged with what the caller's role holds. */
  api.get('/dashboard/permissions', async (request) => {
    const admin = signedIn(request);
    const { lang } = request;
    const ids = new Map(access.permissions().map((row) => [row.name, row.id]));
    const permissions = ctx.catalogue.groups.map((group) => {
      const entries = group.keys.map((key) => {
        const name = permissionName(group.parent, key);
        return {
          id: ids.get(name) ?? null,
          key,
          name: ACTION_LABELS[key]?.[lang] ?? key,
          has_permission: admin.permissions.has(name),
        };
      });
      return {
        parent_key: group.parent,
        name: group.label[lang],
        parent_key_trans: group.label[lang],
        has_permission: entries.some((entry) => entry.has_permission),
        permissions: entries,
      };
    });
    return { data: { permissions } };
  });

  api.get('/dashboard/roles-permissions', async (request) => {
    const admin = signedIn(request);
    const role = access.role(admin.roleId);
    return {
      data: {
        roles_and_permissions: role ? [{ id: role.id, name: role.name, permissions: access.permissionNamesOfRole(role.id) }] : [],
      },
    };
  });

  api.get('/dashboard/check-permission', async (request) => {
    const admin = signedIn(request);
    const validator = new FormValidator(request.lang, { name: queryParam(request.query, 'name') });
    const name = validator.text('name', labels.name, { required: true, max: 255 });
    validator.assertValid();
    return { data: { name: name ?? '', has_permission: name !== undefined && admin.permissions.has(name) } };
  });
}
