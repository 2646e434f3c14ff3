/** One slot of the page list: a page number or an ellipsis standing for the pages in between. */
export type PageItem = { kind: 'page'; page: number } | { kind: 'ellipsis'; key: 'before' | 'after' };

/**
 * spec §2 Pagination: page 1, an ellipsis, the current ("middle") page, an ellipsis, the last
 * page (first/previous/next/last buttons sit around this list). A gap of a single page shows
 * that page instead of an ellipsis. Empty when there is at most one page (the pager is hidden).
 */
export function paginationItems(current: number, totalPages: number): PageItem[] {
  if (totalPages <= 1) return [];
  const middle = Math.min(Math.max(1, current), totalPages);
  const pages = [...new Set([1, middle, totalPages])].sort((a, b) => a - b);
  const items: PageItem[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined) {
      if (page - previous === 2) items.push({ kind: 'page', page: previous + 1 });
      else if (page - previous > 2)
        items.push({ kind: 'ellipsis', key: page === totalPages ? 'after' : 'before' });
    }
    items.push({ kind: 'page', page });
  });
  return items;
}
