import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { sfntFromWoff } from './woff-font';

const woff = readFileSync(require.resolve('@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff'));

/** One line set in `font`, with a fixed date, so two runs can be compared byte for byte. */
function pdfWith(font: Buffer): Promise<Buffer> {
  const doc = new PDFDocument({ info: { CreationDate: new Date(0) } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.registerFont('body', font);
  doc.font('body').fontSize(12).text('Inclusief 21 % btw: € 702,72 · Größe · Vélo · Sillín · GB3Q-M52E');
  doc.end();
  return done;
}

describe('sfntFromWoff', () => {
  it('unpacks a WOFF into the TrueType font it wraps, which pdfkit embeds exactly as it embeds the WOFF', async () => {
    const sfnt = sfntFromWoff(woff);
    expect(sfnt.readUInt32BE(0)).toBe(0x00010000);
    expect(sfnt.readUInt16BE(4)).toBe(woff.readUInt16BE(12));
    expect(sfnt.length).toBeGreaterThan(woff.length);
    expect((await pdfWith(sfnt)).equals(await pdfWith(woff))).toBe(true);
  });

  it('refuses what is not a WOFF 1.0 font, or one cut short', () => {
    expect(() => sfntFromWoff(Buffer.from('not a font at all, just some text of more than 44 bytes'))).toThrow('Not a WOFF 1.0 font');
    expect(() => sfntFromWoff(woff.subarray(0, 60))).toThrow('cut short');
    expect(() => sfntFromWoff(woff.subarray(0, woff.length - 100))).toThrow('outside the file');
  });
});
