/** Text → HTML text and attribute values (the IdP's pages, the mail bodies). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
