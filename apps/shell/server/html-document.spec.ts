import { htmlDocument, imagesAfterFirstPaint, IMAGES_HELD_CLASS, scriptsAfterFirstPaint, type DocumentParts } from './html-document';

const parts = (overrides: Partial<DocumentParts> = {}): DocumentParts => ({
  lang: 'en',
  meta: { title: 'Bikes', jsonLd: { '@type': 'Product', name: '</script><script>alert(1)</script>' } },
  origin: 'https://shop.example',
  pathBelowLocale: 'bikes',
  locale: 'en_INT',
  brandCss: ':root{}',
  stylesheets: [{ href: '/assets/shell/main.css' }],
  scripts: ['/assets/shell/runtime.js', '/assets/shell/main.js'],
  bootData: { brand: 'ardenne', note: '</script><script>alert(2)</script>' },
  hydrationData: { loaderData: {} },
  body: '<main>Bikes</main>',
  themeColor: '#000',
  iconHref: 'data:image/svg+xml,x',
  nonce: 'bm9uY2Utb2YtdGhpcy1wYWdl',
  ...overrides,
});

/** Frames and timers that run when a test says: the head scripts' view of time. */
function fakeClock() {
  let frames: (() => void)[] = [];
  let timers: { run: () => void; ms: number }[] = [];
  const runTimers = (ms: number) => {
    const due = timers.filter((t) => t.ms === ms);
    timers = timers.filter((t) => t.ms !== ms);
    due.forEach((t) => t.run());
  };
  return {
    requestAnimationFrame: (run: () => void) => frames.push(run),
    setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
    /** One frame: its callbacks, then the zero timeouts they set. */
    frame: () => {
      const now = frames;
      frames = [];
      now.forEach((run) => run());
      runTimers(0);
    },
    timeout: runTimers,
  };
}

describe('the server HTML under a nonce-based Content-Security-Policy', () => {
  it('every script that runs carries the response nonce; data blocks need none', () => {
    const html = htmlDocument(parts());
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    const running = scripts.filter((tag) => !tag.includes('application/ld+json'));
    expect(running).toHaveLength(4); // early-click capture, the image hold, boot data, the loader of the shell bundles
    for (const tag of running) expect(tag).toContain('nonce="bm9uY2Utb2YtdGhpcy1wYWdl"');
  });

  it('data in the page cannot close its script element and start an unnonced one', () => {
    const html = htmlDocument(parts());
    expect(html).not.toContain('<script>alert');
    expect([...html.matchAll(/<script\b/g)]).toHaveLength(5);
  });

  /** Runs the inserted script against a fake browser: frames, timers and paint reports happen when the test says. */
  function fakeBrowser(pendingImages: number, { paintReports = true } = {}) {
    const inserted: { src: string; async: boolean }[] = [];
    const clock = fakeClock();
    let reportPaint = () => undefined as void;
    const images = Array.from({ length: pendingImages }, () => {
      const listeners: Record<string, () => void> = {};
      return { complete: false, addEventListener: (type: string, run: () => void) => (listeners[type] = run), fire: (type: string) => listeners[type]() };
    });
    const document = {
      createElement: () => ({}) as { src: string; async: boolean },
      head: { appendChild: (e: { src: string; async: boolean }) => inserted.push(e) },
      querySelectorAll: (selector: string) => (selector === 'img[fetchpriority=high]' ? [...images, { complete: true, addEventListener: () => undefined }] : []),
    };
    class PerformanceObserver {
      constructor(private readonly callback: () => void) {}
      observe(options: { type: string; buffered: boolean }) {
        if (!paintReports) throw new TypeError('unsupported entry type');
        expect(options).toEqual({ type: 'largest-contentful-paint', buffered: true });
        reportPaint = () => this.callback();
      }
    }
    new Function('document', 'requestAnimationFrame', 'setTimeout', 'PerformanceObserver', scriptsAfterFirstPaint(['/assets/shell/vendor.js', '/assets/shell/main.js']))(
      document,
      clock.requestAnimationFrame,
      clock.setTimeout,
      PerformanceObserver,
    );
    return { inserted, images, frame: clock.frame, timeout: clock.timeout, paint: () => reportPaint() };
  }

  const BUNDLES = [{ src: '/assets/shell/vendor.js', async: false }, { src: '/assets/shell/main.js', async: false }];

  it('requests the shell bundles in order, once, a frame after the largest paint is reported', () => {
    const page = fakeBrowser(0);
    page.frame();
    expect(page.inserted).toEqual([]); // a frame alone may not be on screen yet
    page.paint();
    expect(page.inserted).toEqual([]);
    page.frame();
    expect(page.inserted).toEqual(BUNDLES);
    page.paint();
    page.frame();
    page.timeout(300);
    page.timeout(1500);
    page.frame();
    expect(page.inserted).toHaveLength(2);
  });

  it('waits for the priority images, then for their paint (a failed image counts as done)', () => {
    const page = fakeBrowser(2);
    page.paint(); // the text painted first: not yet
    page.frame();
    page.images[0].fire('load');
    page.paint();
    page.frame();
    expect(page.inserted).toEqual([]);
    page.images[1].fire('error');
    page.paint();
    page.frame();
    expect(page.inserted).toEqual(BUNDLES);
  });

  it('goes 300 ms after the images when no new largest paint comes, or the browser cannot report one', () => {
    for (const paintReports of [true, false]) {
      const page = fakeBrowser(1, { paintReports });
      page.images[0].fire('load');
      page.frame();
      expect(page.inserted).toEqual([]);
      page.timeout(300);
      page.frame();
      expect(page.inserted).toEqual(BUNDLES);
    }
  });

  it('gives up waiting after 1.5 s (a background tab paints no frame)', () => {
    const page = fakeBrowser(1);
    page.timeout(1500);
    expect(page.inserted).toEqual(BUNDLES);
  });
});

