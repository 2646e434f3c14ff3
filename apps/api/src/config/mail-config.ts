import { z } from 'zod';
import { emptyToUndefined, type EnvIssue } from './env-values.ts';

/** The portal's e-mail: the relay, or the demo's own outbox. */
const mailSchema = z.object({
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  /**
   * decision 025: `true` keeps the portal's e-mail in its own outbox (the demo Mailbox) instead of a
   * relay. Not for production, where it must be chosen explicitly: a portal that silently never
   * mails its users' reports is worse than one that does not start.
   */
  MAIL_OUTBOX: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).optional()),
  /** the From of the portal's e-mail */
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().min(3).default('Kabinet <no-reply@corp.example.kz>')),
});

export const mailEnv = mailSchema.shape;
export type MailEnv = z.infer<typeof mailSchema>;

export interface MailConfig {
  smtpUrl: string | null;
  mailFrom: string;
}

export function mailIssues(e: MailEnv, production: boolean): EnvIssue[] {
  const issues: EnvIssue[] = [];
  if (production && !e.SMTP_URL && e.MAIL_OUTBOX !== 'true') {
    issues.push({
      path: 'SMTP_URL',
      message: 'is required in production (or MAIL_OUTBOX=true to keep e-mail in the portal, a demo only)',
    });
  }
  if (e.SMTP_URL && e.MAIL_OUTBOX === 'true') {
    issues.push({
      path: 'MAIL_OUTBOX',
      message: 'true keeps e-mail in the portal: unset SMTP_URL, or MAIL_OUTBOX',
    });
  }
  return issues;
}

export function mailConfig(e: MailEnv): MailConfig {
  return { smtpUrl: e.SMTP_URL ?? null, mailFrom: e.MAIL_FROM };
}
