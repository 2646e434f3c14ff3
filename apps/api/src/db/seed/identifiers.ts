import { binIinCheckDigit } from '@kabinet/contract/rules/bin-iin';
import { luhnCheckDigit } from '@kabinet/contract/rules/luhn';

/** Kazakhstan mobile prefixes (DESIGN §3: +7 70x / 747 / 77x). */
export const MSISDN_PREFIXES = [
  '700',
  '701',
  '702',
  '703',
  '704',
  '705',
  '706',
  '707',
  '708',
  '747',
  '771',
  '775',
  '776',
  '777',
  '778',
] as const;

/** ICCID prefix (spec §9: 20 digits, prefix 8999 702). */
export const ICCID_PREFIX = '8999702';

/**
 * A BIN from its first 11 digits (YYMM of registration, '4' legal entity, '0', serial), moving the
 * serial forward while the body has no valid check digit (spec §5: a result of 10 is never issued).
 */
export function makeBin(yymm: string, serial: number): string {
  for (let s = serial; ; s++) {
    const body = `${yymm}40${String(s % 100000).padStart(5, '0')}`;
    const digit = binIinCheckDigit(body);
    if (digit !== null) return body + digit;
  }
}

/** An IIN (person): YYMMDD of birth, century/sex digit, 4-digit serial, check digit. */
export function makeIin(birth: string, sexDigit: number, serial: number): string {
  for (let s = serial; ; s++) {
    const body = `${birth}${sexDigit}${String(s % 10000).padStart(4, '0')}`;
    const digit = binIinCheckDigit(body);
    if (digit !== null) return body + digit;
  }
}

/** ICCID: 8999702 + series digit + 11-digit serial + Luhn digit (20 digits). */
export function makeIccid(series: number, serial: number): string {
  const body = `${ICCID_PREFIX}${series}${String(serial).padStart(11, '0')}`;
  return body + luhnCheckDigit(body);
}

/** IMEI: 8-digit TAC + 6-digit serial + Luhn digit. */
export function makeImei(tac: string, serial: number): string {
  const body = `${tac}${String(serial % 1_000_000).padStart(6, '0')}`;
  return body + luhnCheckDigit(body);
}

/** Type allocation codes of common handsets and modems (first 8 digits of an IMEI). */
export const DEVICE_TACS = [
  { tac: '35391110', name: 'Apple iPhone 13', type: 'SMARTPHONE' },
  { tac: '35407115', name: 'Apple iPhone 15', type: 'SMARTPHONE' },
  { tac: '35332011', name: 'Samsung Galaxy A54', type: 'SMARTPHONE' },
  { tac: '35684610', name: 'Samsung Galaxy S23', type: 'SMARTPHONE' },
  { tac: '86769204', name: 'Xiaomi Redmi Note 12', type: 'SMARTPHONE' },
  { tac: '86420605', name: 'Huawei B535 router', type: 'ROUTER' },
  { tac: '86145503', name: 'Teltonika FMB920 tracker', type: 'M2M_MODULE' },
] as const;

/** Invoice number (spec §9: 27 digits): YYYYMM + 12-digit account + 9-digit sequence. */
export function makeInvoiceNumber(periodMonth: string, accountNumber: string, sequence: number): string {
  const yyyymm = periodMonth.slice(0, 4) + periodMonth.slice(5, 7);
  return `${yyyymm}${accountNumber.padStart(12, '0').slice(-12)}${String(sequence).padStart(9, '0')}`;
}
