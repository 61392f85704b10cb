import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import { CHOICE_KEYS, configurationPaid, DELIVERY_PROMISE_WEEKS, drawingOf, formatConceptCode, type Concept, type CustomizerModel } from '@bike/shared/domain';
import { drawBike } from '@bike/shared/domain/bike-drawing';
import type { Language } from '@bike/shared/i18n/locales';
import { PDF_TEXTS } from './concept-pdf-texts';
import { sfntFromWoff } from './woff-font';

/**
 * The concept's spec sheet (spec point 7, GET /b2c/v1/concepts/generate/pdf/{code}/{locale}): an
 * A4 page in the locale's language with the bike as a vector picture (the configurator's own
 * drawing), every choice, the price with its VAT, the delivery estimate, the code and a link
 * that opens the build. Set in Noto Sans (embedded, subset), which has every character of the
 * six languages; the fonts come from an npm package, so nothing is fetched at run time.
 */
const require = createRequire(__filename);
const fontFile = (weight: 400 | 700) => require.resolve(`@fontsource/noto-sans/files/noto-sans-latin-${weight}-normal.woff`);
let fonts: { regular: Buffer; bold: Buffer } | null = null;
// Unpacked from WOFF once per process: fontkit would otherwise inflate both fonts in every sheet (woff-font.ts).
const loadFonts = () => (fonts ??= { regular: sfntFromWoff(readFileSync(fontFile(400))), bold: sfntFromWoff(readFileSync(fontFile(700))) });

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const INK = '#1b1f1c';
const MUTED = '#535c55';
const LINE = '#d5d8d5';

export interface ConceptSheet {
  concept: Concept;
  model: CustomizerModel;
  language: Language;
  /** BCP 47 tag for numbers and prices (nl-BE). */
  tag: string;
  brandName: string;
  /** The address that opens the build in the configurator. */
  link: string;
}

function money(amount: number, currency: string, tag: string): string {
  return new Intl.NumberFormat(tag, { style: 'currency', currency }).format(amount);
}

function deliveryLines(sheet: ConceptSheet): string[] {
  const t = PDF_TEXTS[sheet.language];
  const delivery = sheet.concept.delivery;
  if (!delivery) return [];
  const lines = [delivery.withinPromise ? t.ships(delivery.weeks) : t.beyondPromise(DELIVERY_PROMISE_WEEKS)];
  const b = delivery.bottleneck;
  if (b?.kind === 'part') lines.push(t.partSetsDate(b.name));
  else if (b?.kind === 'frame') lines.push(b.builtToOrder ? t.builtToOrder : t.nextBatch);
  return lines;
}

/** The sheet as PDF bytes. */
export async function renderConceptPdf(sheet: ConceptSheet): Promise<Buffer> {
  const { concept, model, language, tag } = sheet;
  const t = PDF_TEXTS[language];
  const code = formatConceptCode(concept.code);
  const doc = new PDFDocument({
    size: 'A4', margin: MARGIN, lang: tag,
    info: { Title: `${concept.modelname} · ${t.concept} ${code}`, Author: sheet.brandName, Subject: t.concept },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const { regular, bold } = loadFonts();
  doc.registerFont('body', regular);
  doc.registerFont('bold', bold);
  const width = A4.width - 2 * MARGIN;

  // Brand and code on one line, the model under it.
  doc.font('bold').fontSize(16).fillColor(INK).text(sheet.brandName, MARGIN, MARGIN, { width: width / 2 });
  doc.font('body').fontSize(11).fillColor(MUTED).text(`${t.concept} ${code}`, MARGIN + width / 2, MARGIN + 4, { width: width / 2, align: 'right' });
  doc.font('bold').fontSize(26).fillColor(INK).text(concept.modelname, MARGIN, MARGIN + 36, { width });
  doc.font('body').fontSize(11).fillColor(MUTED).text(`${concept.family} · ${t.promise(DELIVERY_PROMISE_WEEKS)}`, { width });

  // The bike, as vectors: the configurator's drawing of exactly these choices.
  const svg = drawBike({ ...drawingOf(model, concept.choices), idPrefix: 'pdf', label: concept.modelname });
  const pictureTop = doc.y + 14;
  const pictureHeight = (width * 496) / 880;
  SVGtoPDF(doc, svg, MARGIN, pictureTop, { width, height: pictureHeight, preserveAspectRatio: 'xMidYMid meet' });

  // Every choice, one row each.
  let y = pictureTop + pictureHeight + 18;
  for (const key of CHOICE_KEYS) {
    doc.font('body').fontSize(10.5).fillColor(MUTED).text(t.steps[key], MARGIN, y, { width: width * 0.38 });
    doc.font('bold').fontSize(10.5).fillColor(INK).text(concept.localizedconfiguration[key], MARGIN + width * 0.4, y, { width: width * 0.6, align: 'right' });
    y = Math.max(doc.y, y + 14) + 6;
    doc.moveTo(MARGIN, y - 3).lineTo(MARGIN + width, y - 3).lineWidth(0.5).strokeColor(LINE).stroke();
  }

  // Price and delivery.
  y += 10;
  if (concept.price) {
    // What the shopper pays (the voucher the shop applies off the list price), as the configurator and the cart say.
    const { total, vatRate, currency } = concept.price;
    const voucher = concept.price.voucher && concept.price.voucher.discount > 0 ? concept.price.voucher : null;
    doc.font('body').fontSize(10.5).fillColor(MUTED).text(t.total, MARGIN, y);
    doc.font('bold').fontSize(24).fillColor(INK).text(money(configurationPaid(concept.price), currency, tag), MARGIN, doc.y + 2);
    if (voucher) {
      doc.font('body').fontSize(10.5).fillColor(MUTED).text(money(total, currency, tag), { strike: true, continued: true });
      doc.text(`  ${t.voucher(voucher.code, `−${money(voucher.discount, currency, tag)}`)}`, { strike: false });
    }
    const vat = voucher ? voucher.vat : concept.price.vat;
    if (vatRate > 0) doc.font('body').fontSize(10).fillColor(MUTED).text(t.vat(new Intl.NumberFormat(tag).format(vatRate), money(vat, currency, tag)));
  }
  const [when, why] = deliveryLines(sheet);
  if (when) doc.font('bold').fontSize(12).fillColor(concept.delivery?.withinPromise ? '#1d6b38' : '#b3261e').text(when, MARGIN, doc.y + 10);
  if (why) doc.font('body').fontSize(10).fillColor(MUTED).text(why);

  // The code and the link that opens the build, at the foot of the page.
  const footer = A4.height - MARGIN - 40;
  doc.moveTo(MARGIN, footer - 8).lineTo(MARGIN + width, footer - 8).lineWidth(0.5).strokeColor(LINE).stroke();
  doc.font('body').fontSize(10).fillColor(MUTED).text(`${t.code}: `, MARGIN, footer, { continued: true });
  doc.font('bold').fillColor(INK).text(code);
  doc.font('body').fillColor(MUTED).text(`${t.open}: `, { continued: true });
  doc.fillColor('#1f5136').text(sheet.link, { link: sheet.link, underline: true });
  doc.end();
  return done;
}
