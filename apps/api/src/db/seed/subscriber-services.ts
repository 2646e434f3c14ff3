import type { Db } from '../client.ts';
import { sql } from 'drizzle-orm';
import {
  bonusGroups,
  bonuses,
  contractPhones,
  pendingOperations,
  subscriberProducts,
} from '../schema/index.ts';
import { LC_STATE } from '../schema/index.ts';
import { insertRows } from './bulk-insert.ts';
import { PRODUCT, PRODUCTS, TARIFF } from './catalogue.ts';
import { DEMO_NUMBERS } from './demo-companies.ts';
import type { Random } from './seeded-random.ts';
import type { SubscriberRow } from './subscribers.ts';

const DAY = 86_400_000;
type ProductRow = typeof subscriberProducts.$inferInsert;
type GroupRow = typeof bonusGroups.$inferInsert & { id: number };
type BonusRow = typeof bonuses.$inferInsert;

const productById = new Map(PRODUCTS.map((p) => [p.productOfferingId, p]));

/** Products, bonus groups and contract phones of the demo numbers (spec §3, decision 005). */
export async function seedSubscriberServices(
  tx: Db,
  subs: SubscriberRow[],
  contractMsisdns: Set<string>,
  rnd: Random,
  referenceDate: Date,
  pendingDueAt?: Date,
): Promise<void> {
  const ref = referenceDate.getTime();
  const products: ProductRow[] = [];
  const operations: (typeof pendingOperations.$inferInsert)[] = [];
  const groups: GroupRow[] = [];
  const bonusRows: BonusRow[] = [];
  const phones: (typeof contractPhones.$inferInsert)[] = [];
  let groupId = 1;

  for (const s of subs) {
    const connect = (productId: string, extra: Partial<ProductRow> = {}) => {
      const validity = productById.get(productId)?.validityDays ?? null;
      const connectedAt = new Date(ref - rnd.int(1, 300) * DAY);
      const cycles = validity ? Math.ceil((ref - connectedAt.getTime()) / (validity * DAY)) : 0;
      products.push({
        msisdn: s.msisdn,
        productId,
        status: 'CONNECTED',
        state: 'FULL',
        connectedAt,
        availableUntil: validity
          ? new Date(connectedAt.getTime() + Math.max(1, cycles) * validity * DAY)
          : null,
        updatedAt: referenceDate,
        ...extra,
      });
      return connectedAt;
    };
    const group = (
      nameRu: string,
      nameEn: string,
      nameKk: string,
      productId: string | null,
      start: Date,
      items: Omit<BonusRow, 'groupId'>[],
    ) => {
      const id = groupId++;
      groups.push({ id, msisdn: s.msisdn, productId, nameRu, nameEn, nameKk, sortOrder: groups.length });
      for (const b of items) bonusRows.push({ ...b, groupId: id, startDate: b.startDate ?? start });
    };
    const period = (start: Date) => ({ startDate: start, endDate: new Date(start.getTime() + 30 * DAY) });

    connect(PRODUCT.mobileInternet);
    if (s.isM2mSubscriber) continue;
    connect(PRODUCT.callerId);
    if (s.tariffId === TARIFF.businessUnlim) {
      const start = new Date(ref - rnd.int(0, 29) * DAY);
      group('Пакет тарифа', 'Tariff allowance', 'Тариф пакеті', null, start, [
        {
          nameRu: 'Звонки внутри сети',
          nameEn: 'Calls within the network',
          nameKk: 'Желі ішіндегі қоңыраулар',
          isUnlim: true,
          unit: 'MIN',
          ...period(start),
        },
        {
          nameRu: 'Интернет',
          nameEn: 'Internet',
          nameKk: 'Интернет',
          isUnlim: false,
          amount: rnd.int(0, 30_720),
          maxAmount: 30_720,
          unit: 'MB',
          ...period(start),
        },
        {
          nameRu: 'SMS',
          nameEn: 'SMS',
          nameKk: 'SMS',
          isUnlim: false,
          amount: rnd.int(0, 200),
          maxAmount: 200,
          unit: 'SMS',
          ...period(start),
        },
      ]);
    }
    const isActiveNumber = s.msisdn === DEMO_NUMBERS.active;
    const internet = isActiveNumber
      ? PRODUCT.internet5
      : rnd.chance(0.4)
        ? rnd.pick([PRODUCT.internet5, PRODUCT.internet20])
        : null;
    if (internet) {
      const start = connect(internet);
      const max = productById.get(internet)!.trafficVolumeMb!;
      group(
        productById.get(internet)!.nameRu,
        productById.get(internet)!.nameEn,
        productById.get(internet)!.nameKk,
        internet,
        start,
        [
          {
            nameRu: 'Интернет',
            nameEn: 'Internet',
            nameKk: 'Интернет',
            isUnlim: false,
            amount: rnd.int(0, max),
            maxAmount: max,
            unit: 'MB',
            ...period(new Date(ref - rnd.int(0, 29) * DAY)),
          },
        ],
      );
    }
    if (rnd.chance(0.15)) {
      const start = connect(PRODUCT.voice500);
      group('500 минут', '500 minutes', '500 минут', PRODUCT.voice500, start, [
        {
          nameRu: 'Минуты по Казахстану',
          nameEn: 'Minutes in Kazakhstan',
          nameKk: 'Қазақстан бойынша минуттар',
          isUnlim: false,
          amount: rnd.int(0, 500),
          maxAmount: 500,
          unit: 'MIN',
          ...period(new Date(ref - rnd.int(0, 29) * DAY)),
        },
      ]);
    }
    if (isActiveNumber || rnd.chance(0.08)) connect(PRODUCT.voiceMail);
    if (rnd.chance(0.05)) connect(PRODUCT.missedCalls);
    // roaming packs only where blocking stays possible: Atlas Pro blocks suspension (spec §3)
    if (!isActiveNumber && s.lcStateId === LC_STATE.active && rnd.chance(0.03)) {
      connect(PRODUCT.roaming);
      connect(PRODUCT.atlasPro);
    }
    // a few requests the operator has not completed yet (spec §4 Service: pending), each with
    // its operation, which the operator completes like any other (decision 008)
    if (!isActiveNumber && rnd.chance(0.02)) {
      products.push({
        msisdn: s.msisdn,
        productId: PRODUCT.internetDay,
        status: 'PENDING',
        state: 'ENABLE',
        pendingAction: 'ENABLE',
        updatedAt: referenceDate,
      });
      operations.push({
        kind: 'PRODUCT_CHANGE',
        msisdn: s.msisdn,
        subject: PRODUCT.internetDay,
        payload: {
          bin: s.customerBin,
          action: 'ENABLE',
          deactivates: [],
          isReconnect: false,
          requestedBy: null,
        },
        createdAt: referenceDate,
        dueAt: pendingDueAt ?? new Date(ref + (2 + (operations.length % 10)) * 60_000),
      });
    }
    if (contractMsisdns.has(s.msisdn)) {
      const start = connect(PRODUCT.contractDevice, { availableUntil: null });
      phones.push(
        ...contractPhonesOf(s.msisdn, start, rnd, s.msisdn === DEMO_NUMBERS.contractPhone, referenceDate),
      );
    }
  }

  await insertRows(tx, subscriberProducts, products);
  await insertRows(tx, pendingOperations, operations);
  await insertRows(tx, bonusGroups, groups);
  await insertRows(tx, bonuses, bonusRows);
  await insertRows(tx, contractPhones, phones);
  // explicit ids keep the dataset deterministic; move the sequence past them
  await tx.execute(
    sql`select setval(pg_get_serial_sequence('operator.bonus_groups', 'id'), greatest(1, (select max(id) from operator.bonus_groups)))`,
  );
}

