/**
 * The demo sign-ins of the embedded dev identity provider (DESIGN §2). The seed creates the matching
 * accounts.users rows (same username, email and subject); `npm start` prints this list.
 * Only used when OIDC_ISSUER is unset.
 */
export interface DemoUser {
  username: string;
  password: string;
  /** the IdP `sub` claim */
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
  /** what the demo shows with this user */
  role: string;
}

export const DEMO_USERS: readonly DemoUser[] = [
  {
    username: 'admin',
    password: 'demo',
    subject: 'demo-admin',
    email: 'admin@demo.kabinet.kz',
    firstName: 'Айгерим',
    lastName: 'Сарсенова',
    role: 'three companies: a large one (all features), a documents-only one, one with the offer not approved',
  },
  {
    username: 'debtor',
    password: 'demo',
    subject: 'demo-debtor',
    email: 'debtor@demo.kabinet.kz',
    firstName: 'Ерлан',
    lastName: 'Жумабеков',
    role: 'a debtor company with the penalty notice on',
  },
  {
    username: 'noservice',
    password: 'demo',
    subject: 'demo-noservice',
    email: 'noservice@demo.kabinet.kz',
    firstName: 'Дина',
    lastName: 'Омарова',
    role: 'a company without the b2b_selfcare service (no-access screen)',
  },
  {
    username: 'guest',
    password: 'demo',
    subject: 'demo-guest',
    email: 'guest@demo.kabinet.kz',
    firstName: 'Guest',
    lastName: 'User',
    role: 'no company yet (guest welcome page)',
  },
  // decision 029: one user per role in the large company (seed/team.ts gives them their roles)
  {
    username: 'finance',
    password: 'demo',
    subject: 'demo-finance',
    email: 'finance@demo.kabinet.kz',
    firstName: 'Асель',
    lastName: 'Нурланова',
    role: 'finance in the large company: documents, reports, debt, transfers; no number actions',
  },
  {
    username: 'operator',
    password: 'demo',
    subject: 'demo-operator',
    email: 'operator@demo.kabinet.kz',
    firstName: 'Тимур',
    lastName: 'Ахметов',
    role: 'operator in the large company: number actions, services, SIM/eSIM, bulk; no money or documents',
  },
  {
    username: 'auditor',
    password: 'demo',
    subject: 'demo-auditor',
    email: 'auditor@demo.kabinet.kz',
    firstName: 'Гульнара',
    lastName: 'Касымова',
    role: 'read-only in the large company: sees everything, changes nothing',
  },
  {
    username: 'head',
    password: 'demo',
    subject: 'demo-head',
    email: 'head@demo.kabinet.kz',
    firstName: 'Бауыржан',
    lastName: 'Серикбаев',
    role: "operator of the large company's sales department group only (25 numbers)",
  },
];
