import { useEffect, useState } from 'react';
import type { FieldError } from 'react-hook-form';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { COMMENT_MAX_LENGTH, LABEL_MAX_LENGTH } from '@kabinet/contract/constants';
import { normalizeNote } from '@kabinet/contract/rules/note-text';
import { formatPhone } from '../../shared/format/phone-format.ts';
import { notify, notifyError } from '../../shared/notify/notify.ts';
import { translateError } from '../../shared/i18n/translate-error.ts';
import {
  lazySchema,
  useContractForm,
  useFieldErrorText,
  type FormSchema,
  type LazySchema,
} from '../../shared/form/use-contract-form.ts';
import type { NoteKind } from './card-note.tsx';
import { useSetNote } from './use-set-note.ts';

/**
 * The contract's query of each edit: the form refuses what the server would, with its code.
 * Loaded with the form's first check, not with the numbers list (decision 015).
 */
const NOTE_SCHEMA: Record<NoteKind, LazySchema<FormSchema>> = {
  label: lazySchema(() => import('@kabinet/contract/numbers').then((m) => m.numbersRoutes.setLabel.query!)),
  comment: lazySchema(() =>
    import('@kabinet/contract/numbers').then((m) => m.numbersRoutes.setComment.query!),
  ),
};

/** Fetches the checks of one kind of note ahead of the modal's first render (note-modal-loader.ts). */
export function preloadNoteChecks(kind: NoteKind): void {
  void NOTE_SCHEMA[kind].load();
  void import('@hookform/resolvers/zod');
}

/** spec §5: label ≤ 20 characters, comment ≤ 50 when edited. */
export const NOTE_MAX_LENGTH: Record<NoteKind, number> = {
  label: LABEL_MAX_LENGTH,
  comment: COMMENT_MAX_LENGTH,
};

export interface NoteTarget {
  msisdn: string;
  kind: NoteKind;
  current: string | null;
}

/** spec §4 label/comment modal: edit, or a delete-confirm step, then save or delete (null) and close. */
export function NoteModal({ target, onClose }: { target: NoteTarget; onClose: () => void }) {
  const { t } = useTranslation('numbers');
  const { kind, msisdn, current } = target;
  const [step, setStep] = useState<'edit' | 'confirm-delete'>('edit');
  const form = useContractForm(NOTE_SCHEMA[kind], { defaultValues: { [kind]: current ?? '' } });
  const errorText = useFieldErrorText();
  // the modal is the user's own step: its checking code loads as it opens
  useEffect(form.preloadChecks, [form.preloadChecks]);
  const setNote = useSetNote();
  const isPending = setNote.isPending;
  const phone = formatPhone(msisdn);
  const next = normalizeNote(form.watch(kind) as string | undefined);

  const save = (value: string | null) =>
    setNote.mutate(
      { msisdn, kind, text: value },
      {
        onSuccess: (result) => {
          notify(t(`success.${result.message}`));
          onClose();
        },
        onError: (error) => {
          setStep('edit');
          if (form.showProblem(error)) return;
          // spec §8: the server's own code (label_add_failed, msisdn_blocked, …) or, with no answer,
          // service unavailable — never a failure text guessed by the browser
          notifyError(translateError(t, error));
        },
      },
    );
  const handleSave = form.handleSubmit((values) => {
    const value = (values[kind] as string | null | undefined) ?? null;
    if (value !== current) save(value);
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(`note.${kind}.title`, { phone })}
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {step === 'edit' ? (
        <form onSubmit={handleSave} noValidate>
          <Stack gap="md">
            <TextInput
              label={t(`note.${kind}.field`)}
              description={t('note.limit', { max: NOTE_MAX_LENGTH[kind] })}
              maxLength={NOTE_MAX_LENGTH[kind]}
              error={errorText(form.formState.errors[kind] as FieldError | undefined)}
              autoComplete="off"
              {...form.register(kind)}
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
