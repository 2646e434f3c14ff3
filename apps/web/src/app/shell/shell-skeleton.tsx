import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paintedScreenOf, type PaintedScreen } from '@kabinet/contract/first-screens';
import { TopTabsPlaceholder } from './top-tabs.tsx';
import classes from './shell.module.css';
import { BrandMark } from './brand-mark.tsx';

/**
 * The shell's outline while the session and the user load (decision 015, round three): the header
 * and the tabs' place with the frame's own classes (shell.module.css, top-tabs.module.css) and the
 * first screen's blocks at their place. The build renders this component into index.html for every
 * first screen and language (build/prerender-shell.ts), so the page painted before any script and
 * the one the app shows while it signs in are the same markup: replacing one by the other moves
 * nothing (CLS 0).
 */
export function ShellSkeleton({ screen }: { screen?: PaintedScreen }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('common:loading')} data-painted-shell={screen ?? 'app'}>
      <div className={classes.header}>
        <div className={classes.start}>
          <span className={classes.burger} aria-hidden>
            <span />
            <span />
            <span />
          </span>
          <span className={classes.brand}>
            <BrandMark />
            <span>{t('common:appName')}</span>
          </span>
        </div>
      </div>
      <div className={classes.page} aria-hidden>
        <div className={classes.content}>
          <TopTabsPlaceholder />
          <div className={classes.main}>
            <ScreenOutline screen={screen ?? 'generic'} />
          </div>
        </div>
      </div>
    </div>
  );
}

/** The app's own: the outline of the screen the address opens. */
export function AppShellSkeleton() {
  const { pathname } = useLocation();
  return <ShellSkeleton screen={paintedScreenOf(pathname)} />;
}

/** Blocks where the screen's first content comes: its title, its controls, its first rows (px, width). */
const OUTLINES: Record<PaintedScreen, readonly (readonly [number, string?])[]> = {
  numbers: [[34, '40%'], [58], [36, '30%'], [62], [40, '80%'], [300], [300]],
  documents: [[32, '45%'], [44], [44], [44], [44], [44]],
  generic: [[36, '40%'], [180], [120]],
};

function ScreenOutline({ screen }: { screen: PaintedScreen }) {
  return (
    <div className={classes.skeletonStack}>
      {OUTLINES[screen].map(([height, width], i) => (
        <div key={i} className={classes.skeletonBlock} style={{ height, width }} />
      ))}
    </div>
  );
}
