import type { JobQueue } from '../../jobs/job-queue.ts';
import { QUEUES } from '../../jobs/queues.ts';
import { createReportEngine, type ReportEngineDeps } from './report-engine.ts';
import type { ReportJob } from './reports.service.ts';

/** Works the report queue (decision 018): each job builds and mails one report request. */
export async function workReportBuilds(queue: JobQueue, deps: ReportEngineDeps): Promise<void> {
  const engine = createReportEngine(deps);
  await queue.work<ReportJob>(QUEUES.reportBuild.name, async (jobs) => {
    for (const job of jobs) await engine.run(job.data.requestId);
  });
}
