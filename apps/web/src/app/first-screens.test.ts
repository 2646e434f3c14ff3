import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREENS } from '@kabinet/contract/first-screens';

// The server preloads a first screen's chunk by its module's path in the build's manifest
// (decision 015): a screen moved without its entry there would lose the preload unnoticed.
const WEB_ROOT = path.resolve(import.meta.dirname, '../..');

describe('first screens', () => {
  it.each(Object.entries(FIRST_SCREENS))('%s names a module of the web app', (_name, screen) => {
    expect(existsSync(path.join(WEB_ROOT, screen.module))).toBe(true);
  });
});
