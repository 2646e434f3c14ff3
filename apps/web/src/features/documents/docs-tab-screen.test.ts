import { describe, expect, it } from 'vitest';
import { DOCS_TABS } from '../../shared/access/access.ts';
import { REPORT_TAB_SCREENS } from '../reports/index.ts';
import { DOCUMENT_TAB_SCREENS } from './document-tabs.ts';

describe('documents sub-tabs', () => {
  it('every sub-tab of spec §2 has its screen (no placeholder is left)', () => {
    const missing = DOCS_TABS.filter((tab) => !DOCUMENT_TAB_SCREENS[tab] && !REPORT_TAB_SCREENS[tab]);
    expect(missing).toEqual([]);
  });
});
