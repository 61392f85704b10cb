/**
 * Escapes text for HTML (and XML) element content and double- or single-quoted attribute values:
 * the five characters that could end a text or an attribute. The one copy for the server-made
 * pages (mailbox, sandbox payment page, the shell's document head), the mails and the sitemaps.
 */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}
