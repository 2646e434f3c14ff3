import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_COMPANIES } from '../apps/api/src/db/seed/index.ts';
import ruActions from '../apps/web/src/locales/ru/actions.json' with { type: 'json' };
import kkActions from '../apps/web/src/locales/kk/actions.json' with { type: 'json' };
import ru from '../apps/web/src/locales/ru/documents.json' with { type: 'json' };
import en from '../apps/web/src/locales/en/documents.json' with { type: 'json' };
import kk from '../apps/web/src/locales/kk/documents.json' with { type: 'json' };
import enErrors from '../apps/web/src/locales/en/errors.json' with { type: 'json' };
import ruErrors from '../apps/web/src/locales/ru/errors.json' with { type: 'json' };
import ruNumbers from '../apps/web/src/locales/ru/numbers.json' with { type: 'json' };
import kkNumbers from '../apps/web/src/locales/kk/numbers.json' with { type: 'json' };
import { newContext, PHONE, phone, seriousViolations, signIn } from './browser.ts';
import { useJourney } from './journey.ts';

// Decision 019: documents and debt on screen — the debt view reached from the debtor notice with its
// downloads, the act of work download, numbers by invoice with paging, and the action history
// showing a label set earlier in the same journey; ru, en and kk; 1280 and 375 px.

const SHOTS = 'test-results/documents';

async function saved(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [download] = (await Promise.all([page.waitForEvent('download'), click()])) as [Download, void];
  return { name: download.suggestedFilename(), bytes: await fs.readFile((await download.path())!) };
}

async function sheet(bytes: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow({ includeEmpty: true }, (row) =>
    rows.push((row.values as unknown[]).slice(1)),
  );
  return rows;
}

const pdfText = (bytes: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes, encoding: 'utf8' });

/** Closes the penalty and debtor notices of the numbers screen; `follow` takes the debtor notice's link. */
async function passNotices(page: Page, texts: typeof ruNumbers, follow: boolean) {
  const penalty = page.getByRole('dialog', { name: texts.notices.penalty.title });
  await penalty.getByRole('button', { name: texts.notices.understood }).click();
  const debtor = page.getByRole('dialog', { name: texts.notices.debtor.title });
  if (follow) await debtor.getByRole('link', { name: texts.notices.debtor.link }).click();
  else await debtor.getByRole('button', { name: texts.notices.understood }).click();
}

