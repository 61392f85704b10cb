import { escapeHtml } from '@bike/server/core';
import type { OutboxMail } from './schema';

const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"'`]+/g;

/**
 * Turns http(s) links of a plain-text body into anchors and escapes everything, URLs included.
 * The text part is shown as text, so nothing a user typed (a name in a greeting) can run as
 * markup, and javascript: or other schemes never become links. The HTML part is shown apart, in
 * a sandboxed frame (htmlPart).
 */
export function linkifyText(text: string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const url = match[0];
    const at = match.index ?? 0;
    out += escapeHtml(text.slice(last, at));
    out += `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    last = at + url.length;
  }
  return out + escapeHtml(text.slice(last));
}

/**
 * The HTML part as the recipient sees it, in a sandboxed frame: srcdoc (escaped into the
 * attribute), no scripts, no same origin (so nothing in a mail reaches this page or the shop),
 * links open in a new tab. The page's CSP still applies inside: inline styles and data: images
 * (the logo) only, nothing is fetched.
 */
function htmlPart(mail: OutboxMail): string {
  return `<section class="part" aria-label="HTML part of ${escapeHtml(mail.subject)}">
      <h3>HTML part</h3>
      <iframe class="html-part" sandbox="allow-popups allow-popups-to-escape-sandbox" referrerpolicy="no-referrer" loading="lazy" title="${escapeHtml(`HTML part: ${mail.subject}`)}" srcdoc="${escapeHtml(mail.html ?? '')}"></iframe>
    </section>`;
}

export function renderMailboxPage(mails: OutboxMail[]): string {
  const items = mails
    .map(
      (mail) => `<article class="mail">
  <header>
    <h2>${escapeHtml(mail.subject)}</h2>
    <p class="meta">To <strong>${escapeHtml(mail.to)}</strong> · <time datetime="${escapeHtml(mail.createdAt.toISOString())}">${escapeHtml(mail.createdAt.toISOString().replace('T', ' ').slice(0, 19))} UTC</time></p>
  </header>
  <div class="parts">
    ${mail.html ? htmlPart(mail) : ''}
    <section class="part" aria-label="Text part of ${escapeHtml(mail.subject)}">
      <h3>Text part</h3>
      <pre>${linkifyText(mail.text)}</pre>
    </section>
  </div>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Mailbox (development outbox)</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 84rem; padding: 1.5rem; color: #1a1a1a; }
  .parts { display: grid; gap: 1rem; margin-top: .75rem; }
  @media (min-width: 64rem) { .parts { grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); } }
  .part h3 { font-size: .9rem; text-transform: uppercase; letter-spacing: .04em; color: #555; margin: 0 0 .25rem; }
  .html-part { width: 100%; height: 42rem; border: 1px solid #ccc; border-radius: 4px; background: #fff; }
  h1 { font-size: 1.5rem; }
  .mail { border: 1px solid #ccc; border-radius: 6px; padding: 1rem; margin: 1rem 0; }
  .mail h2 { font-size: 1.1rem; margin: 0; }
  .meta { color: #555; margin: .25rem 0 0; }
  pre { white-space: pre-wrap; word-break: break-word; font: inherit; margin: 0; }
  a { color: #0645ad; }
</style>
</head>
<body>
<main>
<h1>Mailbox</h1>
<p>Mails the shop sent while no SMTP server is configured, newest first (${mails.length}).</p>
${items || '<p>No mails yet.</p>'}
</main>
</body>
</html>`;
}
