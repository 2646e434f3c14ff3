import type { ComponentType } from 'react';
import type { DocsTab } from '../../shared/access/access.ts';

/** The sub-tabs that show documents and debt on screen (the documents issue): tab → its screen. */
export const DOCUMENT_TAB_SCREENS: Partial<Record<DocsTab, ComponentType>> = {};
