import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { LocalizedText } from '@kabinet/contract';
import type { Db } from '../../../db/client.ts';
import {
  billingAccounts,
  corporateCustomers,
  debts,
  payments,
  undisclosedPayments,
} from '../../../db/schema/index.ts';
import type {
  CompanyAccount,
  DebtRecord,
  PaymentRecord,
  UndisclosedPaymentRecord,
} from '../../documents-port.ts';

/** Kazakhstan's calendar day of a timestamp column, in SQL (the documents' days are the company's). */
const almatyDay = (column: unknown) => sql`(${column} at time zone 'Asia/Almaty')::date`;

/** The company's payments, undisclosed payments, accounts and debts (spec §3, §7 customers). */
export function createCompanyMoney(db: Db) {
  return {
    async getCompanyNames(bin: string): Promise<LocalizedText | null> {
      const [row] = await db
        .select({
          ru: corporateCustomers.nameRu,
          en: corporateCustomers.nameEn,
          kk: corporateCustomers.nameKk,
        })
        .from(corporateCustomers)
        .where(eq(corporateCustomers.bin, bin));
      return row ?? null;
    },

    async listPayments(bin: string, from: string, to: string): Promise<PaymentRecord[]> {
      const rows = await db
        .select({
          paymentDate: payments.paymentDate,
          accountNumber: payments.accountNumber,
          amount: payments.paymentAmount,
          comment: payments.comment,
          balanceBefore: payments.balanceBefore,
          balanceAfter: payments.balanceAfter,
        })
        .from(payments)
        .where(
          and(
            eq(payments.customerBin, bin),
            sql`${almatyDay(payments.paymentDate)} between ${from}::date and ${to}::date`,
          ),
        )
        .orderBy(desc(payments.paymentDate), desc(payments.id));
      return rows;
    },

    async listUndisclosedPayments(bin: string): Promise<UndisclosedPaymentRecord[]> {
      const rows = await db
        .select({
          date: sql<string>`to_char(${almatyDay(undisclosedPayments.paymentDate)}, 'YYYY-MM-DD')`,
          number: undisclosedPayments.number,
          total: undisclosedPayments.total,
        })
        .from(undisclosedPayments)
        .where(eq(undisclosedPayments.customerBin, bin))
        .orderBy(desc(undisclosedPayments.paymentDate), desc(undisclosedPayments.id));
      return rows;
    },

    async listAccounts(bin: string): Promise<CompanyAccount[]> {
      return db
        .select({
          accountNumber: billingAccounts.accountNumber,
          accountType: billingAccounts.accountType,
          type: billingAccounts.paymentType,
        })
        .from(billingAccounts)
        .where(eq(billingAccounts.customerBin, bin))
        .orderBy(asc(billingAccounts.accountNumber));
    },

    async listDebts(bin: string): Promise<DebtRecord[]> {
      return db
        .select({
          accountNumber: debts.accountNumber,
          billMonth: debts.billMonth,
          invoiceNumber: debts.invoiceNumber,
          dueDate: debts.dueDate,
          debt: debts.debt,
        })
        .from(debts)
        .where(and(eq(debts.customerBin, bin), sql`${debts.debt} > 0`))
        .orderBy(asc(debts.accountNumber), asc(debts.billMonth), asc(debts.id));
    },
  };
}
