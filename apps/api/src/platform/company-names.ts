import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { customers } from '../db/schema/index.ts';

/**
 * The company's name as the portal's accounts hold it (one name, whatever the language), for the
 * e-mail and documents the portal writes: never a name the request sends. The BIN when unknown.
 */
export async function companyNameOf(db: Db, bin: string): Promise<string> {
  const [row] = await db
    .select({ name: customers.customerName })
    .from(customers)
    .where(eq(customers.bin, bin));
  return row?.name ?? bin;
}
