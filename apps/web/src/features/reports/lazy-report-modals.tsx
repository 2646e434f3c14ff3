import { lazy, Suspense, useState, type ComponentProps } from 'react';
import type {
  NumberReportModals as Modals,
  TopUpDetailsModal as TopUpModal,
} from './number-report-modals.tsx';

// decision 015: the number's report modals (Mantine's Modal, the top-up table and its date pickers)
// load when one first opens. Statically they would be in the chunk the documents page shares with
// the number page (both import the report form), and so in the documents page's first load.
const modals = () => import('./number-report-modals.tsx');
const LoadedModals = lazy(() => modals().then((m) => ({ default: m.NumberReportModals })));
const LoadedTopUpModal = lazy(() => modals().then((m) => ({ default: m.TopUpDetailsModal })));

/** Mounted from its first opening on, so its closing transition and focus return still run. */
function useOpenedOnce(isOpen: boolean): boolean {
  const [wasOpened, setOpened] = useState(isOpen);
  if (isOpen && !wasOpened) setOpened(true);
  return wasOpened || isOpen;
}

export function NumberReportModals(props: ComponentProps<typeof Modals>) {
  return useOpenedOnce(props.opened !== null) ? (
    <Suspense fallback={null}>
      <LoadedModals {...props} />
    </Suspense>
  ) : null;
}

export function TopUpDetailsModal(props: ComponentProps<typeof TopUpModal>) {
  return useOpenedOnce(props.opened) ? (
    <Suspense fallback={null}>
      <LoadedTopUpModal {...props} />
    </Suspense>
  ) : null;
}
