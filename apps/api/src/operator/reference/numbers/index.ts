import type { Db } from '../../../db/client.ts';
import type { NumbersPort } from '../../numbers-port.ts';
import { createCompanyLines } from './company-lines.ts';
import { createSubscriberNotes } from './number-notes.ts';
import { createNumbersExport } from './numbers-export.ts';
import { createSubscriberSearch } from './numbers-search.ts';
import { createSubscriberSelection } from './numbers-selection.ts';

/** The reference operator's numbers list: the company's lines (decision 034), the search, the export, and the labels and comments. */
export function createReferenceNumbers(db: Db): NumbersPort {
  const notes = createSubscriberNotes(db);
  return {
    ...createCompanyLines(db),
    searchSubscribers: createSubscriberSearch(db).searchSubscribers,
    exportSubscribers: createNumbersExport(db),
    selectSubscribers: createSubscriberSelection(db).selectSubscribers,
    setLabel: notes.setLabel,
    setComment: notes.setComment,
  };
}
