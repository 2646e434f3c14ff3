import type { SmsSummary } from '@kabinet/contract';

// The operator port's part for the demo mailbox (decision 027): the texts the operator sent to the
// company's numbers (secret codes, device register results, eSIM QR links). A real operator's SMS
// centre keeps its own records; an adapter may answer an empty list.

export interface MailboxPort {
  /**
   * the newest texts sent to the company's numbers, newest first, at most `limit`; with `groupIds`
   * (a scoped user, decision 029) only those sent to the groups' numbers
   */
  listSentSms(bin: string, limit: number, groupIds: readonly string[] | null): Promise<SmsSummary[]>;
}