const DEVICES = [
  { name: 'Apple iPhone 15 128GB', type: 'SMARTPHONE', price: 549_990 },
  { name: 'Samsung Galaxy S24 256GB', type: 'SMARTPHONE', price: 499_990 },
  { name: 'Samsung Galaxy A55 128GB', type: 'SMARTPHONE', price: 219_990 },
  { name: 'Apple iPad 10.9 Wi-Fi + Cellular', type: 'TABLET', price: 329_990 },
] as const;

/** spec §3 Contract phone: one device per number, two for the well-known one (the select of spec §2). */
function contractPhonesOf(msisdn: string, start: Date, rnd: Random, isShowcase: boolean, now: Date) {
  /** decision 027: a running contract has paid every instalment so far; the next is the first ahead */
  const nextPaymentOf = (startDate: Date, endDate: Date) => {
    for (let k = 1; ; k++) {
      const due = new Date(startDate);
      due.setUTCMonth(due.getUTCMonth() + k);
      if (due > endDate) return null;
      if (due > now) return due;
    }
  };
  const make = (status: 'ACTIVE' | 'SUSPENDED' | 'TERMINATED', startDate: Date, months: number) => {
    const device = rnd.pick(DEVICES);
    const total = device.price * 100;
    const endDate = new Date(startDate);
    endDate.setUTCMonth(endDate.getUTCMonth() + months);
    return {
      msisdn,
      productId: PRODUCT.contractDevice,
      deviceName: device.name,
      deviceType: device.type,
      status,
      startDate,
      endDate,
      durationMonths: months,
      recurringPay: Math.round(total / months),
      priceFactor: total,
      name: `Рассрочка ${months} мес. / ${months} ай бөліп төлеу`,
      terminatedAt: status === 'TERMINATED' ? endDate : null,
      nextPaymentAt: status === 'ACTIVE' ? nextPaymentOf(startDate, endDate) : null,
    };
  };
  if (isShowcase) {
    const old = new Date(start.getTime() - 800 * DAY);
    return [make('ACTIVE', start, 24), make('TERMINATED', old, 12)];
  }
  return [make(rnd.chance(0.85) ? 'ACTIVE' : 'SUSPENDED', start, rnd.pick([12, 24, 36]))];
}
