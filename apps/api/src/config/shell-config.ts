import { z } from 'zod';
import { emptyToUndefined } from './env-values.ts';

const link = (fallback: string) => z.preprocess(emptyToUndefined, z.url().default(fallback));

/** The shell's external links and support address (spec §2 header and footer). */
const shellSchema = z.object({
  LINK_M2M: link('https://m2m.example.kz/'),
  LINK_5G: link('https://5g.example.kz/'),
  LINK_BALANCE_NOTIFICATION: link('https://corp.example.kz/balance-notification'),
  LINK_PAYMENT_TERMS: link('https://corp.example.kz/payment-terms'),
  LINK_E_REGISTER: link('https://corp.example.kz/e-register'),
  LINK_APPLICATION_SAMPLES: link('https://corp.example.kz/samples'),
  LINK_CONTACTS: link('https://corp.example.kz/contacts'),
  SUPPORT_EMAIL: z.preprocess(emptyToUndefined, z.email().default('corp.support@example.kz')),
});

export const shellEnv = shellSchema.shape;
export type ShellEnv = z.infer<typeof shellSchema>;

export interface ShellConfig {
  links: {
    m2m: string;
    fiveG: string;
    balanceNotification: string;
    paymentTerms: string;
    eRegister: string;
    applicationSamples: string;
    contacts: string;
  };
  supportEmail: string;
}

export function shellConfig(e: ShellEnv): ShellConfig {
  return {
    links: {
      m2m: e.LINK_M2M,
      fiveG: e.LINK_5G,
      balanceNotification: e.LINK_BALANCE_NOTIFICATION,
      paymentTerms: e.LINK_PAYMENT_TERMS,
      eRegister: e.LINK_E_REGISTER,
      applicationSamples: e.LINK_APPLICATION_SAMPLES,
      contacts: e.LINK_CONTACTS,
    },
    supportEmail: e.SUPPORT_EMAIL,
  };
}
