// decision 029: what other features use of users and access.
export { useMyAccess } from './team-api.ts';
export { ScopeText } from './members-panel.tsx';
