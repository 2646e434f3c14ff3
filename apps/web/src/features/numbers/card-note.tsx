import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { can } from '../../shared/access/access.ts';
import { useAccess } from '../../shared/company/company-context.ts';
import { preloadNoteModal } from './note-modal-loader.ts';

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
    <Stack gap={2} miw={0}>
      <Text fz="xs" c="dimmed">
        {t(`card.${kind}`)}
      </Text>
      <Group gap={4} wrap="nowrap" miw={0}>
        <Text fz="sm" c={value ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }} miw={0}>
          {value ?? t(`card.no_${kind}`)}
        </Text>
        {canEdit && (
          <ActionIcon
            variant="subtle"
            size="sm"
            onClick={onEdit}
            // decision 028: the modal's code and checks are fetched as the button is reached
            onPointerEnter={() => preloadNoteModal(kind)}
            onFocus={() => preloadNoteModal(kind)}
            aria-label={t(`note.${kind}.edit`, { phone })}
            style={{ flexShrink: 0 }}
          >
            <span aria-hidden>✎</span>
          </ActionIcon>
        )}
      </Group>
    </Stack>
  );
}
