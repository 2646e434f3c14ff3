import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { tmfProfile } from './profile.ts';

// decision 036: docs/tmf-profile.json is the profile the contract makes, written out — a change of
// what the portal reads of a BSS that the document does not say fails here
// (regenerate: npx tsx -e "import('./apps/api/src/operator/tmf/profile.ts').then(m => console.log(JSON.stringify(m.tmfProfile(), null, 2)))" > docs/tmf-profile.json).

describe('the TMF profile (decision 036)', () => {
  it('docs/tmf-profile.json is what the contract makes', () => {
    const written = JSON.parse(
      readFileSync(new URL('../../../../../docs/tmf-profile.json', import.meta.url), 'utf8'),
    );
    expect(written).toEqual(JSON.parse(JSON.stringify(tmfProfile())));
  });
});
