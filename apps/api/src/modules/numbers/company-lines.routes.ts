import { numbersRoutes } from '@kabinet/contract';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { requestLinesSync } from '../../jobs/company-lines.ts';
import { requireCompany } from '../../platform/request-context.ts';
import { defineHandler } from '../../platform/routes.ts';
import { createCompanyLinesIndex, type LinesSource } from './company-lines.service.ts';

/**
 * decision 034: the reconciliation on demand — a sync of the company's index queued (one waits per
 * company); without a job queue (a server that runs no workers' queue) it runs before the answer.
 */
export function companyLinesHandlers(db: Db, operator: LinesSource, queue: Pick<JobQueue, 'send'> | null) {
  const index = createCompanyLinesIndex(db, operator);
  return [
    defineHandler(numbersRoutes.reconcile, async ({ request }) => {
      const { bin } = requireCompany(request);
      if (!queue) await index.sync(bin);
      const isQueued = queue ? await requestLinesSync(queue, bin) : false;
      return { isQueued, indexedAt: await index.reconciledAt(bin) };
    }),
  ];
}
