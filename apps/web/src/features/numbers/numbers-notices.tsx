import { lazy, Suspense, useState } from 'react';
import { useCompany } from '../../shared/company/company-context.ts';
import { storage } from '../../shared/storage/storage.ts';
import type { NoticeName } from '../../shared/storage/storage-keys.ts';

// decision 015: the modal (Mantine's Modal with its focus trap and scroll lock) loads only when a
// notice is due, not with every first load of the list
const NumbersNoticeModal = lazy(() =>
  import('./numbers-notice-modal.tsx').then((m) => ({ default: m.NumbersNoticeModal })),
);

/** Which notice to show now: the penalty notice first, then the debtor notice; each once per BIN. */
export function pendingNotice(
  debtor: { isDebtor: boolean; penaltyNotice: boolean } | null,
  isClosed: (notice: NoticeName) => boolean,
): NoticeName | null {
  if (debtor?.penaltyNotice && !isClosed('penalty')) return 'penalty';
  if (debtor?.isDebtor && !isClosed('debtor')) return 'debtor';
  return null;
}

/** spec §2: the penalty notice and the debtor notice on the numbers screen; closing is remembered per BIN. */
export function NumbersNotices() {
  const { bin, debtor } = useCompany();
  const [, setClosedCount] = useState(0);
  if (!bin) return null;
  const notice = pendingNotice(debtor, (name) => storage.isNoticeClosed(bin, name));
  if (!notice) return null;

  const handleClose = () => {
    storage.closeNotice(bin, notice);
    setClosedCount((count) => count + 1);
  };

  return (
    <Suspense fallback={null}>
      <NumbersNoticeModal notice={notice} onClose={handleClose} />
    </Suspense>
  );
}
