const BASE = 'http://kabinet.invalid';
const MAX_LENGTH = 2048;

/**
 * Where to go after sign-in: only a path of this site. The value is first resolved the way a
 * browser resolves it (dot segments, percent-encoded dots, backslashes), and only the RESULT is
 * checked: '/.//evil.example' resolves to '//evil.example', which a browser reads as another
 * origin (decision 012). Anything that is not a same-origin path after resolution becomes '/', so
 * /auth/login is never an open redirect.
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return '/';
  if (!value.startsWith('/')) return '/';
  // browsers drop tabs and newlines and treat '\' as '/' in URLs: refuse rather than guess
  if ([...value].some((c) => c <= '\u001f' || c === '\u007f' || c === '\\')) return '/';
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return '/';
  }
  if (url.origin !== BASE) return '/';
  const resolved = `${url.pathname}${url.search}${url.hash}`;
  return isSameOriginPath(resolved) ? resolved : '/';
}

/** A path a browser resolves against this origin: one leading '/', not '//' or '/\'. */
function isSameOriginPath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
  // and resolving it again changes nothing (no dot segment or encoded dot left to re-resolve)
  try {
    const again = new URL(path, BASE);
    return again.origin === BASE && `${again.pathname}${again.search}${again.hash}` === path;
  } catch {
    return false;
  }
}
