export * from './route.ts';
export * from './errors.ts';
export * from './features.ts';
export * from './accounts.ts';
export * from './i18n-text.ts';
export * from './rules/bin-iin.ts';
export * from './rules/luhn.ts';
