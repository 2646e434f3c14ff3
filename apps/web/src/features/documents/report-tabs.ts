import type { ComponentType } from 'react';
import type { DocsTab } from '../../shared/access/access.ts';

/** The sub-tabs that request reports by e-mail (the reports issue): tab → its screen. */
export const REPORT_TAB_SCREENS: Partial<Record<DocsTab, ComponentType>> = {};
