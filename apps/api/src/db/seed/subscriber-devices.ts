import type { Db } from '../client.ts';
import { createHash } from 'node:crypto';
import {
  bans,
  ceirOrders,
  deviceRegistrations,
  esimProfiles,
  forwardingSettings,
  secretCodes,
} from '../schema/index.ts';
import { insertRows } from './bulk-insert.ts';
import { DEMO_NUMBERS } from './demo-companies.ts';
import { makeIccid, makeIin } from './identifiers.ts';
import type { Random } from './seeded-random.ts';
import type { SubscriberRow } from './subscribers.ts';

const DAY = 86_400_000;
// spec §3 Call forwarding service targets
const VOICE_MAIL = '7012000000';
const ALWAYS_AVAILABLE = '7012002000';

const activationCode = (rnd: Random) =>
  `LPA:1$smdp.example.kz$${Array.from({ length: 4 }, () => rnd.int(0, 0xffff).toString(16).toUpperCase().padStart(4, '0')).join('-')}`;

/** Device registrations and CEIR orders, eSIM profiles, forwarding, secret codes and bans of the demo numbers. */
export async function seedSubscriberDevices(
  tx: Db,
  subs: SubscriberRow[],
  rnd: Random,
  referenceDate: Date,
  ownerBin: (s: SubscriberRow) => string,
): Promise<void> {
  const ref = referenceDate.getTime();
  const registrations: (typeof deviceRegistrations.$inferInsert)[] = [];
  const orders: (typeof ceirOrders.$inferInsert)[] = [];
  const esims: (typeof esimProfiles.$inferInsert)[] = [];
  const forwarding: (typeof forwardingSettings.$inferInsert)[] = [];
  const codes: (typeof secretCodes.$inferInsert)[] = [];
  const banRows: (typeof bans.$inferInsert)[] = [];

  for (const s of subs) {
    const at = (daysBack: number) => new Date(ref - daysBack * DAY - rnd.int(0, 86_399) * 1000);
    if (s.imei && !s.isM2mSubscriber) {
      const roll = rnd.next();
      if (s.msisdn === DEMO_NUMBERS.active || roll < 0.6) {
        // registered with the company's BIN (spec §4 Current IMEI state)
        const registeredAt = at(rnd.int(5, 400));
        const state = rnd.pick([
          'WHITE_RNN',
          'WHITE_RNN',
          'WHITE_RNN',
          'WHITE_AMNESTY',
          'WHITE_PROVEN',
          'WHITE',
        ] as const);
        registrations.push({
          imei: s.imei,
          msisdn: s.msisdn,
          ownerDocument: ownerBin(s),
          isPending: false,
          state,
          registeredAt,
        });
        orders.push({
          msisdn: s.msisdn,
          imei: s.imei,
          insertTime: registeredAt,
          requestType: 'REGISTER',
          state: 'FINISHED',
          completedAt: new Date(registeredAt.getTime() + 3 * 3_600_000),
        });
      } else if (roll < 0.64) {
        // an application sent, the result arrives within 8 hours (spec §9)
        const insertTime = new Date(ref - rnd.int(1, 6) * 3_600_000);
        registrations.push({
          imei: s.imei,
          msisdn: s.msisdn,
          ownerDocument: ownerBin(s),
          isPending: true,
          state: 'WHITE_RNN',
          registeredAt: insertTime,
        });
        orders.push({
          msisdn: s.msisdn,
          imei: s.imei,
          insertTime,
          requestType: 'REGISTER',
          state: rnd.chance(0.5) ? 'PENDING' : 'CEIR_ASYNC_ACCEPTED',
        });
      } else if (roll < 0.67) {
        // registered to a previous owner (a person): re-registration and duplicate are offered (spec §4 Device buttons)
        const otherOwner = makeIin(
          `8${rnd.int(0, 9)}0${rnd.int(1, 9)}1${rnd.int(0, 9)}`,
          rnd.pick([3, 4]),
          rnd.int(0, 9999),
        );
        registrations.push({
          imei: s.imei,
          msisdn: `77${rnd.digits(8)}`,
          ownerDocument: otherOwner,
          ownerType: 'IIN',
          isPending: false,
          state: 'WHITE_RNN',
          registeredAt: at(rnd.int(400, 900)),
        });
        orders.push({
          msisdn: s.msisdn,
          imei: s.imei,
          insertTime: at(rnd.int(1, 30)),
          requestType: 'REGISTER',
          state: 'FAILED',
          failureMessage: 'ANOTHER_OWNER_MSISDN',
          completedAt: at(0),
        });
      } else if (roll < 0.68) {
        registrations.push({
          imei: s.imei,
          msisdn: s.msisdn,
          ownerDocument: ownerBin(s),
          isPending: false,
          state: 'BLACK',
          registeredAt: at(rnd.int(30, 300)),
        });
      }
    }
    if (s.esim) {
      esims.push({
        icc: s.iccid,
        msisdn: s.msisdn,
        activationCode: activationCode(rnd),
        state: 'INSTALLED',
        reservedAt: at(rnd.int(30, 400)),
        updatedAt: referenceDate,
      });
    }
    if (s.msisdn === DEMO_NUMBERS.active || rnd.chance(0.15)) {
      const isOn = s.msisdn === DEMO_NUMBERS.active || rnd.chance(0.7);
      forwarding.push({
        msisdn: s.msisdn,
        isForwardingOn: isOn,
        busyTo: VOICE_MAIL,
        noAnswerTo: rnd.chance(0.5) ? VOICE_MAIL : null,
        unavailableTo: rnd.chance(0.4) ? ALWAYS_AVAILABLE : null,
        defaultTo: null,
        updatedAt: referenceDate,
      });
    }
    if (rnd.chance(0.05)) {
      codes.push({
        msisdn: s.msisdn,
        codeHash: createHash('sha256')
          .update(`${s.msisdn}:${rnd.digits(6)}`)
          .digest('hex'),
        createdAt: at(rnd.int(1, 200)),
      });
    }
    if (s.isSmsUssdMgmBanEnabled)
      banRows.push({ msisdn: s.msisdn, kind: 'SMS_USSD_MGM', isSet: true, createdAt: at(rnd.int(1, 300)) });
    if (s.isAppAccessBlocked)
      banRows.push({ msisdn: s.msisdn, kind: 'APP_ACCESS', isSet: true, createdAt: at(rnd.int(1, 300)) });
    if (s.hasAppCallDetailsAccess === false)
      banRows.push({
        msisdn: s.msisdn,
        kind: 'APP_CALL_DETAILS',
        isSet: true,
        createdAt: at(rnd.int(1, 300)),
      });
  }
  // the free pool of eSIM profiles that reservations take from (spec §4 eSIM sequence)
  for (let i = 0; i < 60; i++) {
    esims.push({
      icc: makeIccid(3, i + 1),
      msisdn: null,
      activationCode: activationCode(rnd),
      state: 'AVAILABLE',
      updatedAt: referenceDate,
    });
  }

  await insertRows(tx, deviceRegistrations, registrations);
  await insertRows(tx, ceirOrders, orders);
  await insertRows(tx, esimProfiles, esims);
  await insertRows(tx, forwardingSettings, forwarding);
  await insertRows(tx, secretCodes, codes);
  await insertRows(tx, bans, banRows);
}
