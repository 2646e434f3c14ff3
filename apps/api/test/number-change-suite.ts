import { afterAll, beforeAll } from 'vitest';
import { CEIR_NUMBERS, DEMO_COMPANIES, DEMO_NUMBERS } from '../src/db/seed/index.ts';
import type { TestClient } from './client.ts';
import { actionsOf, sqlOf } from './operator-fixtures.ts';
import { startTestServer, type TestServer } from './server.ts';

const LARGE = DEMO_COMPANIES.large.bin;

/**
 * One server for a suite of changes to numbers (SIM secret code, bans, forwarding), signed in as the
 * large company's admin, with the helpers those suites read the operator's data with. Call it at the
 * top of a test file; the fields are set once the suite's beforeAll has run.
 */
export function numberChangeSuite() {
  let server: TestServer;
  let admin: TestClient;
  let sql: ReturnType<typeof sqlOf>;
  const used: string[] = [];

  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_FACTOR: '100' });
    admin = await server.as('admin', LARGE);
    sql = sqlOf(server);
  });
  afterAll(() => server?.stop());

  /** A number of the large company with no bans, no forwarding and no flags of its own (M2M ones have theirs). */
  async function freshNumber(where = 'lc_state_id = 20 and not is_m2m_subscriber'): Promise<string> {
    const [row] = await sql<{ msisdn: string }>(
      `select msisdn from operator.subscribers s
      where customer_bin = $1 and (subscriber_flags is null or is_m2m_subscriber) and ${where}
        and not is_sms_ussd_mgm_ban_enabled and not is_app_access_blocked and has_app_call_details_access
        and msisdn <> all($2)
        and not exists (select 1 from operator.forwarding_settings f where f.msisdn = s.msisdn)
      order by msisdn limit 1`,
      [LARGE, [...used, ...Object.values(DEMO_NUMBERS), ...Object.values(CEIR_NUMBERS)]],
    );
    used.push(row!.msisdn);
    return row!.msisdn;
  }
  const bansOf = async (msisdn: string) =>
    (
      await sql<{ sms: boolean; app: boolean; details: boolean }>(
        `select is_sms_ussd_mgm_ban_enabled as sms, is_app_access_blocked as app, has_app_call_details_access as details
         from operator.subscribers where msisdn = $1`,
        [msisdn],
      )
    )[0]!;
  const forwardingRow = async (msisdn: string) =>
    (
      await sql(
        `select is_forwarding_on, default_to, busy_to, no_answer_to, unavailable_to
         from operator.forwarding_settings where msisdn = $1`,
        [msisdn],
      )
    )[0] ?? null;
  const lastAction = async (msisdn: string) => (await actionsOf(server, msisdn)).at(-1);

  return {
    get server() {
      return server;
    },
    get admin() {
      return admin;
    },
    get sql() {
      return sql;
    },
    freshNumber,
    bansOf,
    forwardingRow,
    lastAction,
  };
}
