import type { NoteKind } from './card-note.tsx';

// decision 015: the note modal (its form library and checks) is not part of the list's first load;
// decision 028: it is fetched when an edit button is pointed at or focused, so the press that opens
// it does not wait for the network.
let loading: Promise<typeof import('./note-modal.tsx')> | undefined;

export const loadNoteModal = () => (loading ??= import('./note-modal.tsx'));

/** The modal's code and the checks of the field it edits, fetched ahead of the press. */
export function preloadNoteModal(kind: NoteKind): void {
  void loadNoteModal().then((module) => module.preloadNoteChecks(kind));
}
