import { SUPPORT_SHORT_NUMBER, shellRoutes } from '@kabinet/contract';
import type { Config } from '../../config.ts';
import type { OperatorPort } from '../../operator/port.ts';
import type { Mail } from '../../platform/mail/mail.ts';
import { requireCompany } from '../../platform/request-context.ts';
import { defineHandler } from '../../platform/routes.ts';

export function shellHandlers(config: Config, operator: OperatorPort, mail: Pick<Mail, 'isLocalMailbox'>) {
  return [
    defineHandler(shellRoutes.config, async () => ({
      links: config.links,
      supportPhone: SUPPORT_SHORT_NUMBER,
      supportEmail: config.supportEmail,
      isDemoMailbox: mail.isLocalMailbox,
    })),
    defineHandler(shellRoutes.isDebtor, async ({ request }) => {
      const company = requireCompany(request);
      const standing = await operator.getCompanyStanding(company.bin);
      const isDebtor = standing?.isDebtor ?? false;
      return {
        isDebtor,
        // the notice shows only where the company's profile has it on (spec §6 penalty_notice)
        penaltyNotice:
          isDebtor &&
          (standing?.isPenaltyNotice ?? false) &&
          !!company.profile?.customerFlags.includes('penalty_notice'),
      };
    }),
    defineHandler(shellRoutes.checkAulet, async ({ request }) => {
      const standing = await operator.getCompanyStanding(requireCompany(request).bin);
      return { available: standing !== null };
    }),
  ];
}
