// What the shell uses of the numbers area: the list asked beside the company's profile (decision 015).
export { prefetchNumbersList } from './use-subscribers-search.ts';
