import { sql } from 'drizzle-orm';
import type { ActionCode, Language, NumberSpend, SpendLimitInput } from '@kabinet/contract';
import type { Db } from '../../db/client.ts';
import type { BansPort } from '../../operator/bans-port.ts';
import type { SpendPort } from '../../operator/spend-port.ts';
import { OperatorUnavailableError } from '../../platform/faults.ts';
import type { Mail } from '../../platform/mail/mail.ts';
import { createNumberChanges, foundNumber, type NumberChangeRequest } from '../../platform/number-change.ts';
import { createSpendChecks } from './spend-limit-check.ts';
import { spendCalendar } from './spend-month.ts';
import { createSpendRepository } from './spend.repository.ts';

export interface SpendService {
  /** `month` YYYY-MM, default the current one */
  numberSpend(company: { bin: string }, msisdn: string, month?: string): Promise<NumberSpend>;
  setLimit(request: NumberChangeRequest, input: SpendLimitInput): Promise<NumberSpend>;
  removeLimit(request: NumberChangeRequest): Promise<NumberSpend>;
}

/**
 * Decision 030 (2026-12-02): a number's limit is the portal's, its month's charges the billing's
 * (one TMF678 read); every change of a limit is logged. A change that ends a bar (raised above the
 * spend, the block turned off, removed) lifts it with a ban order first: if the operator does not
 * take it, nothing changes and the user sees the operator's failure.
 */
export function createSpendService(
  db: Db,
  operator: Pick<SpendPort, 'getMonthCharges'> & Pick<BansPort, 'setBan'>,
  opts: { fixedToday: string | null; mail: Pick<Mail, 'enqueue'> },
): SpendService {
  const calendar = spendCalendar(opts.fixedToday);
  const repository = createSpendRepository(db);
  const checks = createSpendChecks({ db, repository, operator, mail: opts.mail });

  const spentOf = async (bin: string, msisdn: string, month: string) => {
    const [charges] = await operator.getMonthCharges(bin, [msisdn], month);
    return foundNumber(charges ?? null).spent;
  };

  async function numberSpend(bin: string, msisdn: string, asked?: string): Promise<NumberSpend> {
    const current = calendar.month();
    const month = asked ? `${asked}-01` : current;
    const [spent, limit] = await Promise.all([
      spentOf(bin, msisdn, month),
      repository.find(bin, msisdn, current),
    ]);
    return {
      msisdn,
      month,
      spent,
      limit: limit && {
        monthlyLimit: limit.monthlyLimit,
        blockAtLimit: limit.blockAtLimit,
        isOutgoingBlocked: limit.blockedMonth === current,
      },
    };
  }

  const changes = createNumberChanges(db);
  const log = (request: NumberChangeRequest, action: ActionCode, params: Record<string, unknown>) =>
    changes.logSuccess(request, action, { msisdn: request.msisdn, ...params });
  const lift = async (limit: NonNullable<Awaited<ReturnType<typeof repository.find>>>, reason: string) => {
    if (!(await checks.lift(limit, reason))) throw new OperatorUnavailableError('TMF622');
  };

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
      const { bin } = request.company;
      const month = calendar.month();
      const monthlyLimit = input.monthlyLimit;
      const blockAtLimit = input.blockAtLimit ?? false;
      const [spent, before] = await Promise.all([
        spentOf(bin, request.msisdn, month),
        repository.find(bin, request.msisdn, month),
      ]);
      const wasBlocked = before?.blockedMonth === month;
      const endsBar = wasBlocked && (!blockAtLimit || spent < monthlyLimit);
      if (before && endsBar) await lift(before, 'limit_changed');
      await repository.save(bin, request.msisdn, {
        monthlyLimit,
        blockAtLimit,
        month,
        blockedMonth: wasBlocked && !endsBar ? month : null,
      });
      await rememberLanguage(request.userId, input.language);
      await log(request, 'spend_limit_set', { monthlyLimit, blockAtLimit });
      if (endsBar) await log(request, 'spend_outgoing_unblocked', { reason: 'limit_changed', monthlyLimit });
      // a limit set below what is already spent crosses its thresholds now (each once a month)
      const saved = await repository.find(bin, request.msisdn, month);
      if (saved) await checks.check([saved], month);
      return numberSpend(bin, request.msisdn);
    },

    async removeLimit(request) {
      const { bin } = request.company;
      const before = await repository.find(bin, request.msisdn, calendar.month());
      const wasBlocked = before?.blockedMonth != null;
      if (before && wasBlocked) await lift(before, 'limit_removed');
      await repository.remove(bin, request.msisdn);
      await log(request, 'spend_limit_remove', {});
      if (wasBlocked) await log(request, 'spend_outgoing_unblocked', { reason: 'limit_removed' });
      return numberSpend(bin, request.msisdn);
    },
  };
}
