// spec §9 business constants and limits. Money is integer tiyn (1 tenge = 100 tiyn).

export const TIYN_PER_TENGE = 100;

// paging
export const SUBSCRIBERS_PAGE_SIZE = 10;
export const DEBTS_PAGE_SIZE = 10;

// shell and session (DESIGN §4: the SPA asks /auth/session at this cadence)
export const TOAST_LIFETIME_MS = 10_000;
export const TOKEN_REFRESH_INTERVAL_MS = 10_000;
/** seconds: refresh the IdP tokens when fewer remain */
export const TOKEN_MIN_VALIDITY_S = 10;
export const NOTIFICATION_HEADER_HEIGHT_PX = 139;

// sliders and wizards
export const ESIM_WIZARD_STEPS = 4;
export const ESIM_WIZARD_STEPS_WITH_RESERVE = 5;
export const SERVICES_SLIDER_TABS = { desktop: 4, mobile: 1 } as const;
export const BALANCE_SLIDER_CARDS = { desktop: 5, mobile: 2 } as const;

// spec §4/§9 lifecycle state ids (DESIGN §9: 20 active, 42 blocked)
export const LC_STATE_ACTIVE = 20;
export const LC_STATE_BLOCKED = 42;

export const DEFAULT_SEARCH_MASK = '7';

// report limits (spec §5/§9)
export const REPORT_PERIOD_MAX_MONTHS = 6;
export const COMPARISON_REPORT_MAX_YEARS = 3;
export const ONE_REPORT_TYPE_MAX_DAYS = 30;
export const USAGE_DETAILS_HISTORY_DAYS = 90;
export const RECORD_RECOMMENDATION = 50_000;
export const ATLAS_PRO_MAX_DAYS = 30;
export const ATLAS_PRO_MIN_START_YEARS = 18;
export const RECONCILIATION_MAX_YEARS = 3;
export const INVOICE_REGISTER_MAX_MONTHS = 36;
/** the previous month's invoice register is available after this day of the month */
export const INVOICE_REGISTER_AVAILABLE_AFTER_DAY = 3;
/** a past month's reconciliation act is available after this day of the following month */
export const RECONCILIATION_AVAILABLE_AFTER_DAY = 1;
export const DEFAULT_REPORT_RANGE_MONTHS = 1;

// balance transfer: 0.01 to 1,000,000 tenge
export const TRANSFER_MIN_TIYN = 1;
export const TRANSFER_MAX_TIYN = 1_000_000 * TIYN_PER_TENGE;
export const TRANSFER_TENGE_MAX_CHARS = 7;
export const TRANSFER_TIYN_MAX_CHARS = 2;

// texts
export const LABEL_MAX_LENGTH = 20;
export const COMMENT_MAX_LENGTH = 50;
export const SEARCH_LABEL_MAX_LENGTH = 20;
export const SEARCH_COMMENT_MAX_LENGTH = 20;
export const SEARCH_MSISDN_MAX_DIGITS = 10;
export const SEARCH_ACCOUNT_MAX_DIGITS = 18;
export const SEARCH_ICCID_MAX_DIGITS = 20;

// numbers and documents
export const ICCID_LENGTH = 20;
export const ICCID_PREFIX = '8999702';
export const IMEI_LENGTH = 15;
export const MSISDN_LENGTH = 10;
export const OLD_MSISDN_LENGTH = 11;
export const IIN_LENGTH = 12;
export const BIN_LENGTH = 12;
export const INVOICE_NUMBER_LENGTH = 27;
/** display masks (react-imask syntax: 0 = digit) */
export const PHONE_MASKS = {
  msisdn: '000-000-0000',
  oldMsisdn: '0-000-000-00-00',
  display: '+7 (000) 000-00-00',
  iccid: '0000 0000 0000 0000 0000',
} as const;
export const EMAIL_MAX_LENGTH = 254;

// eSIM
export const QR_CODE_VALIDITY_DAYS = 1;
export const ESIM_ISSUE_FEE_TIYN = 0;

// debt: 0.1% of the debt per day, capped at 10% of the debt (DESIGN §9)
export const PENALTY_RATE_PER_DAY = 0.001;
export const PENALTY_CAP_RATE = 0.1;

// support and services
export const SUPPORT_SHORT_NUMBER = '9099';
export const DEVICE_REGISTRATION_RESULT_HOURS = 8;
export const DEVICE_TRANSFER_USSD = '*660*3#';
export const DUPLICATE_REGISTRATION_PROHIBITED_FROM = '2019-01-01';
export const M2M_SECTION_MOVED_FROM = '2024-03-29';
export const WORK_CERTIFICATE_E_SIGNING_FROM = '2021-07-04';
export const PAPER_WORK_ACTS_STOPPED_FROM = '2023-12-01';

/** spec §3 Call forwarding: the special service numbers, with the short code shown */
export const FORWARDING_SERVICE_NUMBERS = [
  { msisdn: '7012002000', service: 'always_available', shown: '7012002000' },
  { msisdn: '7012000000', service: 'voice_mail', shown: '2000' },
  { msisdn: '7012050000', service: 'missed_call_notification', shown: '2050' },
  { msisdn: '7012055000', service: 'i_am_available', shown: '2055' },
] as const;
export type ForwardingService = (typeof FORWARDING_SERVICE_NUMBERS)[number]['service'];

// roaming packs (spec §9)
export const ATLAS_PRO_PRICE_TIYN_PER_DAY = 950 * TIYN_PER_TENGE;
export const ATLAS_PRO_FULL_SPEED_MB = 100;
export const ADDON_PRICE_TIYN_PER_DAY = 400 * TIYN_PER_TENGE;
export const ADDON_FAST_MB = 50;
export const ADDON_SMS_TEXT = '50MB';
export const ADDON_SHORT_NUMBER = '6541';
export const ADDON_NEXT_PACK_AFTER_HOURS = 24;
export const ROAMING_THROTTLED_KBPS = 128;

// languages (spec §1): Russian is the default
export const LANGUAGES = ['ru', 'en', 'kk'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ru';
export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
/** Browser tags (kk-KZ, en-US, kz) → a portal language, the first that matches. */
export function languageOfTags(tags: readonly string[]): Language | null {
  for (const tag of tags) {
    const base = tag.trim().toLowerCase().split('-')[0];
    if (base === 'kz') return 'kk';
    if (isLanguage(base)) return base;
  }
  return null;
}
/**
 * The language chosen on the sign-in page: the embedded identity provider sets this cookie when
 * the user signs in, and the portal's first screen opens in it.
 */
export const SIGN_IN_LANGUAGE_COOKIE = 'kabinet_lang';

// formats
export const DATE_FORMAT = 'DD.MM.YYYY';
export const DATE_PICKER_FORMAT = 'DD-MM-YYYY';
export const DATE_TIME_FORMAT = 'DD.MM.YYYY HH:mm';
/** spec §2 Contract phone: activation and termination shown to the second */
export const DATE_TIME_SECONDS_FORMAT = 'DD.MM.YYYY HH:mm:ss';
export const API_DATE_FORMAT = 'YYYY-MM-DD';

/**
 * The company's time zone (decision 021): every time on screen is shown in it, whatever the
 * browser's zone — the documents' day filters already use Kazakhstan's day (UTC+5).
 */
export const COMPANY_TIME_ZONE = 'Asia/Almaty';
export const FILE_FORMATS = ['pdf', 'json', 'xls'] as const;
export type FileFormat = (typeof FILE_FORMATS)[number];
