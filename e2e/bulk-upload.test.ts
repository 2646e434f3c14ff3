import fs from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_COMPANIES, DEMO_NUMBERS } from '../apps/api/src/db/seed/index.ts';
import ru from '../apps/web/src/locales/ru/bulk.json' with { type: 'json' };
import kk from '../apps/web/src/locales/kk/bulk.json' with { type: 'json' };
import ruErrors from '../apps/web/src/locales/ru/errors.json' with { type: 'json' };
import kkErrors from '../apps/web/src/locales/kk/errors.json' with { type: 'json' };
import { newContext, PHONE, seriousViolations, signIn } from './browser.ts';
import { useJourney } from './journey.ts';

// Decision 023: bulk actions from a spreadsheet in the browser — upload a file with good and bad
// rows, read the preview, confirm, watch the job finish, download the result (a CSV in ru at
// 1280 px, an XLSX in kk at 375 px).

const SHOTS = 'test-results/bulk';
type Texts = typeof ru;
type Errors = typeof ruErrors;

describe('bulk upload journeys', () => {
  const journey = useJourney({ shots: SHOTS, database: true });

  async function twoNumbers(offset: number): Promise<string[]> {
    const rows = await journey.sql<{ msisdn: string }>(
      `select msisdn from operator.subscribers
        where customer_bin = $1 and lc_state_id = 20 and subscriber_flags is null and msisdn <> all($2)
          and tariff_id = 'corp-business-unlim'
          and not exists (select 1 from operator.contract_phones c where c.msisdn = operator.subscribers.msisdn)
        order by msisdn offset $3 limit 2`,
      [DEMO_COMPANIES.large.bin, Object.values(DEMO_NUMBERS), offset],
    );
    return rows.map((row) => row.msisdn);
  }

  async function uploadAndRun(
    page: Page,
    texts: Texts,
    errors: Errors,
    file: { name: string; mimeType: string; buffer: Buffer },
    shot: string,
    actionName: string,
  ) {
    await page.goto('/bulk');
    await page.getByRole('heading', { level: 2, name: texts.upload_title }).waitFor();
    await page.locator('input[type=file]').setInputFiles(file);
    // the preview: 4 rows, 2 to run; the left-out ones with their reasons
    await page
      .getByText(texts.upload_summary.replace('{{rows}}', '4').replace('{{accepted}}', '2'))
      .waitFor({ timeout: 20_000 });
    for (const code of ['msisdn_not_in_company', 'bulk_row_bad_number'] as const)
      await page
        .getByText(texts.upload_rejected.replace('{{count}}', '1').replace('{{reason}}', errors[code]))
        .waitFor();
    await page.screenshot({ path: `${SHOTS}/upload-${shot}.png`, fullPage: true });
    await page.getByRole('button', { name: texts.upload_confirm.replace('{{count}}', '2') }).click();
    await page.waitForURL(/\/bulk\/[0-9a-f-]{36}$/);
    await page.getByText(texts.job_states.done, { exact: true }).waitFor({ timeout: 20_000 });
    await page
      .getByText(texts.progress_text.replace('{{finished}}', '2').replace('{{total}}', '2'))
      .waitFor();
    // the toast of the job the user started (waited for: the accessibility check reads it settled)
    await page
      .getByText(
        texts.job_ended
          .replace('{{action}}', actionName)
          .replace('{{done}}', '2')
          .replace('{{refused}}', '0')
          .replace('{{skipped}}', '0'),
      )
      .waitFor();
    await page.screenshot({ path: `${SHOTS}/upload-job-${shot}.png`, fullPage: true });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: texts.download_csv }).click(),
    ]);
    expect(await seriousViolations(page)).toEqual([]);
    return fs.readFile((await download.path())!, 'utf8');
  }

  it('uploads a CSV as Excel saves it, reads the preview, runs it and downloads the result (ru, 1280 px)', async () => {
    const numbers = await twoNumbers(430);
    const csv = [
      'Номер;Действие;Аргумент',
      `${numbers[0]};Заблокировать;`,
      `8${numbers[1]};Задать комментарий;из файла`,
      `${DEMO_NUMBERS.smallCompany};Заблокировать;`,
      '12345;Заблокировать;',
    ].join('\r\n');
    const context = await newContext(journey.browser, { locale: 'ru-RU' });
    const page = await context.newPage();
    await signIn(page, 'admin');
    await page.waitForURL(/\/numbers/);
    const result = await uploadAndRun(
      page,
      ru,
      ruErrors,
      { name: 'numbers.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${csv}\r\n`) },
      'ru-1280',
      ru.from_file,
    );
    expect(result).toContain(`${numbers[0]};`);
    expect(result).toContain(`;${ru.actions.comment_set};${ru.item_states.done};`);
    const rows = await journey.sql<{ lc: number; comment: string | null }>(
      `select s.lc_state_id as lc, l.comment from operator.subscribers s join portal.company_lines l using (msisdn)
       where s.msisdn = any($1) order by s.msisdn`,
      [numbers],
    );
    expect(rows.map((row) => row.lc)).toEqual([42, 20]);
    expect(rows[1]!.comment).toBe('из файла');
    await context.close();
  });

  it('the same with an XLSX at 375 px in Kazakh', async () => {
    const numbers = await twoNumbers(440);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('rows');
    sheet.addRow(['Нөмір', 'Әрекет', 'Аргумент']);
    sheet.addRow([numbers[0], kk.actions.sms_ussd_ban_on, null]);
    sheet.addRow([
      `+7 ${numbers[1]!.slice(0, 3)} ${numbers[1]!.slice(3, 6)} ${numbers[1]!.slice(6)}`,
      'sms_ussd_ban_on',
      null,
    ]);
    sheet.addRow([DEMO_NUMBERS.smallCompany, 'sms_ussd_ban_on', null]);
    sheet.addRow(['70112', 'sms_ussd_ban_on', null]);
    const context = await newContext(journey.browser, { viewport: PHONE, locale: 'kk-KZ' });
    const page = await context.newPage();
    await signIn(page, 'admin');
    await page.waitForURL(/\/numbers/);
    await page.evaluate(() => localStorage.setItem('kabinet.language', 'kk'));
    const result = await uploadAndRun(
      page,
      kk,
      kkErrors,
      {
        name: 'numbers.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
      },
      'kk-375',
      kk.actions.sms_ussd_ban_on,
    );
    for (const msisdn of numbers) expect(result).toContain(`${msisdn};`);
    const banned = await journey.sql<{ n: number }>(
      `select count(*)::int as n from operator.subscribers where msisdn = any($1) and is_sms_ussd_mgm_ban_enabled`,
      [numbers],
    );
    expect(banned).toEqual([{ n: 2 }]);
    await context.close();
  });
});
