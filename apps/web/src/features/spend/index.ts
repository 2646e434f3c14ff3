// What other features use of the spend area: the number's limit bar (decision 030).
export { SpendBar } from './spend-bar.tsx';
