import type { Mail, MailJob } from '../platform/mail/mail.ts';
import type { JobQueue } from './job-queue.ts';
import { QUEUES } from './queues.ts';

/** Works the mail queue: each job is one delivery attempt of one outbox message. */
export async function workMailDelivery(queue: JobQueue, mail: Pick<Mail, 'deliver'>): Promise<void> {
  await queue.work<MailJob>(QUEUES.mailDelivery.name, async (jobs) => {
    for (const job of jobs) await mail.deliver(job.data.mailId);
  });
}
