import type { ComponentType } from 'react';
import type { DocsTab } from '../../shared/access/access.ts';
import { DOCUMENT_TAB_SCREENS } from './document-tabs.ts';
import { REPORT_TAB_SCREENS } from '../reports/index.ts';

/** Every documents sub-tab has its screen: documents and debt on screen, or a report by e-mail. */
const TAB_SCREENS: Partial<Record<DocsTab, ComponentType>> = {
  ...DOCUMENT_TAB_SCREENS,
  ...REPORT_TAB_SCREENS,
};

/** One documents sub-tab: its screen. */
export function DocsTabScreen({ tab }: { tab: DocsTab }) {
  const Screen = TAB_SCREENS[tab];
  return Screen ? <Screen /> : null;
}
