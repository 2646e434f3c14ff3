import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { currentI18n } from '../shared/i18n/i18n.ts';
import { closeNumberModal, useOpenNumberModal } from '../shared/number-modals/number-modal-store.ts';

// spec §2 number modals: each feature's modals load with their texts when one is first opened, so
// neither the first screen nor the list downloads them (DESIGN §6).
const withTexts = <T,>(load: () => Promise<T>) =>
  Promise.all([load(), currentI18n()?.loadNamespaces(['controls', 'sim-change', 'success'])]).then(
    ([module]) => module,
  );
const ControlModal = lazy(() =>
  withTexts(() => import('./number-control-modal.tsx')).then((m) => ({
    default: m.NumberControlModal,
  })),
);
const IccidChangeModal = lazy(() =>
  withTexts(() => import('../features/sim/iccid-change-modal.tsx')).then((m) => ({
    default: m.IccidChangeModal,
  })),
);

const TopUpDetailsModal = lazy(() =>
  Promise.all([import('../features/reports/index.ts'), currentI18n()?.loadNamespaces(['reports'])]).then(
    ([m]) => ({ default: m.TopUpDetailsModal }),
  ),
);

const EsimReleaseModal = lazy(() =>
  Promise.all([
    import('../features/esim/esim-release-page.tsx'),
    currentI18n()?.loadNamespaces(['esim']),
  ]).then(([m]) => ({ default: m.EsimReleaseModal })),
);

/** The open number modal (one at a time), for the number it was opened for. */
export function NumberModalHost() {
  const open = useOpenNumberModal();
  const { pathname } = useLocation();
  // a modal belongs to the screen it was opened on: leaving the screen closes it
  useEffect(() => closeNumberModal, [pathname]);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      {open.name === 'esim_release' ? (
        <EsimReleaseModal key={open.msisdn} opened msisdn={open.msisdn} onClose={closeNumberModal} />
      ) : open.name === 'top_up_details' ? (
        <TopUpDetailsModal key={open.msisdn} opened msisdn={open.msisdn} onClose={closeNumberModal} />
      ) : open.name === 'iccid_change' ? (
        <IccidChangeModal key={open.msisdn} msisdn={open.msisdn} onClose={closeNumberModal} />
      ) : (
        <ControlModal
          key={`${open.name}:${open.msisdn}`}
          name={open.name}
          msisdn={open.msisdn}
          onClose={closeNumberModal}
        />
      )}
    </Suspense>
  );
}
