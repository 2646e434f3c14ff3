import { sql } from 'drizzle-orm';
import type { OverviewLanding } from '@kabinet/contract';
import type { Db } from '../../db/client.ts';

// Decision 030: the page a user opens after sign-in is theirs to choose (the overview, or the spec's
// numbers list); kept on the user's row, so it follows them to every company and browser.

export interface OverviewLandingStore {
  get(userId: string): Promise<OverviewLanding>;
  set(userId: string, landsOnOverview: boolean): Promise<OverviewLanding>;
}

export function createOverviewLandingStore(db: Db): OverviewLandingStore {
  return {
    async get(userId) {
      const { rows } = await db.execute<{ lands: boolean }>(
        sql`select lands_on_overview as lands from accounts.users where id = ${userId}`,
      );
      return { landsOnOverview: rows[0]?.lands === true };
    },
    async set(userId, landsOnOverview) {
      await db.execute(
        sql`update accounts.users set lands_on_overview = ${landsOnOverview} where id = ${userId}`,
      );
      return { landsOnOverview };
    },
  };
}
