/** The mailbox's query keys: the user's own mail, not company data, so not under companyKeys. */
export const mailboxKeys = {
  all: ['mailbox'] as const,
  list: () => [...mailboxKeys.all, 'list'] as const,
  message: (id: string) => [...mailboxKeys.all, 'message', id] as const,
  /** the texts sent to one company's numbers */
  sms: (bin: string) => [...mailboxKeys.all, 'sms', bin] as const,
};