describe('pictures wait for the first paint (issue 9: one request before it at most)', () => {
  /** Runs the head script against a fake browser: paint reports, frames and timers come when the test says. */
  function fakePage({ paintTiming = true } = {}) {
    const classes = new Set<string>();
    const clock = fakeClock();
    let report: (names: string[]) => void = () => undefined;
    class PerformanceObserver {
      static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : ['largest-contentful-paint'];
      constructor(private readonly callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {}
      observe(options: { type: string; buffered: boolean }) {
        expect(options).toEqual({ type: 'paint', buffered: true });
        report = (names) => this.callback({ getEntriesByName: (name: string) => names.filter((n) => n === name) });
      }
    }
    const root = { classList: { add: (c: string) => classes.add(c), remove: (c: string) => classes.delete(c) } };
    new Function('document', 'requestAnimationFrame', 'setTimeout', 'PerformanceObserver', imagesAfterFirstPaint)(
      { documentElement: root },
      clock.requestAnimationFrame,
      clock.setTimeout,
      PerformanceObserver,
    );
    return { held: () => classes.has(IMAGES_HELD_CLASS), frame: clock.frame, timeout: clock.timeout, paint: (...names: string[]) => report(names) };
  }

  it('holds lazy pictures until a frame after the first contentful paint', () => {
    const page = fakePage();
    expect(page.held()).toBe(true);
    page.frame();
    page.paint('first-paint'); // a background colour is not content
    page.frame();
    expect(page.held()).toBe(true);
    page.paint('first-contentful-paint');
    expect(page.held()).toBe(true); // the paint is reported; its frame may not be on screen yet
    page.frame();
    expect(page.held()).toBe(false);
  });

  it('lets them go after a frame where the browser reports no paints, and after 1.5 s at most', () => {
    const noTiming = fakePage({ paintTiming: false });
    noTiming.frame();
    expect(noTiming.held()).toBe(false);
    const background = fakePage();
    background.timeout(1500);
    expect(background.held()).toBe(false);
  });

  it('the page holds only lazy pictures, and only while the mark is set', () => {
    const html = htmlDocument(parts());
    expect(html).toContain(`<style>.${IMAGES_HELD_CLASS} img[loading=lazy]{`);
    // The mark is set by script: a browser without script loads every picture as it always did.
    expect(html).not.toMatch(/<html[^>]*images-held/);
  });
});

describe('stylesheets in the page', () => {
  it('links a sheet without text, writes one with text into a style element named by its address', () => {
    const html = htmlDocument(parts({ stylesheets: [{ href: '/assets/shell/main.css', text: 'a{color:red}' }, { href: '/remotes/shop/styles.css' }] }));
    expect(html).toContain('<style data-href="/assets/shell/main.css">a{color:red}</style>\n<link rel="stylesheet" href="/remotes/shop/styles.css">');
  });

  it('a sheet cannot end its style element early', () => {
    const html = htmlDocument(parts({ stylesheets: [{ href: '/x.css', text: 'a::after{content:"</style><script>alert(1)</script>"}' }] }));
    expect(html).not.toContain('</style><script>alert');
    expect(html).toContain('<\\/style><script>alert(1)</script>"}</style>');
  });
});
