import { mailboxRoutes } from '@kabinet/contract';
import { requireAuth, requireCompany } from '../../platform/request-context.ts';
import { defineFileHandler, defineHandler } from '../../platform/routes.ts';
import type { MailboxService } from './mailbox.service.ts';

export function mailboxHandlers(service: MailboxService) {
  return [
    // decision 027: the texts the operator sent to the company's numbers, beside the e-mail
    defineHandler(mailboxRoutes.sms, async ({ request }) => ({
      messages: await service.sms(requireCompany(request)),
    })),
    defineHandler(mailboxRoutes.list, async ({ request }) => ({
      messages: await service.list(requireAuth(request).userId),
    })),
    defineHandler(mailboxRoutes.get, async ({ request, params }) =>
      service.get(requireAuth(request).userId, params.id),
    ),
    defineFileHandler(mailboxRoutes.attachment, async ({ request, params }) =>
      service.attachment(requireAuth(request).userId, params.id, params.attachmentId),
    ),
  ];
}
