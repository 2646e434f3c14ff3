import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebhookReceiver } from '../apps/api/test/support/webhook-receiver.ts';
import { DESKTOP, newContext, PHONE, signIn } from './browser.ts';
import { useJourney } from './journey.ts';

// Decision 031: "API and webhooks" as an administrator uses it, in ru and kk: make a token and see
// its secret once, revoke it; add an endpoint, send a test event and see it delivered — the
// receiver verifies its signature with the standardwebhooks library.

const SHOTS = 'test-results/api-access';
const TEXTS = {
  РУС: {
    menu: 'API и вебхуки',
    tokenName: 'Название токена',
    create: 'Создать токен',
    done: 'Я сохранил токен',
    active: 'Действует',
    revoke: 'Отозвать',
    revoked: 'Отозван',
    url: 'Адрес (https://…)',
    event: 'Изменилось состояние номера',
    add: 'Добавить адрес',
    test: 'Отправить тестовое событие',
    delivered: 'Доставлено',
  },
  ҚАЗ: {
    menu: 'API және вебхуктар',
    tokenName: 'Токен атауы',
    create: 'Токен жасау',
    done: 'Токенді сақтадым',
    active: 'Жарамды',
    revoke: 'Кері қайтару',
    revoked: 'Кері қайтарылған',
    url: 'Мекенжай (https://…)',
    event: 'Нөмір күйі өзгерді',
    add: 'Мекенжай қосу',
    test: 'Сынақ оқиғасын жіберу',
    delivered: 'Жеткізілді',
  },
} as const;

describe('API and webhooks journeys', () => {
  const journey = useJourney({ shots: SHOTS });
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(() => receiver?.close());

  for (const [label, texts] of Object.entries(TEXTS)) {
    it(`makes a token, sees it once, revokes it; adds an endpoint and sends a test event (${label})`, async () => {
      const context = await newContext(journey.browser, { viewport: DESKTOP });
      const page = await context.newPage();
      await signIn(page, 'admin');
      await page.waitForURL(/\/numbers$/);
      await page.locator('label:visible', { hasText: label }).first().click();
      // the language is taken (and kept for the next page) once the document says so
      const lang = { РУС: 'ru', ENG: 'en', ҚАЗ: 'kk' }[label];
      if (lang) await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(lang);
      // Kazakh at a phone's width: the language stays chosen
      if (label === 'ҚАЗ') await page.setViewportSize(PHONE);
      await page.goto('/api-access');
      await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(texts.menu);

      const name = `ERP ${label}`;
      await page.getByLabel(texts.tokenName).fill(name);
      await page.getByRole('button', { name: texts.create }).click();
      const secret = page.getByRole('dialog').locator('pre');
      await expect.poll(() => secret.innerText()).toMatch(/^kbt_[\w-]{43}$/);
      const shown = await secret.innerText();
      await page.getByRole('button', { name: texts.done }).click();
      const row = page.getByRole('row', { name: new RegExp(name) });
      await expect.poll(() => row.textContent()).toContain(texts.active);
      // the secret is not on the page any more: only its first characters
      expect(await page.content()).not.toContain(shown);
      expect(await row.textContent()).toContain(shown.slice(0, 10));
      await row.getByRole('button', { name: `${texts.revoke}: ${name}` }).click();
      await page.getByRole('dialog').getByRole('button', { name: texts.revoke }).click();
      await expect.poll(() => row.textContent()).toContain(texts.revoked);

      const path = `/journey-${label === 'РУС' ? 'ru' : 'kk'}`;
      await page.getByLabel(texts.url).fill(receiver.url(path));
      await page.getByLabel(texts.event).check();
      await page.getByRole('button', { name: texts.add }).click();
      const signing = page.getByRole('dialog').locator('pre');
      await expect.poll(() => signing.innerText()).toMatch(/^whsec_/);
      const signingSecret = await signing.innerText();
      await page.getByRole('button', { name: texts.done }).click();
      const card = page.getByRole('region', { name: receiver.url(path) });
      await card.getByRole('button', { name: texts.test }).click();
      await expect
        .poll(() => card.getByRole('table').textContent(), { timeout: 30_000 })
        .toContain(texts.delivered);
      await receiver.until((items) => items.some((i) => i.path === path));
      const item = receiver.received.find((i) => i.path === path)!;
      expect((new Webhook(signingSecret).verify(item.body, item.headers) as { type: string }).type).toBe(
        'webhook.test',
      );
      await page.screenshot({
        path: `${SHOTS}/api-access-${label}-${label === 'ҚАЗ' ? 375 : 1280}.png`,
        fullPage: true,
      });
      await context.close();
    });
  }
});
