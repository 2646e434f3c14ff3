import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server's folder (apps/api), found from this module: it sits one level below it both as
 * source (src/paths.ts, run by tsx) and bundled (dist/main.js, `npm start`), so every path the
 * server reads at run time is computed here and nowhere else (decision 015).
 */
export const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Relative paths (DATA_DIR) are relative to the repository root, wherever npm runs the script. */
export const REPO_ROOT = path.resolve(API_DIR, '../..');

/** The committed forward-only SQL migrations. */
export const MIGRATIONS_DIR = path.join(API_DIR, 'migrations');

/** The built SPA. */
export const WEB_DIST_DIR = path.join(REPO_ROOT, 'apps/web/dist');
