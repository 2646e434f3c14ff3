import { afterAll, beforeAll, inject } from 'vitest';
import { DEMO_COMPANIES } from '../apps/api/src/db/seed/index.ts';
import { startJobQueue, type JobQueue } from '../apps/api/src/jobs/job-queue.ts';
import { createMail } from '../apps/api/src/platform/mail/mail.ts';
import { reportMessage } from '../apps/api/test/report-mail.ts';
import type { Journey } from './journey.ts';

/**
 * Before the file's journeys, admin gets a report-shaped message (a PDF and an XLSX) in the demo
 * mailbox, sent the way a report job sends it: enqueued, delivered by the server's worker. Called
 * inside `describe`, after `useJourney({ database: true })`.
 */
export function useReportInMailbox(journey: Journey): void {
  let queue: JobQueue | undefined;
  beforeAll(async () => {
    queue = await startJobQueue({ databaseUrl: inject('databaseUrl'), supervise: false });
    const mail = createMail({
      db: journey.database.db,
      queue,
      smtpUrl: null,
      from: 'no-reply@corp.example.kz',
    });
    const [admin] = await journey.sql<{ id: string; email: string }>(
      `select id, email from accounts.users where username = 'admin'`,
    );
    await mail.enqueue(await reportMessage(admin!.email, admin!.id, DEMO_COMPANIES.large.bin));
  });
  afterAll(() => queue?.stop());
}
