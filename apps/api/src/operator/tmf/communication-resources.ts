// A text to a number as a TMF681 CommunicationMessage (decision 034, 2026-12-02): `messageType`
// SMS, `content` the text, the number the one `receiver` (`phoneNumber`), the company the `sender`
// (its BIN as `id`: the portal sends on the company's behalf). The operator answers the message
// with its id and `state` (TMF681's enumeration: completed once its SMS centre took it). The
// adapter writes it with `to…`, the service reads it back with `from…`: one file.

export interface TmfCommunicationMessage {
  id?: string;
  messageType: 'SMS';
  content: string;
  receiver: { id: string; phoneNumber: string; '@type': 'Receiver' }[];
  sender: { id: string; '@type': 'Sender' };
  state?: 'initial' | 'inProgress' | 'completed' | 'cancelled' | 'failed';
  '@type': 'CommunicationMessage';
}

export const toCommunicationMessage = (
  bin: string,
  msisdn: string,
  text: string,
): TmfCommunicationMessage => ({
  messageType: 'SMS',
  content: text,
  receiver: [{ id: msisdn, phoneNumber: msisdn, '@type': 'Receiver' }],
  sender: { id: bin, '@type': 'Sender' },
  '@type': 'CommunicationMessage',
});

/** the port call's arguments from a message; null when it is not one text to one number */
export function fromCommunicationMessage(
  body: unknown,
): { bin: string; msisdn: string; text: string } | null {
  const message = (body ?? {}) as Partial<TmfCommunicationMessage>;
  const [receiver, ...others] = message.receiver ?? [];
  if (message.messageType !== 'SMS' || !receiver || others.length > 0 || typeof message.content !== 'string')
    return null;
  if (typeof message.sender?.id !== 'string' || typeof receiver.phoneNumber !== 'string') return null;
  return { bin: message.sender.id, msisdn: receiver.phoneNumber, text: message.content };
}
