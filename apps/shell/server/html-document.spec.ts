import { htmlDocument, type DocumentParts } from './html-document';

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
    expect(running).toHaveLength(3); // boot data + two shell bundles
    for (const tag of running) expect(tag).toContain('nonce="bm9uY2Utb2YtdGhpcy1wYWdl"');
  });

  it('data in the page cannot close its script element and start an unnonced one', () => {
    const html = htmlDocument(parts());
    expect(html).not.toContain('<script>alert');
    expect([...html.matchAll(/<script\b/g)]).toHaveLength(4);
  });
});
