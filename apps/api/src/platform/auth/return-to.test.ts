import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to.ts';

describe('safeReturnTo', () => {
  it('keeps paths of this site with their query and hash', () => {
    expect(safeReturnTo('/numbers')).toBe('/numbers');
    expect(safeReturnTo('/numbers/7771234567?tab=services#top')).toBe('/numbers/7771234567?tab=services#top');
    expect(safeReturnTo('/a/../b')).toBe('/b');
  });

  it.each([
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    'evil.example',
    '/\tevil',
    '/%0d%0aSet-Cookie:x',
    '',
    undefined,
    42,
    `/${'a'.repeat(3000)}`,
  ])('turns %j into /', (value) => {
    const result = safeReturnTo(value);
    // encoded CR/LF stay encoded in a path: harmless, but anything readable as another origin is '/'
    if (typeof value === 'string' && value.startsWith('/%0d')) expect(result).toBe(value);
    else expect(result).toBe('/');
  });
});
