import { FALLBACK_NAME, sanitiseFileName } from './file-name';
import { MAX_NAME_LENGTH } from './limits';

describe('sanitiseFileName', () => {
  it('keeps an ordinary name, accents and all', () => {
    expect(sanitiseFileName('Mijn fiets — zijaanzicht.jpg')).toBe('Mijn fiets — zijaanzicht.jpg');
    expect(sanitiseFileName('Rennrad Übersicht.png')).toBe('Rennrad Übersicht.png');
  });

  it('drops the folders a browser may send', () => {
    expect(sanitiseFileName('C:\\Users\\lien\\Pictures\\bike.jpg')).toBe('bike.jpg');
    expect(sanitiseFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitiseFileName('..')).toBe(FALLBACK_NAME);
  });

  it('removes NUL, control characters, bidi overrides and lone surrogates', () => {
    expect(sanitiseFileName('bi\u0000ke\r\n.jpg')).toBe('bi ke .jpg');
    // "invoice\u202Egpj.exe" shows as "invoiceexe.jpg" in a right-to-left override.
    expect(sanitiseFileName('invoice\u202egpj.exe')).toBe('invoicegpj.exe');
    expect(sanitiseFileName('a\ud800b.jpg')).toBe('ab.jpg');
    expect(sanitiseFileName('\u200b\ufeff')).toBe(FALLBACK_NAME);
  });

  it('cuts long names by characters without splitting an emoji', () => {
    const long = '🚲'.repeat(200);
    const cut = sanitiseFileName(long);
    expect(Array.from(cut)).toHaveLength(MAX_NAME_LENGTH);
    expect(cut).toBe('🚲'.repeat(MAX_NAME_LENGTH));
  });

  it('falls back when there is no name', () => {
    expect(sanitiseFileName(undefined)).toBe(FALLBACK_NAME);
    expect(sanitiseFileName('   ')).toBe(FALLBACK_NAME);
  });
});
