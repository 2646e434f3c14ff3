import { useQueryClient } from '@tanstack/react-query';
import { useSingleMutation } from '../../shared/api/use-single-mutation.ts';
import { callApi, type CallResult } from '../../shared/api/call-api.ts';
import { useCompany } from '../../shared/company/company-context.ts';
import type { NoteKind } from './card-note.tsx';
import { numbersKeys } from './numbers-keys.ts';
import { numbersRoutes } from '@kabinet/contract/route-refs';

export interface NoteChange {
  msisdn: string;
  kind: NoteKind;
  /** the new text; null deletes it */
  text: string | null;
}

export type NoteResult =
  CallResult<typeof numbersRoutes.setLabel> | CallResult<typeof numbersRoutes.setComment>;

/** spec §7 POST /api/subscribers/{msisdn}/label?label= or /comment?comment=; null deletes. */
export function setNote({ msisdn, kind, text }: NoteChange): Promise<NoteResult> {
  const params = { msisdn };
  return kind === 'label'
    ? callApi(numbersRoutes.setLabel, { params, query: { label: text } })
    : callApi(numbersRoutes.setComment, { params, query: { comment: text } });
}

/** A number's label or comment, saved or deleted; the numbers lists are asked again. */
export function useSetNote() {
  const { bin } = useCompany();
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: (change: NoteChange) => setNote(change),
    // the modal raises its own spec §8 "Tags and comments" toasts
    meta: { silent: true },
    onSuccess: () => {
      if (bin) void queryClient.invalidateQueries({ queryKey: numbersKeys.all(bin) });
    },
  });
}
