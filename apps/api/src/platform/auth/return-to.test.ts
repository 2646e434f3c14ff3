import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to.ts';

// decision 012 (open redirect): return addresses are resolved first, then checked as same-origin paths.

/** Known open-redirect payloads (PayloadsAllTheThings, OWASP cheat sheet) and the findings. */
const OPEN_REDIRECT_PAYLOADS = [
  '/.//evil.example/login',
  '/..//evil.example',
  '/a/..//evil.example',
  '/%2e//evil.example',
  '/%2E%2E//evil.example',
  '/a/%2e%2e//evil.example',
  '/././/evil.example',
  '//evil.example',
  '///evil.example',
  '////evil.example',
  '/\\evil.example',
  '/\\/evil.example',
  '\\\\evil.example',
  '/%5cevil.example',
  '/%5c%5cevil.example',
  '/%2f%2fevil.example',
  '/%2F/evil.example',
  'https://evil.example',
  'http:evil.example',
  'https:/evil.example',
  '//evil.example@kabinet',
  '/\tevil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r//evil.example',
  '\u0000//evil.example',
  '/\u0000/evil.example',
  '/ /evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '/%09/evil.example',
  '/%0a/evil.example',
  '/°/evil.example',
  '/。/evil.example',
  '//evil%E3%80%82example',
  '/〱evil.example',
  '/⁄⁄evil.example',
  '//%00evil.example',
  '/https://evil.example',
  '/../../../../evil.example',
  '/..;//evil.example',
  '/.%2e//evil.example',
  '/%2e%2e%2f%2fevil.example',
  'evil.example',
  '@evil.example',
  '',
];

const BASE = 'https://portal.example.kz';

/** What a browser does with the Location header: it must stay on the portal's origin. */
function staysOnPortal(location: string): boolean {
  try {
    return new URL(location, `${BASE}/some/page`).origin === BASE;
  } catch {
    return false;
  }
}

function isSamePath(result: string): boolean {
  return (
    result.startsWith('/') && !result.startsWith('//') && !result.startsWith('/\\') && staysOnPortal(result)
  );
}

describe('safeReturnTo', () => {
  it('keeps paths of this site with their query and hash', () => {
    expect(safeReturnTo('/numbers')).toBe('/numbers');
    expect(safeReturnTo('/numbers/7771234567?tab=services#top')).toBe('/numbers/7771234567?tab=services#top');
    expect(safeReturnTo('/a/../b')).toBe('/b');
    expect(safeReturnTo('/documents/acts?from=2026-01-01&to=2026-02-01')).toBe(
      '/documents/acts?from=2026-01-01&to=2026-02-01',
    );
  });

  it.each(OPEN_REDIRECT_PAYLOADS)('never leaves the portal for %j', (payload) => {
    const result = safeReturnTo(payload);
    expect(isSamePath(result), result).toBe(true);
  });

  it('turns the open-redirect payloads of decision 012 into /', () => {
    for (const payload of ['/.//evil.example/login', '/..//x', '/a/..//x', '/%2e//x'])
      expect(safeReturnTo(payload)).toBe('/');
  });

  it('answers a same-origin path for any string (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (value) => isSamePath(safeReturnTo(value))),
      { numRuns: 3000 },
    );
  });

  it('answers a same-origin path for payloads spliced into paths (property)', () => {
    const segment = fc.constantFrom('', '.', '..', '%2e', '%2e%2e', 'a', 'numbers', '\\', '/', '%2f', '%5c');
    const path = fc.array(segment, { maxLength: 6 }).map((parts) => `/${parts.join('/')}`);
    fc.assert(
      fc.property(path, fc.constantFrom(...OPEN_REDIRECT_PAYLOADS), path, (before, payload, after) =>
        [
          `${before}${payload}`,
          `${before}/${payload}`,
          `${payload}${after}`,
          `${before}${payload}${after}`,
        ].every((value) => isSamePath(safeReturnTo(value))),
      ),
      { numRuns: 2000 },
    );
  });

  it('keeps ordinary portal paths exactly (property)', () => {
    const word = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    const path = fc.array(word, { minLength: 1, maxLength: 5 }).map((parts) => `/${parts.join('/')}`);
    const query = fc.option(fc.stringMatching(/^[a-z]{1,5}=[a-z0-9]{0,8}$/), { nil: undefined });
    fc.assert(
      fc.property(path, query, (p, q) => {
        const value = q ? `${p}?${q}` : p;
        return safeReturnTo(value) === value;
      }),
    );
  });
});
