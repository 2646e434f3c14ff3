import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// CONVENTIONS "Boundaries", enforced by the repository's ESLint config (eslint.config.js): each case
// lints one import as if it sat in the named file and reads which boundary rule, if any, fires.
const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '../../..') });

async function violations(filePath: string, from: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { x } from '${from}';\nexport const y = x;\n`, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import directions (CONVENTIONS Boundaries)', () => {
  it('web: a feature does not import another feature, nor app/', async () => {
    expect(await violations('apps/web/src/features/numbers/a.ts', '../number-detail/b.ts')).toHaveLength(1);
    expect(await violations('apps/web/src/features/numbers/sub/a.ts', '../../esim/b.ts')).toHaveLength(1);
    expect(await violations('apps/web/src/features/numbers/a.ts', '../../features/esim/b.ts')).toHaveLength(
      1,
    );
    expect(await violations('apps/web/src/features/numbers/a.ts', '../../app/router.tsx')).toHaveLength(1);
    // its own files, shared/ and the contract are fine
    expect(await violations('apps/web/src/features/numbers/a.ts', './b.ts')).toEqual([]);
    expect(await violations('apps/web/src/features/numbers/sub/a.ts', '../b.ts')).toEqual([]);
    expect(await violations('apps/web/src/features/numbers/a.ts', '../../shared/api/x.ts')).toEqual([]);
    expect(await violations('apps/web/src/features/numbers/a.ts', '@kabinet/contract')).toEqual([]);
  });

  it('web: shared/ imports neither features/ nor app/', async () => {
    expect(await violations('apps/web/src/shared/api/a.ts', '../../features/numbers/b.ts')).toHaveLength(1);
    expect(await violations('apps/web/src/shared/api/a.ts', '../../app/router.tsx')).toHaveLength(1);
    expect(await violations('apps/web/src/shared/api/a.ts', '../format/phone.ts')).toEqual([]);
  });

  it('api: modules, platform and jobs do not import the reference operator', async () => {
    const reference = '../../operator/reference/index.ts';
    expect(await violations('apps/api/src/modules/numbers/a.ts', reference)).toHaveLength(1);
    expect(await violations('apps/api/src/platform/a.ts', '../operator/reference/x.ts')).toHaveLength(1);
    expect(
      await violations('apps/api/src/jobs/a.ts', '../operator/reference/services/index.ts'),
    ).toHaveLength(1);
    expect(await violations('apps/api/src/modules/numbers/a.ts', '../../operator/port.ts')).toEqual([]);
    // the composition roots wire it in
    expect(await violations('apps/api/src/server.ts', './operator/reference/index.ts')).toEqual([]);
  });
});
