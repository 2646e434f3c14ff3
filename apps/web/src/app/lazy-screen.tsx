import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { PageSkeleton } from '../shared/ui/skeletons.tsx';

/**
 * A route screen in its own chunk (DESIGN §6: initial JS stays small). The shell stays on
 * screen while the chunk loads; the content area shows a skeleton.
 */
export function lazyScreen<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
  fallback: ReactNode = <PageSkeleton />,
): ComponentType {
  const Screen = lazy<ComponentType>(async () => ({ default: (await load())[name] }));
  return function LazyScreen() {
    return (
      <Suspense fallback={fallback}>
        <Screen />
      </Suspense>
    );
  };
}
