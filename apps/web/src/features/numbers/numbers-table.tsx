import type { ReactNode } from 'react';
import { ActionIcon, Anchor, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SubscriberCard } from '@kabinet/contract/numbers';
import { formatIccid } from '@kabinet/contract/rules/iccid-format';
import { can, paths } from '../../shared/access/access.ts';
import { useAccess } from '../../shared/company/company-context.ts';
import { formatMoney } from '../../shared/format/money-format.ts';
import { formatPhone } from '../../shared/format/phone-format.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { useListLinkState } from '../../shared/navigation/list-return.ts';
import type { StateChangeAction } from '../lifecycle/index.ts';
import { CardMenu } from './card-menu.tsx';
import type { NoteKind } from './card-note.tsx';
import { canLinkToDetail, visibleMenuEntries } from './menu-entries.ts';
import { preloadNoteModal } from './note-modal-loader.ts';
import { TableScroll } from '../../shared/ui/table-scroll.tsx';

interface NumbersTableProps {
  cards: SubscriberCard[];
  onEditNote: (card: SubscriberCard, kind: NoteKind) => void;
  onStateChange: (card: SubscriberCard, action: StateChangeAction) => void;
  /** a leading cell per row (e.g. a selection checkbox) */
  leading?: (card: SubscriberCard) => ReactNode;
  /** the leading column's heading (e.g. "select all") */
  leadingHeader?: ReactNode;
}

/**
 * decision 024: the compact table view of the list — one row per number with what a card shows,
 * the label and comment editable in place, and the card's actions menu. Scrolls sideways on phones.
 */
export function NumbersTable({
  cards,
  onEditNote,
  onStateChange,
  leading,
  leadingHeader,
}: NumbersTableProps) {
  const { t } = useTranslation('numbers');
  const language = useLanguage();
  const access = useAccess();
  const listState = useListLinkState();

  const note = (card: SubscriberCard, kind: NoteKind, phone: string) => (
    <Group gap={2} wrap="nowrap">
      <Text fz="sm" c={card[kind] ? undefined : 'dimmed'} lineClamp={2}>
        {card[kind] ?? t('card.none')}
      </Text>
      {can(access, 'numbers.manage') && (
        <ActionIcon
          variant="subtle"
          size="sm"
          onClick={() => onEditNote(card, kind)}
          onPointerEnter={() => preloadNoteModal(kind)}
          onFocus={() => preloadNoteModal(kind)}
          aria-label={t(`note.${kind}.edit`, { phone })}
        >
          <span aria-hidden>✎</span>
        </ActionIcon>
      )}
    </Group>
  );

  return (
    <TableScroll minWidth={1240} label={t('table.label')}>
      <Table striped highlightOnHover verticalSpacing={6} fz="sm" aria-label={t('table.label')}>
        <Table.Thead>
          <Table.Tr>
            {leading && <Table.Th w={40}>{leadingHeader}</Table.Th>}
            <Table.Th>{t('table.msisdn')}</Table.Th>
            <Table.Th>{t('table.state')}</Table.Th>
            <Table.Th>{t('table.tariff')}</Table.Th>
            <Table.Th ta="right">{t('table.balance')}</Table.Th>
            <Table.Th>{t('table.account')}</Table.Th>
            <Table.Th>{t('table.type')}</Table.Th>
            <Table.Th>{t('table.iccid')}</Table.Th>
            <Table.Th>{t('table.label')}</Table.Th>
            <Table.Th>{t('table.comment')}</Table.Th>
            <Table.Th>{t('table.costCentre')}</Table.Th>
            <Table.Th w={48}>
              <VisuallyHidden>{t('table.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {cards.map((card) => {
            const phone = formatPhone(card.msisdn);
            return (
              <Table.Tr key={card.msisdn}>
                {leading && <Table.Td>{leading(card)}</Table.Td>}
                <Table.Th scope="row" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {canLinkToDetail(card, access) ? (
                    <Anchor component={Link} to={paths.numberDetail(card.msisdn)} state={listState} inherit>
                      {phone}
                    </Anchor>
                  ) : (
                    phone
                  )}
                </Table.Th>
                <Table.Td
                  c={card.status === 'ACTIVE' ? 'teal.9' : card.status === 'PENDING' ? 'yellow.9' : 'red.9'}
                >
                  {card.status === 'PENDING' ? t('filters.states.PENDING') : card.lcState.name[language]}
                </Table.Td>
                <Table.Td>{card.tariff?.name[language] ?? t('card.none')}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(card.availableByCreditLimitOrPiaBalance, language)}
                </Table.Td>
                <Table.Td>{card.accountNumber ?? t('card.none')}</Table.Td>
                <Table.Td>{t(`paymentType.${card.type}`)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {card.iccid ? formatIccid(card.iccid) : t('card.none')}
                </Table.Td>
                <Table.Td>{note(card, 'label', phone)}</Table.Td>
                <Table.Td>{note(card, 'comment', phone)}</Table.Td>
                <Table.Td>
                  {card.costCentre ? `${card.costCentre.code} — ${card.costCentre.name}` : t('card.none')}
                </Table.Td>
                <Table.Td>
                  <CardMenu
                    msisdn={card.msisdn}
                    phone={phone}
                    entries={visibleMenuEntries(card, access.features)}
                    onStateChange={(action) => onStateChange(card, action)}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
