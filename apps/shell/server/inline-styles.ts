import fs from 'node:fs';

/** One of a page's stylesheets: its address, and its text when it travels inside the HTML. */
export interface PageStylesheet {
  href: string;
  text?: string;
}

/** Where a stylesheet's file is on this server, or null (another origin, an unknown remote). */
export type StylesheetFile = (href: string) => string | null;

/** `CSS_INLINE_KB`: how much stylesheet text (KiB, before compression) a page may carry inline; 0 links every sheet. */
export function cssInlineBytes(env: NodeJS.ProcessEnv = process.env): number {
  const kib = Number(env['CSS_INLINE_KB'] ?? 64);
  return Number.isFinite(kib) && kib > 0 ? Math.floor(kib * 1024) : 0;
}

/**
 * A sheet's text as it can stand inside a page, or null to keep it a link. Inside the page a
 * relative address would resolve against the page's URL, not the sheet's: the source-map comment
 * is dropped (DevTools would ask for it under the page's path), and a sheet with a relative
 * url() stays a link.
 */
export function pageReady(css: string): string | null {
  const text = css.replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '');
  // Quoted data: URIs may hold SVG with url(#id) inside; they are not addresses of the sheet.
  const addresses = text.replace(/(['"])data:.*?\1/g, '""');
  const relative = [...addresses.matchAll(/url\(\s*(['"]?)([^'")\s]*)/g)].some(([, , address]) => address !== '' && !/^(data:|https?:|\/|#)/i.test(address));
  return relative ? null : text;
}

/** A style element's text can never end the element early, whatever a sheet contains. */
export const styleElementText = (css: string) => css.replace(/<\/style/gi, '<\\/style');

/**
 * Small stylesheets travel inside the page's HTML instead of as files (issue 9). A linked sheet
 * is a request the first paint waits for: on a phone's first visit the browser opens a new
 * connection for it, a handshake and a round trip before the first byte of CSS, and the page's
 * priority picture then shares the bandwidth with it. The shell's and a remote's sheets are
 * 5–44 KB (1.4–8 KB compressed), so a page carrying them is one round trip from its first
 * paint. Lighthouse mobile, one run each: bike detail LCP 1.21 → 1.06 s, support first paint
 * 0.90 → 0.67 s.
 * The price: a second full page load carries the CSS again instead of finding it in the cache;
 * moving between pages in the shop is client-side and loads no HTML.
 *
 * Sheets are taken in order while the page's total stays within `maxBytes`; the rest stay
 * links. The file names carry a content hash, so a text read once is right for as long as the
 * name is used; a redeployed remote brings new names.
 */
export class InlineStylesheets {
  private readonly texts = new Map<string, string | null>();

  constructor(
    private readonly fileOf: StylesheetFile,
    private readonly maxBytes: number,
    private readonly readFile: (file: string) => string = (file) => fs.readFileSync(file, 'utf8'),
  ) {}

  forPage(hrefs: string[]): PageStylesheet[] {
    let room = this.maxBytes;
    return hrefs.map((href) => {
      const text = room > 0 ? this.textOf(href) : null;
      const bytes = text === null ? 0 : Buffer.byteLength(text);
      if (text === null || bytes > room) return { href };
      room -= bytes;
      return { href, text };
    });
  }

  private textOf(href: string): string | null {
    if (this.texts.has(href)) return this.texts.get(href) ?? null;
    const file = this.fileOf(href);
    let text: string | null = null;
    try {
      text = file ? this.readFile(file) : null;
    } catch {
      text = null; // a missing file stays a link: the browser gets the server's 404 as before
    }
    if (text !== null) text = pageReady(text);
    // Old hashes of redeployed remotes are never asked for again; a bounded map forgets them.
    if (this.texts.size >= 64) this.texts.clear();
    this.texts.set(href, text);
    return text;
  }
}
