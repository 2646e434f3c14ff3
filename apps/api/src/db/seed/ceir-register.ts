import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { ceirOrders, deviceRegistrations, pendingOperations, subscribers } from '../schema/index.ts';
import { insertRows } from './bulk-insert.ts';
import { DEMO_COMPANIES, DEMO_NUMBERS } from './demo-companies.ts';
import { makeBin, makeIccid, makeIin, makeImei } from './identifiers.ts';
import type { SubscriberRow } from './subscribers.ts';

// The reference CEIR's own data (decision 017): numbers of the large company whose
// current IMEI the register holds in a known way, and IMEIs the register knows without any
// company number, so that every answer of spec §8 Devices can be reached by a real request.
// Nothing here draws from the seeded random stream: the rest of the dataset stays as it was.

/** Large-company numbers added for the device register's scenarios. */
export const CEIR_NUMBERS = {
  /** its IMEI is not registered anywhere: Register → pending → registered */
  unregistered: '7017000011',
  /** its IMEI is registered to a person (another IIN) since 2021: re-registration; duplicate refused */
  otherIin: '7017000012',
  /** its IMEI is registered to a non-customer company since 2017: duplicate allowed */
  otherBinBefore2019: '7017000013',
} as const;

/** The previous owners the scenarios name (spec §5: number of 11 digits, IIN/BIN of 12). */
export const CEIR_OWNERS = {
  /** the person holding CEIR_NUMBERS.otherIin's IMEI, and the 11-digit number it is registered with */
  personIin: makeIin('850315', 3, 4242),
  personOldMsisdn: '77772223344',
  /** the non-customer company holding CEIR_NUMBERS.otherBinBefore2019's IMEI */
  companyBin: makeBin('1203', 77001),
  companyMsisdn: '7087654321',
} as const;

/** IMEIs the register knows without a company number (type them into Register). */
export const CEIR_IMEIS = {
  unregistered: makeImei('35391110', 900_011),
  otherIin: makeImei('35407115', 900_012),
  otherBinBefore2019: makeImei('35332011', 900_013),
  /** stolen: BLACK with another number → IMEI_HAS_LOCKED_WITH_OTHER_MSISDN (20007) */
  blacklisted: makeImei('35684610', 900_014),
  /** a TAC no reporting body allocated (Luhn digit right) → INVALID_FORMAT_IMEI (20016) */
  unknownTac: makeImei('00000001', 900_015),
} as const;

const DAY = 86_400_000;

export async function seedCeirRegister(
  tx: Db,
  all: SubscriberRow[],
  referenceDate: Date,
  pendingDueAt: Date | undefined,
): Promise<void> {
  const ref = referenceDate.getTime();
  const template = all.find((s) => s.msisdn === DEMO_NUMBERS.active)!;
  const numbers = Object.entries(CEIR_NUMBERS).map(([key, msisdn], i) => {
    if (all.some((s) => s.msisdn === msisdn)) throw new Error(`seed: ${msisdn} is taken`);
    return {
      ...template,
      msisdn,
      customerBin: DEMO_COMPANIES.large.bin,
      iccid: makeIccid(8, i + 1),
      imei: CEIR_IMEIS[key as keyof typeof CEIR_NUMBERS],
      label: null,
      comment: null,
      subscriberFlags: null,
      activatedAt: new Date(ref - 200 * DAY),
      lcStateDate: new Date(ref - 200 * DAY),
    } satisfies SubscriberRow;
  });
  await insertRows(tx, subscribers, numbers);

  await insertRows(tx, deviceRegistrations, [
    {
      imei: CEIR_IMEIS.otherIin,
      msisdn: CEIR_OWNERS.personOldMsisdn.slice(1),
      ownerDocument: CEIR_OWNERS.personIin,
      ownerType: 'IIN',
      state: 'WHITE_RNN',
      registeredAt: new Date('2021-04-12T09:30:00Z'),
    },
    {
      imei: CEIR_IMEIS.otherBinBefore2019,
      msisdn: CEIR_OWNERS.companyMsisdn,
      ownerDocument: CEIR_OWNERS.companyBin,
      ownerType: 'BIN',
      state: 'WHITE_AMNESTY',
      registeredAt: new Date('2017-09-01T06:00:00Z'),
    },
    {
      imei: CEIR_IMEIS.blacklisted,
      msisdn: '7475550001',
      ownerDocument: makeIin('900101', 4, 5150),
      ownerType: 'IIN',
      state: 'BLACK',
      registeredAt: new Date('2022-02-02T10:00:00Z'),
    },
  ]);

  // decision 008: CEIR orders seeded as pending get their operation, so the register answers them
  const pending = await tx
    .select({ id: ceirOrders.id, msisdn: ceirOrders.msisdn, customerBin: subscribers.customerBin })
    .from(ceirOrders)
    .innerJoin(subscribers, eq(subscribers.msisdn, ceirOrders.msisdn))
    .where(and(inArray(ceirOrders.state, ['PENDING', 'CEIR_ASYNC_ACCEPTED'])))
    .orderBy(ceirOrders.id);
  await insertRows(
    tx,
    pendingOperations,
    pending.map((o, i) => ({
      kind: 'CEIR_ORDER',
      msisdn: o.msisdn,
      subject: String(o.id),
      payload: {
        bin: o.customerBin,
        requestedBy: null,
        ownerDocNumber: null,
        oldMsisdn: null,
        oldDocNumber: null,
      },
      dueAt: pendingDueAt ?? new Date(ref + (3 + (i % 10)) * 60_000),
    })),
  );
}
