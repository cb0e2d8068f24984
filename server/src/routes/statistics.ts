import type { FastifyInstance } from 'fastify';
import { signedIn } from '../http/request-context.js';
import type { AppContext } from './context.js';

/** GET dashboard/statistics: the home screen's figures, for every signed-in admin. */
export function registerStatisticsRoute(api: FastifyInstance, ctx: AppContext): void {
  api.get('/dashboard/statistics', async (request) => {
    signedIn(request);
    const rate = ctx.store.settings.read('general')['app_commission'];
    const counts = ctx.store.statistics.counts(typeof rate === 'number' ? rate : 0);
    return {
      data: {
        employees: counts.employees,
        providers: counts.providers,
        total_user_app: counts.employees + counts.providers,
        jobs: counts.jobs,
        job_not_completed: counts.jobs - counts.jobsFinished - counts.jobsCanceled,
        job_finished: counts.jobsFinished,
        job_canceled: counts.jobsCanceled,
        app_commission: counts.commission,
      },
    };
  });
}
