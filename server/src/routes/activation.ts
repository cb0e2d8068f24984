import type { FastifyInstance } from 'fastify';
import type { ReferenceArea } from '../areas/reference-area.js';
import { requirePermission } from '../auth/guard.js';
import { recordNotFound } from '../http/errors.js';
import { readInput } from '../http/input.js';
import { signedIn } from '../http/request-context.js';
import { t } from '../i18n/messages.js';
import { FormValidator } from '../validation/form-validator.js';
import { labels } from '../validation/labels.js';
import type { AppContext } from './context.js';

/** POST dashboard/activation: one switch for every area, told apart by `type`. */
export function registerActivationRoute(api: FastifyInstance, ctx: AppContext, areas: readonly ReferenceArea[]): void {
  const byType = new Map(areas.map((area) => [area.activationType, area]));
  const types = [...byType.keys()];

  api.post('/dashboard/activation', async (request) => {
    const admin = signedIn(request);
    const { lang } = request;
    const validator = new FormValidator(lang, (await readInput(request)).fields);
    const type = validator.choice('type', labels.type, types, true);
    const area = type === undefined ? undefined : byType.get(type);
    // The permission is known as soon as the type is, and is checked before anything else.
    if (area) requirePermission(admin, lang, area.parent, 'activate');
    const id = validator.id('model_id', labels.model_id, true);
    const active = validator.flag('active', labels.active, true);
    validator.assertValid();

    if (!area || id === undefined || active === undefined || !area.setActive(ctx.store, id, active)) {
      throw recordNotFound(lang);
    }
    return { message: t(lang, 'statusChanged') };
  });
}
