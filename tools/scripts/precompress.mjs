#!/usr/bin/env node
/**
 * Writes Brotli (.br) and gzip (.gz) twins next to every script, style sheet and SVG of a
 * browser build, so the site server sends them compressed without spending CPU per request
 * (@fastify/static's preCompressed picks the twin the browser accepts).
 *   node tools/scripts/precompress.mjs <dir> [<dir> ...]
 * Builds clean their output folder first, so a twin never outlives its source.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|svg|json|html)$/;
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const dir of process.argv.slice(2)) {
  if (!fs.existsSync(dir)) continue;
  for (const file of files(dir)) {
    const source = fs.readFileSync(file);
    if (source.length < MIN_BYTES) continue;
    const br = zlib.brotliCompressSync(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length } });
    fs.writeFileSync(`${file}.br`, br);
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(source, { level: 9 }));
    count++;
    before += source.length;
    after += br.length;
  }
}
console.log(`precompressed ${count} files: ${(before / 1024).toFixed(0)} KiB → ${(after / 1024).toFixed(0)} KiB brotli`);
