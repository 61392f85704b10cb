import { looksLikeCompletePdf, sniffType } from './sniff';

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

/** An ISO-BMFF ftyp box: size, "ftyp", major brand, minor version, compatible brands. */
const ftyp = (major: string, ...compatible: string[]) => {
  const size = 16 + 4 * compatible.length;
  return bytes([0, 0, 0, size], 'ftyp', major, [0, 0, 0, 0], ...compatible);
};

describe('sniffType (magic bytes only)', () => {
  it.each([
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF')],
    ['png', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
    ['webp', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ')],
    ['pdf', bytes('%PDF-1.7\n')],
    ['avif', ftyp('avif', 'mif1', 'avif', 'miaf')],
    ['avif', ftyp('mif1', 'mif1', 'avif')],
    ['heic', ftyp('heic', 'mif1', 'heic')],
    ['heic', ftyp('mif1', 'mif1', 'heix')],
  ])('recognises %s', (type, head) => {
    expect(sniffType(head)).toBe(type);
  });

  it.each([
    ['an empty file', Buffer.alloc(0)],
    ['HTML', bytes('<!doctype html><script>alert(1)</script>')],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['plain text', bytes('just some text')],
    ['a GIF', bytes('GIF89a')],
    ['RIFF that is not WebP (a WAV)', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['an MP4 video', ftyp('isom', 'isom', 'mp41')],
    ['a PDF header not at the start', bytes(' %PDF-1.7')],
    ['a JPEG signature cut short', bytes([0xff, 0xd8])],
    ['a ftyp box with an absurd size', bytes([0x7f, 0, 0, 0], 'ftypavif')],
  ])('refuses %s', (_what, head) => {
    expect(sniffType(head)).toBeNull();
  });
});

describe('looksLikeCompletePdf', () => {
  it('wants the header at byte 0 and %%EOF near the end', () => {
    expect(looksLikeCompletePdf(bytes('%PDF-1.4\n...\n%%EOF\n'))).toBe(true);
    expect(looksLikeCompletePdf(bytes('%PDF-1.4\n...\n%%EOF'))).toBe(true);
    expect(looksLikeCompletePdf(bytes('%PDF-1.4\n... cut short'))).toBe(false);
    expect(looksLikeCompletePdf(Buffer.concat([bytes('%PDF-1.4\n%%EOF\n'), Buffer.alloc(4096, 0x20)]))).toBe(false);
    expect(looksLikeCompletePdf(bytes('<html>%%EOF'))).toBe(false);
  });
});
