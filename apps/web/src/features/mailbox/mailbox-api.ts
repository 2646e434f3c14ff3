import { useQuery } from '@tanstack/react-query';
import type { MailboxList } from '@kabinet/contract/mailbox';
import { callApi, routeUrl } from '../../shared/api/call-api.ts';
import { mailboxKeys } from './mailbox-keys.ts';
import { mailboxRoutes } from '@kabinet/contract/route-refs';

const isInFlight = (list: MailboxList | undefined) =>
  !!list?.messages.some((m) => m.state === 'queued' || m.state === 'sending');

/** contract mailbox.list; refreshed every 2 s while a message is still on its way */
export function useMailboxList() {
  return useQuery({
    queryKey: mailboxKeys.list(),
    queryFn: ({ signal }) => callApi(mailboxRoutes.list, { signal }),
    refetchInterval: (query) => (isInFlight(query.state.data) ? 2000 : false),
  });
}

/** contract mailbox.get */
export function useMailMessage(id: string | null) {
  return useQuery({
    queryKey: mailboxKeys.message(id ?? ''),
    queryFn: ({ signal }) => callApi(mailboxRoutes.get, { params: { id: id! }, signal }),
    enabled: id !== null,
  });
}

/** contract mailbox.attachment: a plain link, so the browser downloads the file itself */
export const attachmentUrl = (id: string, attachmentId: string) =>
  routeUrl(mailboxRoutes.attachment, { params: { id, attachmentId } });

/** contract mailbox.sms (decision 027): the texts the operator sent to the company's numbers */
export function useSentSms(bin: string | null) {
  return useQuery({
    queryKey: mailboxKeys.sms(bin ?? ''),
    queryFn: ({ signal }) => callApi(mailboxRoutes.sms, { signal }),
    enabled: bin !== null,
  });
}
