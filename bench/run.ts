import { benchNumbersSearch } from './numbers-search.ts';

// `npm run bench [name...]` (DESIGN §7): measurements, never assertions. Latencies in ms.
const BENCHES: Record<string, () => Promise<unknown>> = {
  'numbers-search': benchNumbersSearch,
};

const names = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const selected = names.length ? names : Object.keys(BENCHES);
for (const name of selected) {
  const bench = BENCHES[name];
  if (!bench) {
    console.error(`unknown bench ${name}; known: ${Object.keys(BENCHES).join(', ')}`);
    process.exit(1);
  }
  console.log(`== ${name}`);
  await bench();
}
