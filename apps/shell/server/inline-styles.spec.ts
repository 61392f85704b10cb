import { cssInlineBytes, InlineStylesheets, pageReady } from './inline-styles';

describe('stylesheets inside the page (issue 9)', () => {
  const files: Record<string, string> = {
    '/dist/shell/main.css': 'a'.repeat(300),
    '/dist/remotes/shop/styles.css': 'b'.repeat(500),
    '/dist/remotes/dealers/styles.css': 'c'.repeat(100),
  };
  const fileOf = (href: string) => (href.startsWith('https://') ? null : `/dist${href.replace('/assets', '')}`);
  function sheets(maxBytes: number) {
    const reads: string[] = [];
    const inline = new InlineStylesheets(fileOf, maxBytes, (file) => {
      reads.push(file);
      if (!(file in files)) throw new Error(`ENOENT ${file}`);
      return files[file];
    });
    return { inline, reads };
  }

  it('writes every sheet into the page while the page stays within its allowance', () => {
    const { inline } = sheets(800);
    expect(inline.forPage(['/assets/shell/main.css', '/remotes/shop/styles.css'])).toEqual([
      { href: '/assets/shell/main.css', text: files['/dist/shell/main.css'] },
      { href: '/remotes/shop/styles.css', text: files['/dist/remotes/shop/styles.css'] },
    ]);
  });

  it('links the sheets that do not fit, keeping their order; a later small one may still fit', () => {
    const { inline } = sheets(450);
    expect(inline.forPage(['/assets/shell/main.css', '/remotes/shop/styles.css', '/remotes/dealers/styles.css'])).toEqual([
      { href: '/assets/shell/main.css', text: files['/dist/shell/main.css'] },
      { href: '/remotes/shop/styles.css' },
      { href: '/remotes/dealers/styles.css', text: files['/dist/remotes/dealers/styles.css'] },
    ]);
  });

  it('links a sheet it cannot read here (another origin, a missing file) and reads each file once', () => {
    const { inline, reads } = sheets(10_000);
    const hrefs = ['https://cdn.example/shop.css', '/remotes/gone/styles.css', '/remotes/dealers/styles.css'];
    expect(inline.forPage(hrefs).map((s) => 'text' in s)).toEqual([false, false, true]);
    inline.forPage(hrefs);
    expect(reads).toEqual(['/dist/remotes/gone/styles.css', '/dist/remotes/dealers/styles.css']);
  });

  it('CSS_INLINE_KB sets the allowance; 0 or nonsense links every sheet', () => {
    expect(cssInlineBytes({})).toBe(64 * 1024);
    expect(cssInlineBytes({ CSS_INLINE_KB: '16' })).toBe(16 * 1024);
    expect(cssInlineBytes({ CSS_INLINE_KB: '0' })).toBe(0);
    expect(cssInlineBytes({ CSS_INLINE_KB: 'lots' })).toBe(0);
    const { inline, reads } = sheets(0);
    expect(inline.forPage(['/assets/shell/main.css'])).toEqual([{ href: '/assets/shell/main.css' }]);
    expect(reads).toEqual([]);
  });
});

describe('a sheet inside the page', () => {
  it('loses its source-map comment, which would resolve against the page', () => {
    expect(pageReady('a{color:red}\n/*# sourceMappingURL=styles.1234.css.map*/')).toBe('a{color:red}\n');
  });

  it('stays a link when it has a relative url(); data:, absolute and rooted addresses are fine', () => {
    expect(pageReady('a{background:url(icon.svg)}')).toBeNull();
    expect(pageReady("a{background:url('./x.png')}")).toBeNull();
    expect(pageReady('a{background:url("data:image/svg+xml,%3Csvg%3E")} b{background:url(/media/x.svg)} c{background:url(https://cdn.example/x.png)}')).not.toBeNull();
  });
});

it('an SVG inside a quoted data: URI may use url(#id)', () => {
  expect(pageReady(`a{background:url("data:image/svg+xml,%3Csvg fill='url(%23c)'%3E")}`)).not.toBeNull();
});
