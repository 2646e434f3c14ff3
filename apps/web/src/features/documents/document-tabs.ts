import { createElement, lazy, Suspense, type ComponentType } from 'react';
import type { DocsTab } from '../../shared/access/access.ts';
import { currentI18n, type Namespace } from '../../shared/i18n/i18n.ts';

/**
 * A documents sub-tab's screen in a chunk of its own (the page's chunk stays small); the
 * namespaces it shows besides the page's load with it, so it never paints a key.
 */
function lazyTab(load: () => Promise<ComponentType>, namespaces: Namespace[] = []): ComponentType {
  const Screen = lazy(async () => {
    const [component] = await Promise.all([load(), currentI18n()?.loadNamespaces(namespaces)]);
    return { default: component };
  });
  return function LazyTab() {
    return createElement(
      Suspense,
      // the chunk is small; the screen shows its own loader while its data comes
      { fallback: createElement('div', { style: { minHeight: 160 } }) },
      createElement(Screen),
    );
  };
}

// The screens that show documents and debt are one chunk (document-screens.ts): this registry is the
// one place the documents page reaches them.
const screens = () => import('./document-screens.ts');

/** The sub-tabs that show documents and debt on screen (decision 019): tab → its screen. */
export const DOCUMENT_TAB_SCREENS: Partial<Record<DocsTab, ComponentType>> = {
  payment_history: lazyTab(() => screens().then((m) => m.PaymentHistoryScreen)),
  action_history: lazyTab(() => screens().then((m) => m.ActionHistoryScreen), ['actions']),
  reportdocs: lazyTab(() => screens().then((m) => m.ActOfWorkScreen)),
  decryption_invoice: lazyTab(() => screens().then((m) => m.InvoiceBreakdownScreen)),
  find_number_by_invoice: lazyTab(() => screens().then((m) => m.FindNumberScreen)),
  unknown_payments: lazyTab(() => screens().then((m) => m.UnknownPaymentsScreen)),
  view_debt: lazyTab(() => screens().then((m) => m.DebtScreen)),
};
