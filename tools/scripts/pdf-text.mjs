#!/usr/bin/env node
// Prints the text of a PDF (each page's text items joined by spaces), for tests that read what a
// generated sheet says: node tools/scripts/pdf-text.mjs file.pdf   (or the PDF on stdin with "-").
import { readFileSync } from 'node:fs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const file = process.argv[2];
const data = new Uint8Array(file === '-' || !file ? readFileSync(0) : readFileSync(file));
const pdf = await getDocument({ data, useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
const pages = [];
for (let n = 1; n <= pdf.numPages; n++) {
  const content = await (await pdf.getPage(n)).getTextContent();
  pages.push(content.items.map((item) => item.str).join(' '));
}
process.stdout.write(JSON.stringify({ pages: pdf.numPages, text: pages.join('\n'), info: (await pdf.getMetadata()).info }));
