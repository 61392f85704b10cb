import { escapeHtml } from './html';

describe('escapeHtml', () => {
  it('escapes the five characters that can end a text or an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });

  it('escapes an ampersand once (no double escaping of its own output)', () => {
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
    expect(escapeHtml('Fietsen & co')).toBe('Fietsen &amp; co');
  });

  it('leaves other text as it is', () => {
    expect(escapeHtml('Zürich 12 € — ok')).toBe('Zürich 12 € — ok');
    expect(escapeHtml('')).toBe('');
  });
});
