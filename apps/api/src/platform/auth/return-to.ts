/**
 * Where to go after sign-in: only a path of this site. Anything that a browser could read as
 * another origin ('//evil.example', '/\evil.example', 'https://evil.example', control characters)
 * becomes '/', so /auth/login is never an open redirect.
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  // browsers drop tabs and newlines and treat '\' as '/' in URLs
  if ([...value].some((c) => c <= '\u001f' || c === '\u007f' || c === '\\')) return '/';
  try {
    const base = 'http://kabinet.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}