describe('documents and debt journey', () => {
  const journey = useJourney({ shots: SHOTS, database: true });
  const { sql } = journey;

  it('opens the debt view from the debtor notice, pages it and downloads it as XLSX and PDF (ru, 1280)', async () => {
    const context = await newContext(journey.browser);
    const page = await context.newPage();
    await signIn(page, 'debtor');
    await page.waitForURL(/\/numbers/);
    await passNotices(page, ruNumbers, true);
    await page.waitForURL(/\/docs_and_reps\/view_debt$/);
    await page.getByRole('heading', { level: 1, name: ru.tabs.view_debt }).waitFor();

    const debts = await sql<{ account_number: string; bill_month: string; debt: string }>(
      `select account_number, to_char(bill_month, 'YYYY-MM-DD') bill_month, debt from operator.debts
        where customer_bin = $1 and debt > 0 order by account_number, bill_month, id`,
      [DEMO_COMPANIES.debtor.bin],
    );
    const table = page.getByRole('table', { name: ru.tabs.view_debt });
    const first = debts[0]!;
    const monthText = `${ru.months[String(Number(first.bill_month.slice(5, 7))) as '1']}, ${first.bill_month.slice(0, 4)}`;
    await table.getByText(monthText, { exact: true }).first().waitFor();
    expect(await table.locator('tbody tr').count()).toBe(10);
    const total = debts.reduce((s, d) => s + Number(d.debt), 0);
    const totalText = (await page.getByTestId('total-debt').textContent())!.replace(/\s/g, '');
    expect(totalText).toBe(
      `${Math.floor(total / 100)
        .toLocaleString('ru-RU')
        .replace(/\s/g, '')},${String(total % 100).padStart(2, '0')}₸`,
    );
    await page.screenshot({ path: `${SHOTS}/debt-ru-1280.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: ru.paging.page.replace('{{page}}', '2') }).click();
    await expect.poll(() => table.locator('tbody tr').count()).toBe(debts.length - 10);

    const xlsx = await saved(page, () => page.getByRole('button', { name: ru.debt.downloadXls }).click());
    expect(xlsx.name).toBe(`debts-${DEMO_COMPANIES.debtor.bin}.xlsx`);
    const rows = (await sheet(xlsx.bytes)).slice(5);
    expect(rows.slice(0, -1).map((r) => r[0])).toEqual(debts.map((d) => d.account_number));
    expect(rows.at(-1)![4]).toBe(total / 100);
    await fs.writeFile(`${SHOTS}/debts.xlsx`, xlsx.bytes);

    const pdf = await saved(page, () => page.getByRole('button', { name: ru.debt.downloadPdf }).click());
    expect(pdf.name).toBe(`debts-${DEMO_COMPANIES.debtor.bin}.pdf`);
    const text = pdfText(pdf.bytes);
    expect(text).toContain('Задолженность по лицевым счетам');
    expect(text).toContain(monthText);
    await fs.writeFile(`${SHOTS}/debts.pdf`, pdf.bytes);
    await context.close();
  });

  it('shows in the action history a label set earlier in the journey (kk, 375)', async () => {
    // the browser's language on a first visit (kk-KZ → Kazakh)
    const context = await newContext(journey.browser, { viewport: PHONE, locale: 'kk-KZ' });
    const page = await context.newPage();
    await signIn(page, 'debtor');
    await page.waitForURL(/\/numbers/);
    await passNotices(page, kkNumbers, false);

    const card = page.getByRole('article').first();
    const msisdn = (await card.getAttribute('aria-labelledby'))!.replace('number-', '');
    await card
      .getByRole('button', { name: kkNumbers.note.label.edit.replace('{{phone}}', phone(msisdn)) })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(kkNumbers.note.label.field).fill('Құрылыс алаңы');
    await dialog.getByRole('button', { name: kkNumbers.note.save }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.goto('/docs_and_reps');
    await page.getByRole('link', { name: kk.tabs.action_history }).click();
    await page.getByRole('heading', { level: 1, name: kk.tabs.action_history }).waitFor();
    const history = page.getByRole('list', { name: kk.tabs.action_history });
    const entry = history
      .getByRole('listitem')
      .filter({ hasText: phone(msisdn) })
      .first();
    await entry.getByText(kkActions.label_set).waitFor();
    await entry.getByText(kk.actionHistory.success).waitFor();
    expect(kkActions.label_set).not.toBe(ruActions.label_set);
    await page.getByRole('link', { name: `← ${kk.back}` }).waitFor();
    await page.screenshot({ path: `${SHOTS}/actions-kk-375.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('downloads the act of work for an invoice number and refuses 26 digits (en, 1280)', async () => {
    const [invoice] = await sql<{ invoice_number: string; act_number: string }>(
      `select i.invoice_number, a.act_number from operator.invoices i join operator.work_acts a using (invoice_number)
        where i.customer_bin = $1 order by i.period_month desc, 1 limit 1`,
      [DEMO_COMPANIES.large.bin],
    );
    const context = await newContext(journey.browser, { locale: 'en-US' });
    const page = await context.newPage();
    await signIn(page, 'admin');
    await page.waitForURL(/\/numbers/);
    await page.goto('/docs_and_reps/reportdocs');
    await page.getByRole('heading', { level: 1, name: en.tabs.reportdocs }).waitFor();
    const field = page.getByRole('textbox', { name: en.act.invoiceNumber });

    await field.pressSequentially(invoice!.invoice_number.slice(0, 26));
    await page.getByRole('button', { name: en.act.download }).click();
    await page.getByText(enErrors.invalid_invoice_number).waitFor();

    await field.press('End');
    await field.pressSequentially(invoice!.invoice_number.slice(26));
    const pdf = await saved(page, () => page.getByRole('button', { name: en.act.download }).click());
    expect(pdf.name).toBe(`report-${invoice!.invoice_number}.pdf`);
    const text = pdfText(pdf.bytes);
    expect(text).toContain(`Certificate of work performed No. ${invoice!.act_number}`);
    expect(text).toContain('Signed with an electronic digital signature');
    await fs.writeFile(`${SHOTS}/act.pdf`, pdf.bytes);

    // an invoice the company does not have: notFoundDocument, and no file
    await field.fill('');
    await field.pressSequentially('9'.repeat(27));
    await page.getByRole('button', { name: en.act.download }).click();
    await page.getByText(enErrors.not_found_document).waitFor();
    await page.screenshot({ path: `${SHOTS}/act-en-1280.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('finds the numbers of an invoice, pages them and downloads the list (ru, 375)', async () => {
    const [invoice] = await sql<{ invoice_number: string; n: number }>(
      `select l.invoice_number, count(distinct l.msisdn)::int n from operator.invoice_lines l
         join operator.invoices i using (invoice_number)
        where i.customer_bin = $1 group by 1 having count(distinct l.msisdn) > 20 order by 2, 1 limit 1`,
      [DEMO_COMPANIES.large.bin],
    );
    const numbers = (
      await sql<{ msisdn: string }>(
        `select distinct msisdn from operator.invoice_lines where invoice_number = $1 order by 1`,
        [invoice!.invoice_number],
      )
    ).map((r) => r.msisdn);
    const context = await newContext(journey.browser, { viewport: PHONE });
    const page = await context.newPage();
    await signIn(page, 'admin');
    await page.waitForURL(/\/numbers/);
    await page.goto('/docs_and_reps/find_number_by_invoice');
    await page.getByRole('textbox', { name: ru.findNumber.invoiceNumber }).fill(invoice!.invoice_number);
    await page.getByRole('button', { name: ru.findNumber.search }).click();
    const table = page.getByRole('table', { name: ru.findNumber.tableLabel });
    await table.getByText(phone(numbers[0]!)).waitFor();
    await page
      .getByText(ru.findNumber.found.replace('{{count}}', String(numbers.length)).replace('{{shown}}', '10'))
      .waitFor();
    await page.getByRole('button', { name: ru.paging.page.replace('{{page}}', '2') }).click();
    await table.getByText(phone(numbers[10]!)).waitFor();
    expect(await table.getByText(phone(numbers[0]!)).count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/find-ru-375.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    const xlsx = await saved(page, () =>
      page.getByRole('button', { name: ru.findNumber.downloadXls }).click(),
    );
    expect(xlsx.name).toBe(`invoice-${invoice!.invoice_number}-numbers.xlsx`);
    expect((await sheet(xlsx.bytes)).slice(5).map((r) => r[0])).toEqual(numbers);

    await page.getByRole('textbox', { name: ru.findNumber.invoiceNumber }).fill('123');
    await page.getByRole('button', { name: ru.findNumber.search }).click();
    // spec §8: numbersNotFound in the info style
    await page.getByText(ruErrors.numbers_not_found).waitFor();
    await context.close();
  });
});
