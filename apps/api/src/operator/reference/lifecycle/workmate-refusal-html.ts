import { SUPPORT_SHORT_NUMBER, type LocalizedText } from '@kabinet/contract';
import type { StateChangeRefusal } from '../../lifecycle-port.ts';

// spec §2 "A workmate modal shows server-supplied HTML error text with a Back button": the operator
// writes the refusal of a Workmate number's status change as HTML in each language. The portal
// passes it through and the browser sanitises it (a safe subset of tags, href only on links).

const support = `<a href="tel:${SUPPORT_SHORT_NUMBER}">${SUPPORT_SHORT_NUMBER}</a>`;

const TEXTS: Record<'workmate_block_not_allowed' | 'workmate_unblock_not_allowed', LocalizedText> = {
  workmate_block_not_allowed: {
    ru: `<p>Блокировка номера на тарифном плане <b>Workmate</b> недоступна в кабинете.</p><p>Обратитесь в корпоративную поддержку: ${support} (бесплатно с номеров компании).</p>`,
    en: `<p>A number on the <b>Workmate</b> tariff plan cannot be blocked in the cabinet.</p><p>Please contact corporate support: ${support} (free from the company's numbers).</p>`,
    kk: `<p><b>Workmate</b> тарифтік жоспарындағы нөмірді кабинетте бұғаттау мүмкін емес.</p><p>Корпоративтік қолдау қызметіне хабарласыңыз: ${support} (компания нөмірлерінен тегін).</p>`,
  },
  workmate_unblock_not_allowed: {
    ru: `<p>Разблокировка номера на тарифном плане <b>Workmate</b> недоступна в кабинете.</p><p>Обратитесь в корпоративную поддержку: ${support} (бесплатно с номеров компании).</p>`,
    en: `<p>A number on the <b>Workmate</b> tariff plan cannot be unblocked in the cabinet.</p><p>Please contact corporate support: ${support} (free from the company's numbers).</p>`,
    kk: `<p><b>Workmate</b> тарифтік жоспарындағы нөмірдің бұғатын кабинетте ашу мүмкін емес.</p><p>Корпоративтік қолдау қызметіне хабарласыңыз: ${support} (компания нөмірлерінен тегін).</p>`,
  },
};

/** The operator's HTML text of a Workmate refusal, or null for any other refusal. */
export function workmateRefusalHtml(refusal: StateChangeRefusal | null): LocalizedText | null {
  return refusal === 'workmate_block_not_allowed' || refusal === 'workmate_unblock_not_allowed'
    ? TEXTS[refusal]
    : null;
}
