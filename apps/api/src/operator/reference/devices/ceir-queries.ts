import type { DeviceRegistrationsData } from '@kabinet/contract';
import { inGroupsCondition } from '../numbers/groups-sql.ts';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { deviceRegistrations, subscribers } from '../../../db/schema/index.ts';
import type { RegisteredDeviceRow } from '../../devices-port.ts';
import { loadNumber } from '../number-row.ts';
import { numberOrders, numberRegistrations, toDeviceRegistrations } from '../number/number-devices.ts';

/** The register's reads for a company's number (spec §3 deviceRegistrationsData, §7 registrations). */
export function createCeirQueries(db: Db) {
  return {
    async getDeviceRegistrations(bin: string, msisdn: string): Promise<DeviceRegistrationsData | null> {
      const [number, registrations, orders] = await Promise.all([
        loadNumber(db, bin, msisdn),
        numberRegistrations(db, msisdn),
        numberOrders(db, msisdn),
      ]);
      if (!number) return null;
      return toDeviceRegistrations({ msisdn, bin, imei: number.s.imei }, registrations, orders);
    },

    async getRegistrationsByImei(bin: string, msisdn: string, imei: string) {
      const number = await loadNumber(db, bin, msisdn);
      if (!number) return null;
      const holders = await db
        .selectDistinct({
          documentId: deviceRegistrations.ownerDocument,
          ofCompany: sql<boolean>`coalesce(${subscribers.customerBin} = ${bin}, false)`,
        })
        .from(deviceRegistrations)
        .leftJoin(subscribers, eq(subscribers.msisdn, deviceRegistrations.msisdn))
        .where(
          and(
            eq(deviceRegistrations.imei, imei),
            isNull(deviceRegistrations.removedAt),
            ne(deviceRegistrations.ownerDocument, bin),
          ),
        )
        .orderBy(deviceRegistrations.ownerDocument);
      return { currentImei: number.s.imei, holders };
    },

    /** spec §3 REGISTERED_DEVICES: the live registrations of the company's numbers, keyset batches. */
    async listRegisteredDevices(
      bin: string,
      batch: {
        after: { msisdn: string; imei: string } | null;
        limit: number;
        groupIds?: readonly string[] | null;
      },
    ): Promise<RegisteredDeviceRow[]> {
      const r = deviceRegistrations;
      return db
        .select({
          msisdn: r.msisdn,
          imei: r.imei,
          state: r.state,
          isPending: r.isPending,
          isDuplicate: r.isDuplicate,
          registeredAt: r.registeredAt,
        })
        .from(r)
        .innerJoin(subscribers, eq(subscribers.msisdn, r.msisdn))
        .where(
          and(
            eq(subscribers.customerBin, bin),
            isNull(r.removedAt),
            batch.groupIds ? inGroupsCondition(batch.groupIds, sql`${r.msisdn}`) : undefined,
            batch.after
              ? sql`(${r.msisdn}, ${r.imei}) > (${batch.after.msisdn}, ${batch.after.imei})`
              : undefined,
          ),
        )
        .orderBy(asc(r.msisdn), asc(r.imei))
        .limit(batch.limit);
    },
  };
}
