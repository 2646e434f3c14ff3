// The operator port's part for texts (decision 027; decision 034, 2026-12-02): the portal asks the
// operator's SMS centre to send a number a text it composed (an eSIM QR link). Over the wire TMF681
// createCommunicationMessage. What the portal asked to send is the portal's own record (the demo
// mailbox's texts, `portal.sent_texts`); the operator keeps its own.

export interface MailboxPort {
  /** sends the text to the company's number; null when the company has no such number */
  sendText(bin: string, msisdn: string, text: string): Promise<{ messageId: string } | null>;
}
