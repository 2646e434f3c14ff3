import { lazy } from 'react';

/**
 * The shell's menus load as one chunk of their own (header-controls.tsx): on a wide screen at
 * once, beside the first calls; on a phone when the burger is about to be used (decision 015).
 */
const load = () => import('./header-controls.tsx');
let loading: ReturnType<typeof load> | undefined;
export const loadShellParts = () => (loading ??= load());

export const WIDE_SCREEN = '(min-width: 75em)';

/** Starts the download where the header shows the menus (a wide screen). */
export function preloadShellParts(): void {
  if (window.matchMedia(WIDE_SCREEN).matches) void loadShellParts();
}

export const HeaderControls = lazy(() => loadShellParts().then((m) => ({ default: m.HeaderControls })));
export const HeaderServiceMenu = lazy(() => loadShellParts().then((m) => ({ default: m.HeaderServiceMenu })));
export const MobileMenu = lazy(() => loadShellParts().then((m) => ({ default: m.MobileMenu })));
