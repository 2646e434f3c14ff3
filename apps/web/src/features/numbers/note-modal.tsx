import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { COMMENT_MAX_LENGTH, LABEL_MAX_LENGTH } from '@kabinet/contract/constants';
import { normalizeNote } from '@kabinet/contract/rules/label-comment';
import { formatPhone } from '../../shared/format/phone-format.ts';
import { notify, notifyError } from '../../shared/notify/notify.ts';
import { translateError } from '../../shared/i18n/translate-error.ts';
import { errorCode } from '../../shared/api/api-error.ts';
import type { NoteKind } from './card-note.tsx';
import { useSetComment } from './use-set-comment.ts';
import { useSetLabel } from './use-set-label.ts';

/** spec §5: label ≤ 20 characters, comment ≤ 50 when edited. */
export const NOTE_MAX_LENGTH: Record<NoteKind, number> = {
  label: LABEL_MAX_LENGTH,
  comment: COMMENT_MAX_LENGTH,
};

/** spec §8 "Tags and comments": which failure text a change gets. */
export function noteOperation(current: string | null, next: string | null): 'add' | 'edit' | 'delete' {
  if (next === null) return 'delete';
  return current === null ? 'add' : 'edit';
}

export interface NoteTarget {
  msisdn: string;
  kind: NoteKind;
  current: string | null;
}

/** spec §4 label/comment modal: edit, or a delete-confirm step, then save or delete (null) and close. */
export function NoteModal({ target, onClose }: { target: NoteTarget; onClose: () => void }) {
  const { t } = useTranslation('numbers');
  const { kind, msisdn, current } = target;
  const [text, setText] = useState(current ?? '');
  const [step, setStep] = useState<'edit' | 'confirm-delete'>('edit');
  const setLabel = useSetLabel();
  const setComment = useSetComment();
  const isPending = setLabel.isPending || setComment.isPending;
  const phone = formatPhone(msisdn);
  const next = normalizeNote(text);

  const save = (value: string | null) => {
    const handlers = {
      onSuccess: (result: { message: string }) => {
        notify(t(`success.${result.message}`));
        onClose();
      },
      onError: (error: unknown) => {
        const failed = t(`errors:${kind}_${noteOperation(current, value)}_failed`);
        const reason = errorCode(error) === 'system_error' ? undefined : translateError(t, error);
        if (reason) notifyError(reason, failed);
        else notifyError(failed);
      },
    };
    if (kind === 'label') setLabel.mutate({ msisdn, label: value }, handlers);
    else setComment.mutate({ msisdn, comment: value }, handlers);
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(`note.${kind}.title`, { phone })}
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {step === 'edit' ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (next !== current) save(next);
          }}
        >
          <Stack gap="md">
            <TextInput
              label={t(`note.${kind}.field`)}
              description={t('note.limit', { max: NOTE_MAX_LENGTH[kind] })}
              value={text}
              maxLength={NOTE_MAX_LENGTH[kind]}
              onChange={(event) => setText(event.currentTarget.value)}
              autoComplete="off"
              data-autofocus
            />
            <Group justify="space-between" gap="sm">
              <Button
                variant="light"
                color="red"
                disabled={next === null || current === null || isPending}
                onClick={() => setStep('confirm-delete')}
              >
                {t('note.delete')}
              </Button>
              <Group gap="sm">
                <Button variant="default" onClick={onClose}>
                  {t('note.cancel')}
                </Button>
                <Button type="submit" loading={isPending} disabled={next === current}>
                  {t('note.save')}
                </Button>
              </Group>
            </Group>
          </Stack>
        </form>
      ) : (
        <Stack gap="md">
          <Text>{t(`note.${kind}.confirmDelete`, { phone })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setStep('edit')} disabled={isPending}>
              {t('note.back')}
            </Button>
            <Button color="red" loading={isPending} onClick={() => save(null)} data-autofocus>
              {t('note.confirmDelete')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
