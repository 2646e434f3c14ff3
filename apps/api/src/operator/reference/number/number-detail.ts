import { displayStatusOf, type Subscriber } from '@kabinet/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  contractPhones,
  forwardingSettings,
  lifecycleStates,
  subscribers,
  tariffs,
} from '../../../db/schema/index.ts';
import type { SubscriberContext } from '../../port.ts';
import { balanceOf, flagsOf, localized, toDateTime } from '../row-values.ts';
import { numberOrders, numberRegistrations, toDeviceRegistrations } from './number-devices.ts';
import { toForwarding } from '../forwarding/forwarding-view.ts';
import { toSubscriberServices } from './number-services.ts';
import { numberCatalogue } from '../services/product-catalogue.ts';

/**
 * spec §3 Subscriber: four statements run side by side, whatever the number has — the number with
 * its tariff, state, forwarding and contract-phone flag; the catalogue with the number's products;
 * the live device registrations of the number and its IMEI; its CEIR orders.
 */
export function createSubscriberQueries(db: Db) {
  const numberRow = db
    .select({
      s: subscribers,
      tariff: tariffs,
      lc: lifecycleStates,
      fw: forwardingSettings,
      // spec §4: block/unblock is refused while a contract phone runs (not once it is terminated)
      isContractPhone: sql<boolean>`exists (select 1 from ${contractPhones} where ${contractPhones.msisdn} = ${subscribers.msisdn} and ${contractPhones.status} <> 'TERMINATED')`,
    })
    .from(subscribers)
    .innerJoin(tariffs, eq(tariffs.id, subscribers.tariffId))
    .innerJoin(lifecycleStates, eq(lifecycleStates.id, subscribers.lcStateId))
    .leftJoin(forwardingSettings, eq(forwardingSettings.msisdn, subscribers.msisdn))
    .where(
      and(
        eq(subscribers.msisdn, sql.placeholder('msisdn')),
        eq(subscribers.customerBin, sql.placeholder('bin')),
      ),
    )
    .prepare('ref_subscriber_detail');

  const catalogue = (msisdn: string) => numberCatalogue(db, msisdn);

  const registrations = (msisdn: string) => numberRegistrations(db, msisdn);
  const orders = (msisdn: string) => numberOrders(db, msisdn);

  return {
    async getSubscriber(
      bin: string,
      msisdn: string,
      context?: SubscriberContext,
    ): Promise<Subscriber | null> {
      // the other three read by msisdn only; their rows are used only when the first finds the
      // number in this company
      const [[row], entries, regs, ceir] = await Promise.all([
        numberRow.execute({ bin, msisdn }),
        catalogue(msisdn),
        registrations(msisdn),
        orders(msisdn),
      ]);
      if (!row) return null;
      const { s, tariff, lc, fw } = row;
      return {
        msisdn: s.msisdn,
        accountNumber: s.accountNumber,
        accountType: s.accountType,
        iccid: s.iccid,
        iccidChangeDate: toDateTime(s.iccidChangeDate),
        pin1: s.pin1,
        pin2: s.pin2,
        puk1: s.puk1,
        puk2: s.puk2,
        imei: s.imei,
        esim: s.esim,
        regNo: s.regNo,
        tariff: {
          id: tariff.id,
          name: localized(tariff.nameRu, tariff.nameEn, tariff.nameKk),
          isWorkmate: tariff.isWorkmate,
        },
        type: s.type,
        isM2MSubscriber: s.isM2mSubscriber,
        isContractPhone: row.isContractPhone,
        lcState: {
          lcStateId: lc.id,
          name: localized(lc.nameRu, lc.nameEn, lc.nameKk),
          lcStateDate: toDateTime(s.lcStateDate),
        },
        state: s.state,
        // spec §2 Number detail: active only for 20; pre-disconnected and the rest show as blocked
        status: displayStatusOf(s.lcStateId, s.state),
        // decision 034: the portal's own, not the operator's
        label: null,
        comment: null,
        ...balanceOf(s),
        services: toSubscriberServices(entries, s),
        isSMS_USSDMgmBanEnabled: s.isSmsUssdMgmBanEnabled,
        isMyKcellAccessBlocked: s.isAppAccessBlocked,
        accessToDetailOfMyKcell: s.hasAppCallDetailsAccess,
        ...toForwarding(fw),
        deviceRegistrationsData: toDeviceRegistrations({ msisdn: s.msisdn, bin, imei: s.imei }, regs, ceir),
        flags: flagsOf(s.subscriberFlags, context?.defaultFlags ?? []),
      };
    },
  };
}
