export * from './accounts.ts';
export * from './portal.ts';
