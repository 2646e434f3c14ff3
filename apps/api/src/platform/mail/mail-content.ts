import type { Language } from '@kabinet/contract';

/** What a template says, in one language; mail-layout.ts makes the HTML and the plain text of it. */
export interface MailContent {
  subject: string;
  /** the greeting line */
  heading: string;
  paragraphs: string[];
  /** an image attached with this content id, shown inline in the HTML (e.g. an eSIM QR code) */
  inlineImage?: { cid: string; alt: string };
}

/** A template: its texts in every language (spec §9: ru, en, kk), from the message's data. */
export type MailTemplate<D> = Record<Language, (data: D) => MailContent>;
