import { sql } from 'drizzle-orm';
import type { ActionCode, Language, NumberSpend, SpendLimitInput } from '@kabinet/contract';
import type { Db } from '../../db/client.ts';
import type { SpendPort } from '../../operator/spend-port.ts';
import { createNumberChanges, foundNumber, type NumberChangeRequest } from '../../platform/number-change.ts';
import { spendCalendar } from './spend-month.ts';

export interface SpendService {
  /** `month` YYYY-MM, default the current one */
  numberSpend(company: { bin: string }, msisdn: string, month?: string): Promise<NumberSpend>;
  setLimit(request: NumberChangeRequest, input: SpendLimitInput): Promise<NumberSpend>;
  removeLimit(request: NumberChangeRequest): Promise<NumberSpend>;
}

/** Decision 030: a number's spend this month and its limit; every change of a limit is logged. */
export function createSpendService(
  db: Db,
  operator: Pick<SpendPort, 'getNumberSpend' | 'setSpendLimit' | 'removeSpendLimit'>,
  opts: { fixedToday: string | null },
): SpendService {
  const calendar = spendCalendar(opts.fixedToday);

  async function numberSpend(bin: string, msisdn: string, asked?: string): Promise<NumberSpend> {
    const current = calendar.month();
    const month = asked ? `${asked}-01` : current;
    const record = foundNumber(await operator.getNumberSpend(bin, msisdn, month));
    return {
      msisdn,
      month,
      spent: record.spent,
      limit: record.limit && {
        monthlyLimit: record.limit.monthlyLimit,
        blockAtLimit: record.limit.blockAtLimit,
        isOutgoingBlocked: record.limit.blockedMonth === current,
      },
    };
  }

  const changes = createNumberChanges(db);
  const log = (request: NumberChangeRequest, action: ActionCode, params: Record<string, unknown>) =>
    changes.logSuccess(request, action, { msisdn: request.msisdn, ...params });

  /** the alerts nobody asks for at that moment go out in the language the administrator last worked in */
  const rememberLanguage = (userId: string, language: Language | undefined) =>
    language
      ? db.execute(
          sql`update accounts.users set language = ${language} where id = ${userId} and language is distinct from ${language}`,
        )
      : Promise.resolve();

  return {
    numberSpend: (company, msisdn, month) => numberSpend(company.bin, msisdn, month),

    async setLimit(request, input) {
      const monthlyLimit = input.monthlyLimit;
      const blockAtLimit = input.blockAtLimit ?? false;
      const outcome = foundNumber(
        await operator.setSpendLimit(request.company.bin, request.msisdn, {
          monthlyLimit,
          blockAtLimit,
          month: calendar.month(),
        }),
      );
      await rememberLanguage(request.userId, input.language);
      await log(request, 'spend_limit_set', { monthlyLimit, blockAtLimit });
      if (outcome.wasBlocked && !outcome.isBlocked)
        await log(request, 'spend_outgoing_unblocked', { reason: 'limit_changed', monthlyLimit });
      return numberSpend(request.company.bin, request.msisdn);
    },

    async removeLimit(request) {
      const outcome = foundNumber(await operator.removeSpendLimit(request.company.bin, request.msisdn));
      await log(request, 'spend_limit_remove', {});
      if (outcome.wasBlocked) await log(request, 'spend_outgoing_unblocked', { reason: 'limit_removed' });
      return numberSpend(request.company.bin, request.msisdn);
    },
  };
}
