/**
 * spec §3 Action history entry: params is a JSON string that may carry `file_url`, the file the
 * action produced. Only a same-site path or an http(s) address is offered as a link.
 */
export function fileUrlOf(params: string | null): string | null {
  if (!params) return null;
  try {
    const parsed = JSON.parse(params) as unknown;
    const url =
      parsed && typeof parsed === 'object' ? (parsed as { file_url?: unknown }).file_url : undefined;
    if (typeof url !== 'string') return null;
    if (url.startsWith('/') && !url.startsWith('//')) return url;
    return /^https?:\/\//i.test(url) ? url : null;
  } catch {
    return null;
  }
}
