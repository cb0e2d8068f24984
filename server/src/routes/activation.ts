import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ActivationRoute, ReferenceArea } from '../areas/reference-area.js';
import { requirePermission } from '../auth/guard.js';
import { recordNotFound } from '../http/errors.js';
import { readInput } from '../http/input.js';
import { signedIn } from '../http/request-context.js';
import { t } from '../i18n/messages.js';
import { FormValidator } from '../validation/form-validator.js';
import { labels } from '../validation/labels.js';
import { areaEnv, type AppContext } from './context.js';
import { queryFields } from './query.js';

interface SwitchCall {
  readonly via: ActivationRoute['via'];
  readonly path: string;
  readonly idField: 'model_id' | 'id' | 'user_id';
  readonly flagField: 'active' | 'status';
  /** Where the fields are read: the body, or the query string with the body as a fallback. */
  readonly read: (request: FastifyRequest) => Promise<Record<string, unknown>>;
}

const SWITCH_CALLS: readonly SwitchCall[] = [
  {
    via: 'dashboard',
    path: '/dashboard/activation',
    idField: 'model_id',
    flagField: 'active',
    read: async (request) => ({ ...(await readInput(request)).fields }),
  },
  {
    via: 'main',
    path: '/main/change-status',
    idField: 'id',
    flagField: 'status',
    read: async (request) => ({ ...(await readInput(request)).fields, ...queryFields(request) }),
  },
  {
    via: 'user',
    path: '/main/user-change-status',
    idField: 'user_id',
    flagField: 'status',
    read: async (request) => ({ ...(await readInput(request)).fields, ...queryFields(request) }),
  },
];

/**
 * POST dashboard/activation {model_id, active, type}, POST main/change-status?id&status&type and
 * POST main/user-change-status?user_id&status&type: one switch each for every area that names it,
 * told apart by `type`. An area may ask a non-blank `reason` to switch off.
 */
export function registerActivationRoute(api: FastifyInstance, ctx: AppContext, areas: readonly ReferenceArea[]): void {
  for (const call of SWITCH_CALLS) {
    const byType = new Map(areas.flatMap((area) => (area.activation?.via === call.via ? [[area.activation.type, area] as const] : [])));
    const types = [...byType.keys()];
    api.post(call.path, async (request) => {
      const admin = signedIn(request);
      const { lang } = request;
      const validator = new FormValidator(lang, await call.read(request));
      const type = validator.choice('type', labels.type, types, true);
      const area = type === undefined ? undefined : byType.get(type);
      // The permission is known as soon as the type is, and is checked before anything else.
      if (area) requirePermission(admin, lang, area.parent, 'activate');
      const id = validator.id(call.idField, labels[call.idField], true);
      const active = validator.flag(call.flagField, labels[call.flagField], true);
      const reason = area?.activation?.reasonToDeactivate && active === false ? validator.text('reason', labels.reason, { required: true, max: 1000 }) : undefined;
      validator.assertValid();
      if (!area || id === undefined || active === undefined || !area.setActive(areaEnv(request, ctx), id, active, reason)) {
        throw recordNotFound(lang);
      }
      return { message: t(lang, 'statusChanged') };
    });
  }
}
