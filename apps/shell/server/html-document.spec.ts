import { htmlDocument, scriptsAfterFirstPaint, type DocumentParts } from './html-document';

const parts = (overrides: Partial<DocumentParts> = {}): DocumentParts => ({
  lang: 'en',
  meta: { title: 'Bikes', jsonLd: { '@type': 'Product', name: '</script><script>alert(1)</script>' } },
  origin: 'https://shop.example',
  pathBelowLocale: 'bikes',
  locale: 'en_INT',
  brandCss: ':root{}',
  stylesheets: ['/assets/shell/main.css'],
  scripts: ['/assets/shell/runtime.js', '/assets/shell/main.js'],
  bootData: { brand: 'ardenne', note: '</script><script>alert(2)</script>' },
  hydrationData: { loaderData: {} },
  body: '<main>Bikes</main>',
  themeColor: '#000',
  iconHref: 'data:image/svg+xml,x',
  nonce: 'bm9uY2Utb2YtdGhpcy1wYWdl',
  ...overrides,
});

describe('the server HTML under a nonce-based Content-Security-Policy', () => {
  it('every script that runs carries the response nonce; data blocks need none', () => {
    const html = htmlDocument(parts());
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    const running = scripts.filter((tag) => !tag.includes('application/ld+json'));
    expect(running).toHaveLength(3); // early-click capture, boot data, the loader of the shell bundles
    for (const tag of running) expect(tag).toContain('nonce="bm9uY2Utb2YtdGhpcy1wYWdl"');
  });

  it('data in the page cannot close its script element and start an unnonced one', () => {
    const html = htmlDocument(parts());
    expect(html).not.toContain('<script>alert');
    expect([...html.matchAll(/<script\b/g)]).toHaveLength(4);
  });

  it('requests the shell bundles in order, after the first frame (or a second in a background tab), once', () => {
    const inserted: { src: string; async: boolean }[] = [];
    const frames: (() => void)[] = [];
    const timers: { run: () => void; ms: number }[] = [];
    const document = { createElement: () => ({}) as { src: string; async: boolean }, head: { appendChild: (e: { src: string; async: boolean }) => inserted.push(e) } };
    const requestAnimationFrame = (run: () => void) => frames.push(run);
    const setTimeout = (run: () => void, ms: number) => timers.push({ run, ms });
    new Function('document', 'requestAnimationFrame', 'setTimeout', scriptsAfterFirstPaint(['/assets/shell/vendor.js', '/assets/shell/main.js']))(document, requestAnimationFrame, setTimeout);

    expect(inserted).toEqual([]); // nothing before the first frame
    frames.forEach((run) => run());
    timers.filter((t) => t.ms === 0).forEach((t) => t.run());
    expect(inserted).toEqual([{ src: '/assets/shell/vendor.js', async: false }, { src: '/assets/shell/main.js', async: false }]);
    timers.filter((t) => t.ms === 1000).forEach((t) => t.run());
    expect(inserted).toHaveLength(2);
  });
});
