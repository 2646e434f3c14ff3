import { ActionIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { can } from '../../shared/access/access.ts';
import { useAccess } from '../../shared/company/company-context.ts';
import { preloadNoteModal } from './note-modal-loader.ts';
import classes from './number-card.module.css';

export type NoteKind = 'label' | 'comment';

interface CardNoteProps {
  kind: NoteKind;
  value: string | null;
  phone: string;
  onEdit: () => void;
}

/** A card's label or comment with its edit button (spec §2: editable label and comment). */
export function CardNote({ kind, value, phone, onEdit }: CardNoteProps) {
  const { t } = useTranslation('numbers');
  // decision 029: labels and comments are number changes: a role without them sees them only
  const canEdit = can(useAccess(), 'numbers.manage');
  return (
    <div className={classes.field}>
      <p className={classes.label}>{t(`card.${kind}`)}</p>
      <div className={classes.note}>
        <p className={classes.value} data-empty={value ? undefined : true}>
          {value ?? t(`card.no_${kind}`)}
        </p>
        {canEdit && (
          <ActionIcon
            variant="subtle"
            size="sm"
            onClick={onEdit}
            // decision 028: the modal's code and checks are fetched as the button is reached
            onPointerEnter={() => preloadNoteModal(kind)}
            onFocus={() => preloadNoteModal(kind)}
            aria-label={t(`note.${kind}.edit`, { phone })}
          >
            <span aria-hidden>✎</span>
          </ActionIcon>
        )}
      </div>
    </div>
  );
}
