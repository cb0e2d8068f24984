import type { FastifyInstance } from 'fastify';
import { can, type SignedInAdmin } from '../auth/guard.js';
import { signedIn } from '../http/request-context.js';
import type { AppContext } from './context.js';

/** The permission (group, key) each figure needs: an admin sees only figures of what they may list. */
const FIGURE_PERMISSIONS = {
  employees: [['employees', 'index']],
  providers: [['providers', 'index']],
  total_user_app: [
    ['employees', 'index'],
    ['providers', 'index'],
  ],
  jobs: [['orders', 'index']],
  job_not_completed: [['orders', 'index']],
  job_finished: [['orders', 'index']],
  job_canceled: [['orders', 'index']],
  app_commission: [['financialReports', 'index']],
} as const satisfies Record<string, readonly (readonly [string, string])[]>;

type Figure = keyof typeof FIGURE_PERMISSIONS;

function visibleFigures(admin: SignedInAdmin): Figure[] {
  return (Object.keys(FIGURE_PERMISSIONS) as Figure[]).filter((figure) => FIGURE_PERMISSIONS[figure].every(([group, key]) => can(admin, group, key)));
}

/**
 * GET dashboard/statistics: the home screen's figures, each only for an admin who may list what
 * it counts (a figure left out is absent, not zero); an admin who may see none gets `data: {}`.
 */
export function registerStatisticsRoute(api: FastifyInstance, ctx: AppContext): void {
  api.get('/dashboard/statistics', async (request) => {
    const figures = visibleFigures(signedIn(request));
    if (figures.length === 0) return { data: {} };
    const rate = ctx.store.settings.read('general')['app_commission'];
    const counts = ctx.store.statistics.counts(typeof rate === 'number' ? rate : 0);
    const all: Record<Figure, number> = {
      employees: counts.employees,
      providers: counts.providers,
      total_user_app: counts.employees + counts.providers,
      jobs: counts.jobs,
      job_not_completed: counts.jobs - counts.jobsFinished - counts.jobsCanceled,
      job_finished: counts.jobsFinished,
      job_canceled: counts.jobsCanceled,
      app_commission: counts.commission,
    };
    return { data: Object.fromEntries(figures.map((figure) => [figure, all[figure]])) };
  });
}
