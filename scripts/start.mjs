// `npm start` (and `npm run worker`): builds what changed (scripts/build.mjs), then runs the built
// server in this process — plain JavaScript, no TypeScript compiler in memory (decision 015).
// `node scripts/start.mjs [main|worker]`.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { API_DIST, buildIfChanged } from './build.mjs';

const entry = process.argv[2] ?? 'main';
if (!['main', 'worker'].includes(entry)) {
  console.error(`unknown entry ${entry}; known: main, worker`);
  process.exit(1);
}
await buildIfChanged();
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(API_DIST, `${entry}.js`)).href);
