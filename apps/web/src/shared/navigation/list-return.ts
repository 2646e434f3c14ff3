import { useLocation } from 'react-router';
import { paths } from '../access/access.ts';

/**
 * The numbers list lives in the URL (filters, page); a number's detail page carries the list's
 * search in the history state, so its "back to the list" link returns to the same page and
 * filters that the browser's Back would (the link used to drop them). A reload keeps history state too.
 */
interface ListReturnState {
  listSearch?: string;
}

/** The state a link from the list to a detail page carries. */
export function useListLinkState(): ListReturnState {
  return { listSearch: useLocation().search };
}

/** Where "back to the list" goes: the list as it was left, else its first page. */
export function useListReturnPath(): string {
  const state = useLocation().state as ListReturnState | null;
  const search = state?.listSearch;
  return search && search.startsWith('?') ? `${paths.numbers}${search}` : paths.numbers;
}
