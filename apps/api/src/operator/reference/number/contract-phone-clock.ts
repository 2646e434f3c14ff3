import { and, eq, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { balanceLedger, contractPhones, subscribers, tariffs } from '../../../db/schema/index.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { chargeableBalance, loadNumber } from '../number-row.ts';

/**
 * spec §4 Contract phone on the operator's clock (decision 027). A running contract's monthly
 * instalment falls due each month on its start day; the billing takes it from the number's balance
 * (the prepaid balance, or what is left of the credit limit). An instalment the balance cannot cover
 * is missed: the contract is SUSPENDED (the number's block/unblock then directs to corporate support,
 * spec §8) and the number moves to the Standard Corp tariff. At the contract's end it is TERMINATED
 * and the number moves to Standard Corp too (spec §4: "a missed monthly payment or contract end
 * moves it to the Standard Corp tariff").
 *
 * The clock is the operator's: now, or the end of FIXED_TODAY in Almaty when the portal is told a
 * day (tests, rehearsals). A number catches up when it is read or changed: the number page, its
 * contract phones, a block or unblock — so every screen that shows the contract shows it as due.
 */
export interface ContractPhoneClock {
  /** the operator's now */
  now(): Date;
  /** brings the number's running contracts up to the clock; true when something changed */
  catchUp(bin: string, msisdn: string): Promise<boolean>;
}

/** FIXED_TODAY's last moment in Almaty (UTC+5, no daylight saving). */
const endOfAlmatyDay = (day: string) => new Date(`${day}T23:59:59.999+05:00`);

const addMonth = (moment: Date, months: number) => {
  const next = new Date(moment);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
};

export function createContractPhoneClock(db: Db, opts: { fixedToday: string | null }): ContractPhoneClock {
  const now = () => (opts.fixedToday ? endOfAlmatyDay(opts.fixedToday) : new Date());

  /**
   * one indexed probe: does any running contract of the number have something due? Prepared: the
   * number page, its contract phones and every block or unblock ask it first (decision 033)
   */
  const dueProbe = db
    .select({ id: contractPhones.id })
    .from(contractPhones)
    .where(
      and(
        eq(contractPhones.msisdn, sql.placeholder('msisdn')),
        ne(contractPhones.status, 'TERMINATED'),
        or(
          lte(contractPhones.endDate, sql`${sql.placeholder('at')}::timestamptz`),
          lte(contractPhones.nextPaymentAt, sql`${sql.placeholder('at')}::timestamptz`),
        ),
      ),
    )
    .limit(1)
    .prepare('ref_contract_phone_due');
  async function isDue(msisdn: string, at: Date): Promise<boolean> {
    const [row] = await dueProbe.execute({ msisdn, at: at.toISOString() });
    return row !== undefined;
  }

  async function catchUp(bin: string, msisdn: string): Promise<boolean> {
    const at = now();
    if (!(await isDue(msisdn, at))) return false;
    return inTransaction(db, async (tx) => {
      // lock order (DESIGN §3): the number, then its contracts
      const number = await loadNumber(tx, bin, msisdn, { lock: true });
      if (!number) return false;
      const running = await tx
        .select()
        .from(contractPhones)
        .where(and(eq(contractPhones.msisdn, msisdn), ne(contractPhones.status, 'TERMINATED')))
        .orderBy(contractPhones.id)
        .for('update');
      let balance = chargeableBalance(number.s);
      let isToStandardCorp = false;
      for (const contract of running) {
        let { status, nextPaymentAt, missedPaymentAt } = contract;
        while (
          status === 'ACTIVE' &&
          nextPaymentAt &&
          nextPaymentAt <= at &&
          nextPaymentAt <= contract.endDate
        ) {
          if (balance < contract.recurringPay) {
            status = 'SUSPENDED';
            missedPaymentAt = nextPaymentAt;
            nextPaymentAt = null;
            isToStandardCorp = true;
            break;
          }
          balance -= contract.recurringPay;
          await tx.insert(balanceLedger).values({
            msisdn,
            kind: 'FEE',
            amount: -contract.recurringPay,
            balanceAfter: balance,
            reference: `contract:${contract.id}:${nextPaymentAt.toISOString()}`,
            createdAt: nextPaymentAt,
          });
          let months = monthsBetween(contract.startDate, nextPaymentAt) + 1;
          while (addMonth(contract.startDate, months) <= nextPaymentAt) months++;
          const next = addMonth(contract.startDate, months);
          nextPaymentAt = next <= contract.endDate ? next : null;
        }
        const isOver = contract.endDate <= at;
        if (isOver) isToStandardCorp = true;
        await tx
          .update(contractPhones)
          .set({
            status: isOver ? 'TERMINATED' : status,
            terminatedAt: isOver ? contract.endDate : contract.terminatedAt,
            nextPaymentAt: isOver ? null : nextPaymentAt,
            missedPaymentAt,
          })
          .where(eq(contractPhones.id, contract.id));
      }
      const charged = chargeableBalance(number.s) - balance;
      const [fallback] = isToStandardCorp
        ? await tx.select({ id: tariffs.id }).from(tariffs).where(eq(tariffs.isFallback, true)).limit(1)
        : [];
      await tx
        .update(subscribers)
        .set({
          ...(charged
            ? {
                availableByCreditLimitOrPiaBalance: sql`coalesce(${subscribers.availableByCreditLimitOrPiaBalance}, 0) - ${charged}`,
              }
            : {}),
          ...(fallback ? { tariffId: fallback.id } : {}),
          updatedAt: new Date(),
        })
        .where(eq(subscribers.msisdn, msisdn));
      return true;
    });
  }

  return { now, catchUp };
}

/** whole months from `start` to `moment` (instalments fall on the start's day of the month) */
function monthsBetween(start: Date, moment: Date): number {
  const months =
    (moment.getUTCFullYear() - start.getUTCFullYear()) * 12 + moment.getUTCMonth() - start.getUTCMonth();
  return addMonth(start, months) > moment ? months - 1 : months;
}
