import { createHash } from 'node:crypto';
import type { Db } from '../client.ts';
import { simCards } from '../schema/index.ts';
import { insertRows } from './bulk-insert.ts';
import { makeIccid } from './identifiers.ts';

// decision 014: the stock of blank SIM cards the operator has issued to each company.
// Series 5 of the ICCIDs (subscribers 1, the eSIM pool 3, the CEIR scenarios 8); migration 0010 gives
// a database seeded earlier the same cards.

export const BLANK_SIMS_PER_COMPANY = 20;

/** The n-th (1-based) blank card of the company that is `order`-th (1-based) of all companies by BIN. */
export const blankSimIccid = (order: number, n: number): string => makeIccid(5, order * 100 + n);

const code = (iccid: string, name: string, length: number): string =>
  String(
    parseInt(createHash('md5').update(`${iccid}:${name}`).digest('hex').slice(0, 7), 16) % 10 ** length,
  ).padStart(length, '0');

/** A blank card comes from the factory with its PIN and PUK codes. */
export const cardCodes = (iccid: string) => ({
  pin1: code(iccid, 'pin1', 4),
  pin2: code(iccid, 'pin2', 4),
  puk1: code(iccid, 'puk1', 8),
  puk2: code(iccid, 'puk2', 8),
});

/** Every company's stock, companies in BIN order. */
export async function seedBlankSims(tx: Db, companies: readonly { bin: string }[]): Promise<void> {
  const bins = companies.map((c) => c.bin).sort();
  const rows = bins.flatMap((bin, i) =>
    Array.from({ length: BLANK_SIMS_PER_COMPANY }, (_, k) => {
      const iccid = blankSimIccid(i + 1, k + 1);
      return { iccid, customerBin: bin, ...cardCodes(iccid) };
    }),
  );
  await insertRows(tx, simCards, rows);
}
