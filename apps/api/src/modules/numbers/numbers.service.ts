import type {
  ErrorCode,
  NumbersExportQuery,
  NumbersFilterOptions,
  NumbersSearch,
  SubscribersList,
  SubscribersQuery,
  SuccessCode,
} from '@kabinet/contract';
import type { Db } from '../../db/client.ts';
import type { CompanyStanding, OperatorPort } from '../../operator/port.ts';
import { recordAction } from '../../platform/audit.ts';
import { ApiError } from '../../platform/problem.ts';
import type { CompanyContext } from '../../platform/request-context.ts';
import type { FileResponse } from '../../platform/routes.ts';
import { createCompanyLinesIndex } from './company-lines.service.ts';
import { scopedAccountOptions, tariffOptions } from './filter-options.repository.ts';
import { notesOf, setNote, type NoteChange, type NoteKind } from './number-notes.repository.ts';
import { exportNumbers } from './numbers-export.ts';
import { searchSubscribers } from './numbers-search.repository.ts';
import { withinScope } from '../../platform/number-scope.ts';

export type { NoteKind } from './number-notes.repository.ts';

export interface NoteEdit {
  company: CompanyContext;
  userId: string;
  msisdn: string;
  kind: NoteKind;
  /** the trimmed text, or null to delete (spec §5: saving empty deletes) */
  value: string | null;
}

export interface NumbersService {
  /** spec §2 Numbers list, §5 Search, with the list's filters and order (decision 024): one page */
  search(company: CompanyContext, filters: NumbersSearch, query: SubscribersQuery): Promise<SubscribersList>;
  /** decision 024: the filtered list as a file, streamed; the action log records it */
  exportList(
    company: CompanyContext,
    userId: string,
    filters: NumbersSearch,
    query: NumbersExportQuery,
  ): Promise<FileResponse>;
  filterOptions(company: CompanyContext): Promise<NumbersFilterOptions>;
  /** spec §2/§5 a card's label or comment; every change goes to the action log */
  setNote(edit: NoteEdit): Promise<NoteChange & { message: SuccessCode }>;
}

/** spec §3 Subscribers list viewDebtData: the company's debt, or null when it owes nothing. */
function debtOf(standing: CompanyStanding | null): SubscribersList['viewDebtData'] {
  if (!standing || (!standing.isDebtor && standing.totalDebt <= 0)) return null;
  return { isDebtor: standing.isDebtor, totalDebt: standing.totalDebt };
}

/** spec §8 Tags and comments successes: added, edited, deleted. */
function successOf(kind: NoteKind, change: NoteChange): SuccessCode {
  if (change.current === null) return `${kind}_deleted`;
  return change.previous === null ? `${kind}_added` : `${kind}_edited`;
}

/**
 * spec §8 Tags and comments: which of adding, editing or deleting failed. The write failed, so the
 * note is read again; when that read fails too, a change of a note is an edit.
 */
async function noteFailure(
  kind: NoteKind,
  value: string | null,
  readNumber: () => Promise<{ label: string | null; comment: string | null } | null>,
): Promise<ErrorCode> {
  if (value === null) return `${kind}_delete_failed`;
  const current = await readNumber().catch(() => undefined);
  return current && current[kind] === null ? `${kind}_add_failed` : `${kind}_edit_failed`;
}

export function createNumbersService(db: Db, operator: OperatorPort): NumbersService {
  const index = createCompanyLinesIndex(db, operator);
  return {
    // decision 034: the page from the portal's index (one statement), the company's standing from
    // the operator beside it
    async search(company, filters, query) {
      const defaultFlags = company.profile?.subscriberFlags ?? [];
      const page = { pageNumber: query.pageNumber, pageSize: query.pageSize };
      const [found, standing] = await Promise.all([
        searchSubscribers(db, company.bin, withinScope(company, filters), page, defaultFlags, query),
        operator.getCompanyStanding(company.bin),
      ]);
      return {
        data: found.cards,
        status: 'DONE',
        totalSubscriptions: found.total,
        totalPages: Math.ceil(found.total / page.pageSize),
        // a page beyond the end is answered as asked, with no cards and the real totals
        pageNumber: page.pageNumber,
        mask: {
          masknum: filters.msisdnPart,
          accountNumber: filters.accountNumber,
          iccid: filters.iccid,
          typeAccount: filters.typeAccount,
          label: filters.label,
          comment: filters.comment,
        },
        viewDebtData: debtOf(standing),
        indexedAt: found.indexedAt,
      };
    },

    exportList: (company, userId, filters, query) => exportNumbers({ db, company, userId, filters, query }),

    // decision 029: a scoped user is offered the tariffs and accounts of their numbers only; decision
    // 034: the tariffs from the portal's index, the company's accounts from the billing (TMF666)
    async filterOptions({ bin, numberScope }) {
      const [tariffs, accounts] = await Promise.all([
        tariffOptions(db, bin, numberScope),
        numberScope
          ? scopedAccountOptions(db, bin, numberScope)
          : operator.listAccounts(bin).then((all) => all.map((a) => a.accountNumber).sort()),
      ]);
      return { tariffs, accounts };
    },

    async setNote({ company, userId, msisdn, kind, value }) {
      const action = `${kind}_${value === null ? 'delete' : 'set'}` as const;
      const log = (success: boolean, params: Record<string, unknown>) =>
        recordAction(db, { customerBin: company.bin, userId, msisdn, action, success, params });
      let change: NoteChange | null;
      try {
        change = await setNote(db, company.bin, msisdn, kind, value);
        // decision 034: the guard found the number at the operator, not yet in the index: it is
        // read into the index first (a line the company no longer has stays out)
        if (!change && (await index.refreshLine(company.bin, msisdn)) === 0)
          change = await setNote(db, company.bin, msisdn, kind, value);
      } catch (error) {
        // the failure is logged too, and answered as spec §8 "error while adding/editing/deleting"
        await log(false, { msisdn, new: value }).catch(() => {});
        const code = await noteFailure(kind, value, () => notesOf(db, company.bin, msisdn));
        throw Object.assign(new ApiError(code), { cause: error });
      }
      // the tenancy guard has checked the number; it may have left the company since
      if (!change) throw new ApiError('msisdn_not_in_company');
      await log(true, { msisdn, old: change.previous, new: change.current });
      return { ...change, message: successOf(kind, change) };
    },
  };
}
