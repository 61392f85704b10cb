import { escapeHtml } from '@bike/server/core';
import { LOCALES, toBcp47 } from '@bike/shared/i18n';
import type { PageMeta } from '@bike/shared/remote-kit';
import { earlyClickCapture } from '../src/app/early-clicks';
import { styleElementText, type PageStylesheet } from './inline-styles';

/** JSON inside <script>: no way to close the tag or start a comment from data. */
export const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

export interface DocumentParts {
  lang: string;
  meta: PageMeta;
  origin: string;
  /** Path below the locale prefix, '' for home; null when the page has no alternates (errors). */
  pathBelowLocale: string | null;
  locale: string;
  brandCss: string;
  /** In order; a sheet with its text is written into the page (inline-styles.ts), the others linked. */
  stylesheets: PageStylesheet[];
  scripts: string[];
  bootData: unknown;
  hydrationData: unknown;
  body: string;
  themeColor: string;
  /** The brand's logo as a data URI, used as the page icon. */
  iconHref: string;
  /**
   * The response's Content-Security-Policy nonce: only scripts carrying it run; the scripts they
   * insert (federation remotes, chunks) are trusted through 'strict-dynamic'.
   */
  nonce: string;
}

/**
 * The shell's scripts are requested once the server's HTML has painted, not while it loads: the
 * page is complete without them, and on a slow connection ~135 KiB of script fetched alongside
 * the HTML, its CSS and the first image delays the first paint (and what a speed test counts as
 * the largest paint) by a second or more. So the scripts wait for the page's priority images
 * (`fetchpriority=high`: a bike's photo, a hero, the dealer map) to load, then for the browser to
 * report the largest paint (a largest-contentful-paint entry is delivered once its frame is on
 * screen), then one more frame. Requested from a frame callback alone, they often went out just
 * before the paint reached the screen, and Lighthouse then counted the whole script download in
 * the largest paint (bike detail: 2.1 s in 4 of 9 runs, else 1.4 s).
 * Without a new largest paint (the image is smaller than some text), or without the API, 300 ms
 * after the images do; 1.5 s at most (a tab opened in the background paints no frame). Inserted
 * scripts with async=false run in order, as defer scripts would; they are trusted through the
 * nonce policy's 'strict-dynamic'.
 */
export function scriptsAfterFirstPaint(scripts: string[]): string {
  return (
    `(function(s){var d,n=0,armed=0;function go(){if(d)return;d=1;s.forEach(function(src){var e=document.createElement('script');e.src=src;e.async=false;document.head.appendChild(e)})}` +
    `function frame(){requestAnimationFrame(function(){setTimeout(go,0)})}` +
    `function arm(){armed=1;setTimeout(frame,300)}` +
    `try{new PerformanceObserver(function(){if(armed)frame()}).observe({type:'largest-contentful-paint',buffered:true})}catch(x){}` +
    `function loaded(){if(--n===0)arm()}` +
    `var m=document.querySelectorAll('img[fetchpriority=high]');for(var i=0;i<m.length;i++)if(!m[i].complete){n++;m[i].addEventListener('load',loaded);m[i].addEventListener('error',loaded)}` +
    `if(!n)arm();setTimeout(go,1500)})(${safeJson(scripts)})`
  );
}

/** The class on <html> that holds lazy pictures back until the first paint. */
export const IMAGES_HELD_CLASS = 'images-held';

/**
 * Pictures other than the page's one priority image wait for the first paint, as the scripts do.
 * A lazy picture is fetched once it is within about 1,250 px of the viewport, which the browser
 * checks at the first layout, before anything is on screen: on a list page six card pictures
 * (~100 KB) then shared the first round trips with the HTML's CSS and delayed the first paint
 * (and a speed test's largest paint, the consent text) by ~300 ms on a slow phone. So this head
 * script marks the page, and while it is marked a rule moves lazy pictures far above the page
 * with a transform: a picture that far from the viewport is not fetched, and a transform moves
 * nothing else (hiding them with display:none made the text below them jump when they came back).
 * One frame after the first contentful paint the mark goes, and the pictures load as lazy
 * pictures do. Without script the mark is never set; the priority image (eager,
 * `fetchpriority=high`) is never held. 1.5 s at most (a background tab paints no frame).
 */
