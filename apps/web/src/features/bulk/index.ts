// Bulk actions (decision 023): what other features use of this one.
export { BulkSelectionProvider, BulkCheckbox, useBulkSelection } from './bulk-selection.tsx';
export { BulkBar } from './bulk-bar.tsx';
export { BulkJobWatcher } from './bulk-job-watcher.tsx';
