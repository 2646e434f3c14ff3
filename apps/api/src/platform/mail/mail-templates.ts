import type { MailTemplate } from './mail-content.ts';
import { esimQrTemplate } from './templates/esim-qr-template.ts';
import { reportTemplate } from './templates/report-template.ts';
import { teamInvitationTemplate } from './templates/team-invitation-template.ts';
import { webhookDisabledTemplate } from './templates/webhook-disabled-template.ts';
import { spendAlertTemplate } from './templates/spend-alert-template.ts';

/**
 * Every message the portal sends, by name (decision 010). A new kind of message adds its file under
 * ./templates with its texts in ru, en and kk, and its line here.
 */
export const MAIL_TEMPLATES = {
  report: reportTemplate,
  esim_qr: esimQrTemplate,
  team_invitation: teamInvitationTemplate,
  webhook_disabled: webhookDisabledTemplate,
  spend_alert: spendAlertTemplate,
};

export type MailTemplateName = keyof typeof MAIL_TEMPLATES;
export type MailTemplateData<N extends MailTemplateName> =
  (typeof MAIL_TEMPLATES)[N] extends MailTemplate<infer D> ? D : never;
