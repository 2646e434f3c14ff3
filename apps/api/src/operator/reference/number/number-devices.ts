import type { DeviceOrder, DeviceRegistrationsData } from '@kabinet/contract';
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { preparedOn } from '../../../db/prepared.ts';
import { ceirOrders, deviceRegistrations, subscribers } from '../../../db/schema/index.ts';
import { toDateTime } from '../row-values.ts';

type RegistrationRow = typeof deviceRegistrations.$inferSelect;
type OrderRow = typeof ceirOrders.$inferSelect;

/**
 * spec §3 deviceRegistrationsData from the live registrations of the number and of its current
 * IMEI (newest first) and the number's CEIR orders (newest first):
 * - registrations: the IMEIs registered with this number;
 * - registrationsByImei: who else holds the current IMEI (documents other than the company's BIN),
 *   which is when re-registration or a duplicate is offered (spec §4);
 * - currentImeiState: the registry state of the current IMEI with this number, else with anyone.
 */
export function toDeviceRegistrations(
  number: { msisdn: string; bin: string; imei: string | null },
  registrations: RegistrationRow[],
  orders: OrderRow[],
): DeviceRegistrationsData {
  const own = registrations.filter((r) => r.msisdn === number.msisdn);
  const ofImei = number.imei === null ? [] : registrations.filter((r) => r.imei === number.imei);
  const current = ofImei.find((r) => r.msisdn === number.msisdn) ?? ofImei[0] ?? null;
  const others = [
    ...new Set(ofImei.filter((r) => r.ownerDocument !== number.bin).map((r) => r.ownerDocument)),
  ];
  return {
    registrations: own.map((r) => ({ imei: r.imei, isPending: r.isPending })),
    registrationsByImei: others.map((documentId) => ({ documentId })),
    orders: orders.map(toDeviceOrder),
    currentImei: number.imei,
    currentImeiState: current?.state ?? null,
  };
}

/** spec §3 orders [insertTime, imei, requestType, state, failureMessage] */
export const toDeviceOrder = (o: OrderRow): DeviceOrder => ({
  insertTime: toDateTime(o.insertTime)!,
  imei: o.imei,
  requestType: o.requestType,
  state: o.state,
  failureMessage: o.failureMessage,
});

/** The live registrations of the number and of its current IMEI, newest first. */
export const numberRegistrations = (db: Db, msisdn: string) =>
  preparedOn(db, 'ref_number_registrations', (d) =>
    d
      .select()
      .from(deviceRegistrations)
      .where(
        and(
          isNull(deviceRegistrations.removedAt),
          or(
            eq(deviceRegistrations.msisdn, sql.placeholder('msisdn')),
            eq(
              deviceRegistrations.imei,
              sql`(select ${subscribers.imei} from ${subscribers} where ${subscribers.msisdn} = ${sql.placeholder('msisdn')})`,
            ),
          ),
        ),
      )
      .orderBy(desc(deviceRegistrations.registeredAt), desc(deviceRegistrations.id))
      .prepare('ref_number_registrations'),
  ).execute({ msisdn });

/** The number's CEIR orders, newest first. */
export const numberOrders = (db: Db, msisdn: string) =>
  preparedOn(db, 'ref_number_orders', (d) =>
    d
      .select()
      .from(ceirOrders)
      .where(eq(ceirOrders.msisdn, sql.placeholder('msisdn')))
      .orderBy(desc(ceirOrders.insertTime), desc(ceirOrders.id))
      .prepare('ref_number_orders'),
  ).execute({ msisdn });
