import {
  DEFAULT_SEARCH_MASK,
  SEARCH_ACCOUNT_MAX_DIGITS,
  SEARCH_COMMENT_MAX_LENGTH,
  SEARCH_ICCID_MAX_DIGITS,
  SEARCH_LABEL_MAX_LENGTH,
  SEARCH_MSISDN_MAX_DIGITS,
} from '@kabinet/contract/constants';
import { PAYMENT_TYPES } from '@kabinet/contract/rules/payment-types';
import type { PaymentType } from '@kabinet/contract/rules/payment-type';
import type { SubscriberSearch, SubscriberSearchInput } from '@kabinet/contract/rules/search';
import { normalizeNote } from '@kabinet/contract/rules/note-text';

/**
 * The numbers search as the form and the URL hold it (DESIGN §6: filters and paging live in
 * the URL). Every field is a plain string; '' means "not set".
 */
export interface SearchFilters {
  /** the digits of the 10-digit number typed so far (after the +7 of the mask) */
  msisdn: string;
  account: string;
  iccid: string;
  label: string;
  comment: string;
  /** payment method: '' is "any" */
  type: '' | PaymentType;
}

export const EMPTY_FILTERS: SearchFilters = {
  msisdn: '',
  account: '',
  iccid: '',
  label: '',
  comment: '',
  type: '',
};

/** The URL search-param names. */
export const PARAM = {
  msisdn: 'msisdn',
  account: 'account',
  iccid: 'iccid',
  label: 'label',
  comment: 'comment',
  type: 'type',
  page: 'page',
} as const;

// spec §5 Search: number 10 digits, account 18, ICCID 20, label and comment 20 characters.
export const SEARCH_LIMITS = {
  msisdn: SEARCH_MSISDN_MAX_DIGITS,
  account: SEARCH_ACCOUNT_MAX_DIGITS,
  iccid: SEARCH_ICCID_MAX_DIGITS,
  label: SEARCH_LABEL_MAX_LENGTH,
  comment: SEARCH_COMMENT_MAX_LENGTH,
} as const;

/** the fields of digits only and the free-text fields of the panel, each with its spec §5 length */
export const DIGIT_FIELDS = [
  { name: 'accountNumber', label: 'search.account', max: SEARCH_LIMITS.account },
  { name: 'iccid', label: 'search.iccid', max: SEARCH_LIMITS.iccid },
] as const;
export const TEXT_FIELDS = [
  { name: 'label', label: 'search.label', max: SEARCH_LIMITS.label },
  { name: 'comment', label: 'search.comment', max: SEARCH_LIMITS.comment },
] as const;

const digits = (value: string | null, max: number) => (value ?? '').replace(/\D/g, '').slice(0, max);
const text = (value: string | null, max: number) => (value ?? '').trim().slice(0, max);

export const isPaymentType = (value: unknown): value is PaymentType =>
  typeof value === 'string' && (PAYMENT_TYPES as readonly string[]).includes(value);

/** The filters a URL carries; anything a user could not have typed is cut to what they could. */
export function filtersFromParams(params: URLSearchParams): SearchFilters {
  const type = params.get(PARAM.type);
  return {
    msisdn: digits(params.get(PARAM.msisdn), SEARCH_LIMITS.msisdn),
    account: digits(params.get(PARAM.account), SEARCH_LIMITS.account),
    iccid: digits(params.get(PARAM.iccid), SEARCH_LIMITS.iccid),
    label: text(params.get(PARAM.label), SEARCH_LIMITS.label),
    comment: text(params.get(PARAM.comment), SEARCH_LIMITS.comment),
    type: isPaymentType(type) ? type : '',
  };
}

/** The 1-based page a URL carries; anything else is page 1. */
export function pageFromParams(params: URLSearchParams): number {
  const raw = params.get(PARAM.page);
  if (!raw || !/^\d+$/.test(raw)) return 1;
  const page = Number(raw);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** The URL for a search: only the fields that are set, and the page when it is not the first. */
export function paramsFromFilters(filters: SearchFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  const clean = filtersFromParams(new URLSearchParams(Object.entries(filters)));
  for (const key of Object.keys(EMPTY_FILTERS) as (keyof SearchFilters)[]) {
    if (clean[key]) params.set(PARAM[key], clean[key]);
  }
  if (page > 1) params.set(PARAM.page, String(page));
  return params;
}

export const hasActiveFilters = (filters: SearchFilters): boolean =>
  Object.values(filtersFromParams(new URLSearchParams(Object.entries(filters)))).some(Boolean);

/** spec §5/§7: the request body; empty fields are sent as null, an empty number as the mask '7'. */
export function toSearchBody(filters: SearchFilters): SubscriberSearch {
  return {
    msisdnPart: filters.msisdn.trim() || DEFAULT_SEARCH_MASK,
    accountNumber: filters.account.trim() || null,
    iccid: filters.iccid.trim() || null,
    typeAccount: filters.type || null,
    label: normalizeNote(filters.label),
    comment: normalizeNote(filters.comment),
  };
}

/** The search form holds the contract's input (subscriberSearchSchema), so its codes are the server's. */
export function formValuesOf(filters: SearchFilters): SubscriberSearchInput {
  return {
    msisdnPart: filters.msisdn,
    accountNumber: filters.account,
    iccid: filters.iccid,
    typeAccount: filters.type || null,
    label: filters.label,
    comment: filters.comment,
  };
}

export function filtersOfForm(values: SubscriberSearchInput): SearchFilters {
  return {
    msisdn: values.msisdnPart ?? '',
    account: values.accountNumber ?? '',
    iccid: values.iccid ?? '',
    label: values.label ?? '',
    comment: values.comment ?? '',
    type: isPaymentType(values.typeAccount) ? values.typeAccount : '',
  };
}
