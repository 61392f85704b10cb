import { singleLine } from './single-line';

describe('singleLine', () => {
  it.each([
    ['CR and LF', 'Jan\r\nBcc: victim@example.com', 'Jan Bcc: victim@example.com'],
    ['a lone LF or CR', 'a\nb\rc', 'a b c'],
    ['tab, NUL, escape and DEL', 'a\tb\u0000c\u001bd\u007fe', 'a b c d e'],
    ['C1 controls (NEL)', 'a\u0085b\u009bc', 'a b c'],
    ['the Unicode line and paragraph separators', 'a\u2028b\u2029c', 'a b c'],
    ['a run of them, as one space', 'a\r\n\r\n\u2028b', 'a b'],
    ['them at the ends', '\r\n Lotte \u2029', 'Lotte'],
  ])('turns %s into spaces', (_what, text, expected) => {
    expect(singleLine(text)).toBe(expected);
  });

  it('keeps letters, accents, emoji and inner spaces as they are', () => {
    expect(singleLine('Zoë  Van den Bossche – 🚲')).toBe('Zoë  Van den Bossche – 🚲');
  });
});
