import { describe, expect, it } from 'vitest';
import { LANGUAGES, REPORT_KIND_NAMES, REPORT_KINDS, reportFileName } from '@kabinet/contract';
import { REPORT_KIND_SERVERS } from './index.ts';
import type { ReportSource, ReportSubject } from './report-kind.ts';

const none: ReportSource = {
  reportRows: () => ({ async *[Symbol.asyncIterator]() {} }),
  listRegisteredDevices: async () => [],
};

const subject = (language: ReportSubject['language'], numberType: ReportSubject['numberType']) => ({
  bin: '000000000000',
  companyName: 'Company',
  language,
  msisdn: '7011234567',
  period: { startDate: '2026-01-01', endDate: '2026-01-31' },
  numberType,
});

describe('the report kinds table (decision 018): every contract kind has one server descriptor', () => {
  it('has exactly the contract kinds', () => {
    expect(Object.keys(REPORT_KIND_SERVERS).sort()).toEqual([...REPORT_KIND_NAMES].sort());
  });

  describe.each(REPORT_KIND_NAMES)('%s', (kind) => {
    const server = REPORT_KIND_SERVERS[kind];

    it.each(LANGUAGES)('reads in %s: a title and a header for every column', (language) => {
      expect(server.words[language].title.trim()).not.toBe('');
      for (const numberType of ['PREPAID', 'POSTPAID'] as const) {
        const { columns } = server.table(subject(language, numberType), none);
        expect(columns.length).toBeGreaterThan(0);
        for (const column of columns) expect(column.header, `${kind}.${column.key}`).not.toBe(column.key);
      }
    });

    it('has a file name for each of its formats and a query the operator counts, or none', () => {
      expect(REPORT_KINDS[kind].fileName).toMatch(/^[a-z][a-z-]*$/);
      for (const format of REPORT_KINDS[kind].formats)
        expect(reportFileName(kind, format, null)).toBe(`${REPORT_KINDS[kind].fileName}.${format}`);
      const query = server.query({
        msisdn: '7011234567',
        period: { startDate: '2026-01-01', endDate: '2026-01-31' },
      });
      expect(query === null || query.kind === kind).toBe(true);
    });
  });
});
