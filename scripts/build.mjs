// Builds what `npm start` runs (decision 015): the server as one JavaScript bundle per entry
// (esbuild; npm packages stay external, the workspace's TypeScript is bundled) and the SPA (Vite),
// each only when its sources changed since its last build. `node scripts/build.mjs [--force]`.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const API_DIST = path.join(ROOT, 'apps/api/dist');
const WEB_DIST = path.join(ROOT, 'apps/web/dist');
const STAMP = '.sources-hash';

/** Entries of the server: name → source (each becomes dist/<name>.js). */
const SERVER_ENTRIES = {
  main: 'apps/api/src/main.ts',
  worker: 'apps/api/src/worker.ts',
  seed: 'apps/api/src/db/seed/cli.ts',
};

const TARGETS = {
  server: {
    dist: API_DIST,
    sources: ['apps/api/src', 'packages/contract/src', 'apps/api/package.json', 'scripts/build.mjs'],
    build: buildServer,
  },
  web: {
    dist: WEB_DIST,
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/build',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/postcss.config.js',
      'packages/contract/src',
      'package-lock.json',
    ],
    build: () => run('npx', ['vite', 'build', '--logLevel', 'warn'], path.join(ROOT, 'apps/web')),
  },
};

const isTest = (name) => /\.test\.tsx?$/.test(name);

function* filesUnder(entry) {
  const full = path.join(ROOT, entry);
  if (!fs.existsSync(full)) return;
  if (fs.statSync(full).isFile()) return yield full;
  for (const f of fs.readdirSync(full, { recursive: true, withFileTypes: true })) {
    if (f.isFile() && !isTest(f.name)) yield path.join(f.parentPath, f.name);
  }
}

/** A hash of the sources' names and contents: stable across checkouts, unlike times. */
function sourcesHash(sources) {
  const hash = createHash('sha256');
  const files = sources.flatMap((s) => [...filesUnder(s)]).sort();
  for (const file of files) {
    hash.update(path.relative(ROOT, file)).update('\0').update(fs.readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

function run(cmd, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, stdio: 'inherit' });
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

async function buildServer() {
  const esbuild = await import('esbuild');
  await esbuild.build({
    entryPoints: SERVER_ENTRIES,
    outdir: API_DIST,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    // decision 015: what the process holds in memory — no comments (one of them non-ASCII makes V8
    // keep the whole bundle's source as two-byte text), and maps without the sources' text (stack
    // traces need only the mappings)
    minifyWhitespace: true,
    sourcesContent: false,
    logLevel: 'warning',
    plugins: [
      {
        // npm packages are loaded from node_modules as usual; only the workspace's own
        // TypeScript (the server and @kabinet/contract) goes into the bundle
        name: 'external-packages',
        setup(build) {
          build.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@kabinet/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
}

/** Rebuilds each target whose sources changed (or all with force); says what it did. */
export async function buildIfChanged({ force = false, log = console.log } = {}) {
  await Promise.all(
    Object.entries(TARGETS).map(async ([name, target]) => {
      const hash = sourcesHash(target.sources);
      const stampFile = path.join(target.dist, STAMP);
      const built = fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8');
      if (!force && built === hash) return;
      const started = Date.now();
      log(`Building the ${name} (its sources changed)...`);
      await target.build();
      fs.writeFileSync(stampFile, hash);
      log(`Built the ${name} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    }),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildIfChanged({ force: process.argv.includes('--force') });
}
