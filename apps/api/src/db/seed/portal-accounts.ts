import type { Db } from '../client.ts';
import {
  CUSTOMER_FLAGS,
  FEATURE_NAMES,
  SUBSCRIBER_FLAGS,
  type FeatureName,
} from '@kabinet/contract/features';
import { clientServices, customers, featureProfiles, offers, userCustomers, users } from '../schema/index.ts';
import { insertRows } from './bulk-insert.ts';
import { DEMO_COMPANIES, DEMO_PROFILES, type DemoCompany } from './demo-companies.ts';
import { DEMO_USERS } from './demo-users.ts';
import { DEMO_OFFER_ID, OFFER_HTML } from './offer-texts.ts';

const LETTER_FLAGS = CUSTOMER_FLAGS.filter((f) => f !== 'is_debtor' && f !== 'penalty_notice');
const ALL_SUBSCRIBER_FLAGS = Object.keys(SUBSCRIBER_FLAGS);

// spec §2 Documents sub-tabs; top tabs: documents only gives documents plus transfer
const DOCUMENT_FEATURES: FeatureName[] = [
  'payments_history',
  'actions_history',
  'atlas_pro_report',
  'unknown_payments',
  'subscribers_report',
  'act_of_work',
  'invoice_register',
  'reconciliation_act',
  'registered_devices_report',
  'payments_report',
  'find_number_by_invoice',
  'billing_invoice',
  'view_debt',
  'subscribers_balance_transfer',
];

/** spec §6: page flags, customer-level flags and features per profile name */
export const DEMO_FEATURE_PROFILES: (typeof featureProfiles.$inferInsert)[] = [
  {
    name: DEMO_PROFILES.full,
    accessNumbersPage: true,
    accessDocumentsPage: true,
    features: [...FEATURE_NAMES],
    customerFlags: [...LETTER_FLAGS],
    subscriberFlags: ALL_SUBSCRIBER_FLAGS,
  },
  {
    name: DEMO_PROFILES.documentsOnly,
    accessNumbersPage: false,
    accessDocumentsPage: true,
    features: DOCUMENT_FEATURES,
    customerFlags: [],
    subscriberFlags: [],
  },
  {
    name: DEMO_PROFILES.debtor,
    accessNumbersPage: true,
    accessDocumentsPage: true,
    features: [...FEATURE_NAMES],
    customerFlags: ['is_debtor', 'penalty_notice', ...LETTER_FLAGS],
    subscriberFlags: ALL_SUBSCRIBER_FLAGS,
  },
];

export const SELFCARE_SERVICE = {
  alias: 'b2b_selfcare',
  nameRu: 'Корпоративный кабинет',
  nameEn: 'Corporate self-service',
  nameKk: 'Корпоративтік кабинет',
  url: '/',
} as const;

/** accounts.customers + the b2b_selfcare client service of one company (spec §3 Customer). */
export async function seedPortalCompany(
  tx: Db,
  company: Pick<DemoCompany, 'bin' | 'alias' | 'nameRu' | 'profileName' | 'isOfferApproved'>,
  approvedAt: Date,
): Promise<void> {
  await tx.insert(customers).values({ bin: company.bin, alias: company.alias, customerName: company.nameRu });
  if (company.profileName === null) return;
  await tx.insert(clientServices).values({
    customerBin: company.bin,
    ...SELFCARE_SERVICE,
    profileName: company.profileName,
    isOfferApproved: company.isOfferApproved,
    approvedOfferId: company.isOfferApproved ? DEMO_OFFER_ID : null,
    approvedAt: company.isOfferApproved ? approvedAt : null,
  });
}

/** Users of demo-users.ts, the offer, feature profiles, companies and their assignments. */
export async function seedPortalAccounts(tx: Db, referenceDate: Date): Promise<void> {
  const created = await tx
    .insert(users)
    .values(
      DEMO_USERS.map((u) => ({
        subject: u.subject,
        username: u.username,
        email: u.email,
        firstName: u.firstName,
        lastName: u.lastName,
        status: 'DONE' as const,
      })),
    )
    .returning({ id: users.id, username: users.username });
  const userId = new Map(created.map((u) => [u.username, u.id]));

  await tx.insert(offers).values({
    id: DEMO_OFFER_ID,
    serviceAlias: SELFCARE_SERVICE.alias,
    textHtmlRu: OFFER_HTML.ru,
    textHtmlEn: OFFER_HTML.en,
    textHtmlKk: OFFER_HTML.kk,
    isCurrent: true,
  });
  await insertRows(tx, featureProfiles, DEMO_FEATURE_PROFILES, { ignoreConflicts: true });

  const approvedAt = new Date(referenceDate.getTime() - 200 * 86_400_000);
  for (const company of Object.values(DEMO_COMPANIES) as DemoCompany[]) {
    await seedPortalCompany(tx, company, approvedAt);
    for (const username of company.users) {
      await tx.insert(userCustomers).values({ userId: userId.get(username)!, customerBin: company.bin });
    }
  }
}
