import { memo, type ReactNode } from 'react';
import { Anchor, Badge } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SubscriberCard } from '@kabinet/contract/numbers';
import { formatIccid } from '@kabinet/contract/rules/iccid-format';
import { paths } from '../../shared/access/access.ts';
import { useAccess } from '../../shared/company/company-context.ts';
import { formatMoney } from '../../shared/format/money-format.ts';
import { formatPhone } from '../../shared/format/phone-format.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import type { StateChangeAction } from '../lifecycle/index.ts';
import { BulkCheckbox } from '../bulk/index.ts';
import { CardMenu } from './card-menu.tsx';
import { CardNote, type NoteKind } from './card-note.tsx';
import { canLinkToDetail, visibleMenuEntries } from './menu-entries.ts';
import { useListLinkState } from '../../shared/navigation/list-return.ts';
import classes from './number-card.module.css';

// decision 015 (round four): the card's static text is plain elements in Mantine's look
// (number-card.module.css); only what behaves (the link, the badge, the buttons) is Mantine's
function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={classes.field}>
      <p className={classes.label}>{label}</p>
      <p className={classes.value}>{children}</p>
    </div>
  );
}

interface NumberCardProps {
  card: SubscriberCard;
  onEditNote: (card: SubscriberCard, kind: NoteKind) => void;
  onStateChange: (card: SubscriberCard, action: StateChangeAction) => void;
}

/**
 * spec §2 "Each card shows": number, status, tariff, balance, account, payment type, ICCID, notes, menu.
 * Memoized (decision 028): opening a modal or a menu from one card does not render the others.
 */
export const NumberCard = memo(function NumberCard({ card, onEditNote, onStateChange }: NumberCardProps) {
  const { t } = useTranslation('numbers');
  const language = useLanguage();
  const access = useAccess();
  const listState = useListLinkState();
  const phone = formatPhone(card.msisdn);
  const titleId = `number-${card.msisdn}`;
  const isActive = card.status === 'ACTIVE';
  // decision 027: a block or unblock the operator is still applying reads "Pending"
  const isPending = card.status === 'PENDING';
  const tone = isPending ? 'yellow' : isActive ? 'teal' : 'red';

  return (
    <article className={classes.card} aria-labelledby={titleId}>
      <div className={classes.head}>
        <div className={classes.title}>
          <BulkCheckbox msisdn={card.msisdn} />
          <h2 id={titleId} className={classes.phone}>
            {canLinkToDetail(card, access) ? (
              <Anchor component={Link} to={paths.numberDetail(card.msisdn)} state={listState} inherit>
                {phone}
              </Anchor>
            ) : (
              phone
            )}
          </h2>
          <Badge
            color={tone}
            variant="light"
            tt="none"
            // the light badge's default tint and text are below AA contrast at this size
            style={{
              '--badge-bg': `var(--mantine-color-${tone}-0)`,
              '--badge-color': `var(--mantine-color-${tone}-9)`,
            }}
          >
            {isPending ? t('filters.states.PENDING') : card.lcState.name[language]}
          </Badge>
        </div>
        <CardMenu
          msisdn={card.msisdn}
          phone={phone}
          entries={visibleMenuEntries(card, access.features)}
          onStateChange={(action) => onStateChange(card, action)}
        />
      </div>
      <div className={classes.fields}>
        <Field label={t('card.tariff')}>{card.tariff?.name[language] ?? t('card.none')}</Field>
        <Field label={t(`card.balance.${card.type}`)}>
          {formatMoney(card.availableByCreditLimitOrPiaBalance, language)}
        </Field>
        <Field label={t('card.account')}>{card.accountNumber ?? t('card.none')}</Field>
        <Field label={t('card.type')}>{t(`paymentType.${card.type}`)}</Field>
        <Field label={t('card.iccid')}>{card.iccid ? formatIccid(card.iccid) : t('card.none')}</Field>
        <CardNote kind="label" value={card.label} phone={phone} onEdit={() => onEditNote(card, 'label')} />
        <CardNote
          kind="comment"
          value={card.comment}
          phone={phone}
          onEdit={() => onEditNote(card, 'comment')}
        />
        <Field label={t('card.costCentre')}>
          {card.costCentre ? `${card.costCentre.code} — ${card.costCentre.name}` : t('card.none')}
        </Field>
      </div>
    </article>
  );
});
