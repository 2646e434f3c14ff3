import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { MailboxPort } from '../mailbox-port.ts';
import { fromCommunicationMessage } from '../tmf/communication-resources.ts';
import { tmfErrorBody } from '../tmf/error-table.ts';
import { TMF_PATHS } from '../tmf/wire.ts';

// TMF681 createCommunicationMessage (decision 034, 2026-12-02): the portal asks the operator's SMS
// centre to send a number a text (an eSIM QR link). A receiver that is not a line of the sender's
// company is a message in state `failed` (TMF681's enumeration): nothing is sent.

export function registerCommunication(app: FastifyInstance, reference: Pick<MailboxPort, 'sendText'>): void {
  app.post(`${TMF_PATHS.communication}/communicationMessage`, async (request, reply) => {
    const message = fromCommunicationMessage(request.body);
    if (!message)
      return reply
        .status(400)
        .send(tmfErrorBody('invalidBody', 'messageType SMS, content, one receiver.phoneNumber, sender.id'));
    const sent = await reference.sendText(message.bin, message.msisdn, message.text);
    return reply.status(201).send({
      ...(request.body as object),
      id: sent?.messageId ?? randomUUID(),
      state: sent ? 'completed' : 'failed',
    });
  });
}
