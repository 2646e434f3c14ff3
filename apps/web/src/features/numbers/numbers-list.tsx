import {
  lazy,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { Alert, Button, Paper, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SubscriberCard, SubscribersList } from '@kabinet/contract/numbers';
import { translateError } from '../../shared/i18n/translate-error.ts';
import type { StateChangeAction } from '../lifecycle/index.ts';
import { NumberCard } from './number-card.tsx';
import type { NoteKind } from './card-note.tsx';
import type { NoteTarget } from './note-modal.tsx';
import { loadNoteModal } from './note-modal-loader.ts';

// decision 015/024: the table view loads when it is chosen, not with the list's first paint
const NumbersTable = lazy(() => import('./numbers-table.tsx').then((m) => ({ default: m.NumbersTable })));
// decision 015: the modals (their form library, the operator's HTML sanitiser) load when first opened
// (fetched ahead when an edit button is pointed at or focused: note-modal-loader.ts)
const NoteModal = lazy(() => loadNoteModal().then((m) => ({ default: m.NoteModal })));
const StateChangeModal = lazy(() =>
  import('../lifecycle/index.ts').then(({ StateChangeModal: Modal }) => ({
    // mounted closed, then opened: the modal notes what had the focus as it opens, to give it back
    default: function OpenedAfterMount(props: ComponentProps<typeof Modal>) {
      const [isMounted, setMounted] = useState(false);
      useEffect(() => setMounted(true), []);
      return <Modal {...props} action={isMounted ? props.action : null} />;
    },
  })),
);

/**
 * decision 015 (round four): the list's first page paints the cards a screen shows first (a phone
 * shows one or two, a wide screen two or three under the search panel); the rest of the page renders
 * just after, in an interruptible render. The cards below stay off the screen, so nothing on it moves.
 */
const FIRST_PAINT_CARDS = 3;

/** Whether the list still shows only its first cards: once, at its first page of data. */
function useFirstCardsOnly(hasData: boolean): boolean {
  const [isAllShown, setAllShown] = useState(false);
  useEffect(() => {
    if (!hasData || isAllShown) return;
    // after the frame that paints the first cards: a render asked for at once ran before that paint
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setAllShown(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [hasData, isAllShown]);
  return !isAllShown;
}

export function NumbersSkeleton() {
  const { t } = useTranslation('numbers');
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label={t('list.loading')}>
      {Array.from({ length: 4 }, (_, i) => (
        <Paper key={i} withBorder radius="md" p="md">
          <Skeleton h={22} w={220} maw="70%" mb="sm" />
          <Skeleton h={14} w="90%" mb={8} />
          <Skeleton h={14} w="60%" />
        </Paper>
      ))}
    </Stack>
  );
}

interface NumbersListProps {
  data: SubscribersList | undefined;
  isPending: boolean;
  isPaging: boolean;
  error: unknown;
  isFiltered: boolean;
  onRetry: () => void;
  /** decision 024: cards (spec §2) or the compact table */
  layout?: 'cards' | 'table';
  /** the table's leading cell per row (e.g. a selection checkbox) and its heading */
  leading?: (card: SubscriberCard) => ReactNode;
  leadingHeader?: ReactNode;
}

interface StateChangeTarget {
  msisdn: string;
  action: StateChangeAction;
  isOpen: boolean;
}

/**
 * spec §2: the cards with a loading state and a not-found state; spec §4: the label/comment modal
 * and the number state change (block/unblock from a card's menu).
 */
export function NumbersList({
  data,
  isPending,
  isPaging,
  error,
  isFiltered,
  onRetry,
  layout = 'cards',
  leading,
  leadingHeader,
}: NumbersListProps) {
  const { t } = useTranslation('numbers');
  const [editing, setEditing] = useState<NoteTarget | null>(null);
  // the modal stays mounted (closed when isOpen is false), so it returns the focus to the card's menu
  const [stateChange, setStateChange] = useState<StateChangeTarget | null>(null);
  // stable, so the cards (memoized) do not render again when a modal opens or closes
  const handleEdit = useCallback(
    (card: SubscriberCard, kind: NoteKind) =>
      // decision 028: the press paints at once; the modal renders beside it, not before the next frame
      startTransition(() => setEditing({ msisdn: card.msisdn, kind, current: card[kind] })),
    [],
  );
  const handleStateChange = useCallback(
    (card: SubscriberCard, action: StateChangeAction) =>
      setStateChange({ msisdn: card.msisdn, action, isOpen: true }),
    [],
  );

  const isFirstCardsOnly = useFirstCardsOnly(!!data && data.data.length > 0);

  if (isPending) return <NumbersSkeleton />;
  if (error && !data)
    return (
      <Alert color="red" title={t('list.failed')}>
        <Stack gap="sm" align="flex-start">
          {translateError(t, error)}
          <Button size="xs" variant="light" onClick={onRetry}>
            {t('list.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  if (!data || data.data.length === 0)
    return (
      <Alert color="violet" role="status" title={t(isFiltered ? 'list.notFound.title' : 'list.empty.title')}>
        {t(isFiltered ? 'list.emptyAnswers.number_not_found' : 'list.emptyAnswers.numbers_not_found')}
      </Alert>
    );

  return (
    <>
      <Stack
        gap="sm"
        aria-busy={isPaging}
        aria-label={t('list.label')}
        component="section"
        style={{ opacity: isPaging ? 0.6 : 1 }}
      >
        {layout === 'table' ? (
          <Suspense fallback={<NumbersSkeleton />}>
            <NumbersTable
              cards={data.data}
              onEditNote={handleEdit}
              onStateChange={handleStateChange}
              leading={leading}
              leadingHeader={leadingHeader}
            />
          </Suspense>
        ) : (
          (isFirstCardsOnly ? data.data.slice(0, FIRST_PAINT_CARDS) : data.data).map((card) => (
            <NumberCard
              key={card.msisdn}
              card={card}
              onEditNote={handleEdit}
              onStateChange={handleStateChange}
            />
          ))
        )}
      </Stack>
      <Suspense fallback={null}>
        {editing && (
          <NoteModal
            key={`${editing.msisdn}-${editing.kind}`}
            target={editing}
            onClose={() => setEditing(null)}
          />
        )}
        {/* once opened it stays mounted, so closing plays its transition */}
        {stateChange && (
          <StateChangeModal
            msisdn={stateChange.msisdn}
            action={stateChange.isOpen ? stateChange.action : null}
            onClose={() => setStateChange((current) => current && { ...current, isOpen: false })}
          />
        )}
      </Suspense>
    </>
  );
}