export const imagesAfterFirstPaint =
  `(function(r){var done;r.classList.add('${IMAGES_HELD_CLASS}');function go(){if(done)return;done=1;r.classList.remove('${IMAGES_HELD_CLASS}')}` +
  `function frame(){requestAnimationFrame(function(){setTimeout(go,0)})}` +
  `try{if(PerformanceObserver.supportedEntryTypes.indexOf('paint')<0)throw 0;` +
  `new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length)frame()}).observe({type:'paint',buffered:true})}catch(x){frame()}` +
  `setTimeout(go,1500)})(document.documentElement)`;
const heldImagesRule = `.${IMAGES_HELD_CLASS} img[loading=lazy]{transform:translateY(-100000px)!important}`;

/** `data-href` names an inlined sheet, so the browser's bundle knows it is there (bootstrap.tsx). */
const stylesheetElement = ({ href, text }: PageStylesheet) =>
  text === undefined ? `<link rel="stylesheet" href="${escapeHtml(href)}">` : `<style data-href="${escapeHtml(href)}">${styleElementText(text)}</style>`;

/** The HTML page around the rendered app: head for search engines and sharing, then the app. */
export function htmlDocument(p: DocumentParts): string {
  const canonicalPath = p.pathBelowLocale === null ? null : `/${p.locale}${p.pathBelowLocale ? `/${p.pathBelowLocale}` : ''}`;
  const alternates =
    canonicalPath === null
      ? ''
      : LOCALES.map((l) => `<link rel="alternate" hreflang="${toBcp47(l.code)}" href="${p.origin}/${l.code}${p.pathBelowLocale ? `/${escapeHtml(p.pathBelowLocale)}` : ''}">`).join('') +
        `<link rel="alternate" hreflang="x-default" href="${p.origin}/en_INT${p.pathBelowLocale ? `/${escapeHtml(p.pathBelowLocale)}` : ''}">`;
  const og = p.meta.openGraph ?? {};
  const openGraph = [
    ['og:title', p.meta.title],
    ['og:description', p.meta.description ?? ''],
    ['og:type', og['type'] ?? 'website'],
    ...(canonicalPath ? [['og:url', p.origin + canonicalPath]] : []),
    // Pages give image paths; sharing sites need absolute URLs.
    ...Object.entries(og).filter(([k]) => k !== 'type').map(([k, v]) => [`og:${k}`, k === 'image' && v?.startsWith('/') ? p.origin + v : v]),
  ]
    .filter(([, v]) => v)
    .map(([k, v]) => `<meta property="${k}" content="${escapeHtml(v!)}">`)
    .join('');
  const nonceAttr = escapeHtml(p.nonce);
  return `<!doctype html>
<html lang="${p.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<script nonce="${nonceAttr}">${earlyClickCapture}</script>
<style>${heldImagesRule}</style>
<script nonce="${nonceAttr}">${imagesAfterFirstPaint}</script>
<title>${escapeHtml(p.meta.title)}</title>
${p.meta.description ? `<meta name="description" content="${escapeHtml(p.meta.description)}">` : ''}
<meta name="theme-color" content="${p.themeColor}">
<link rel="icon" type="image/svg+xml" href="${escapeHtml(p.iconHref)}">
${canonicalPath ? `<link rel="canonical" href="${p.origin}${canonicalPath}">` : '<meta name="robots" content="noindex">'}
${alternates}
${openGraph}
${p.meta.jsonLd ? `<script type="application/ld+json">${safeJson(p.meta.jsonLd)}</script>` : ''}
<style id="brand-tokens">${p.brandCss}</style>
${p.stylesheets.map(stylesheetElement).join('\n')}
</head>
<body>
<div id="root">${p.body}</div>
<script nonce="${nonceAttr}">window.__SHOP__=${safeJson(p.bootData)};window.__staticRouterHydrationData=${safeJson(p.hydrationData)};</script>
<script nonce="${nonceAttr}">${scriptsAfterFirstPaint(p.scripts)}</script>
</body>
</html>`;
}
