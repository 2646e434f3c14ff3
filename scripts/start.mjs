// `npm start` (and `npm run worker`): builds what changed (scripts/build.mjs), then runs the built
// server in this process — plain JavaScript, no TypeScript compiler in memory (decision 015).
// `node scripts/start.mjs [main|worker]`.
import path from 'node:path';
import { pathToFileURL, URL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { API_DIST } from './build.mjs';

const entry = process.argv[2] ?? 'main';
if (!['main', 'worker'].includes(entry)) {
  console.error(`unknown entry ${entry}; known: main, worker`);
  process.exit(1);
}
// the sources are hashed (and rebuilt if changed) on a worker thread: the thousands of files it
// reads and the objects it makes go away with the thread instead of staying in the server's
// memory (decision 015)
await new Promise((resolve, reject) => {
  const worker = new Worker(
    `import(${JSON.stringify(new URL('./build.mjs', import.meta.url).href)}).then((b) => b.buildIfChanged())`,
    { eval: true },
  );
  worker.once('error', reject);
  worker.once('exit', (code) =>
    code === 0 ? resolve() : reject(new Error(`the build exited with ${code}`)),
  );
});
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(API_DIST, `${entry}.js`)).href);
