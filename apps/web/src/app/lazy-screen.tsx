import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { errorTextsAsked } from '../shared/i18n/error-texts.ts';
import { currentI18n, preloadCatalogs, type Namespace } from '../shared/i18n/i18n.ts';
import { PageSkeleton } from '../shared/ui/skeletons.tsx';

export interface LazyScreenOptions {
  /**
   * The locale namespaces the screen shows besides the shell's (common, shell): they load
   * beside the screen's chunk, so it never paints a key and a first visit downloads no other
   * screen's texts (decision 015).
   */
  namespaces?: readonly Namespace[];
  /** what the content area shows while the chunk loads */
  fallback?: ReactNode;
}

/**
 * A route screen in its own chunk (DESIGN §6: initial JS stays small). The shell stays on
 * screen while the chunk and the screen's catalogs load; the content area shows a skeleton.
 */
export function lazyScreen<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
  { namespaces = [], fallback = <PageSkeleton /> }: LazyScreenOptions = {},
): LazyScreenComponent {
  let chunk: Promise<Record<Name, ComponentType>> | null = null;
  const preload = () => (chunk ??= load());
  const Screen = lazy<ComponentType>(async () => {
    const [module] = await Promise.all([
      preload(),
      currentI18n()?.loadNamespaces([...namespaces]),
      // a screen opened after the user's first action waits for the errors catalogue asked for then
      errorTextsAsked(),
    ]);
    return { default: module[name] };
  });
  function LazyScreen() {
    return (
      <Suspense fallback={fallback}>
        <Screen />
      </Suspense>
    );
  }
  return Object.assign(LazyScreen, {
    preload: () => {
      void preload();
      preloadCatalogs(namespaces);
    },
  });
}

/** A lazy screen whose chunk can be asked for early (the first page's, while the shell signs in). */
export type LazyScreenComponent = ComponentType & { preload(): void };
