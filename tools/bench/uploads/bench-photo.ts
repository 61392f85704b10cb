/**
 * Upload processing of a 12-megapixel photo (issue 14 item 5: "processing time of a 12-megapixel
 * photo"). Prints numbers; no budget is checked here.
 *   npx tsx tools/bench/uploads/bench-photo.ts
 *   BENCH_RUNS=10 BENCH_WIDTH=8000 BENCH_HEIGHT=6000 npx tsx tools/bench/uploads/bench-photo.ts
 * The photo is 4000x3000 gaussian noise saved as a quality-92 JPEG with camera EXIF and GPS:
 * noise is the worst case for every encoder (nothing compresses), so a real photo of the same
 * size is faster. One run = what POST /b2c/v1/upload/{path} does per file before storing it:
 * magic bytes and header checks, one decode with orientation, the capped JPEG re-encode and the
 * four webp thumbnails. The first run (sharp's native start-up) is not counted.
 */
import sharp from 'sharp';
import { processUpload } from '@bike/server/uploads';

const RUNS = Number(process.env['BENCH_RUNS'] ?? 5);
const WIDTH = Number(process.env['BENCH_WIDTH'] ?? 4000);
const HEIGHT = Number(process.env['BENCH_HEIGHT'] ?? 3000);

const mb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

async function main(): Promise<void> {
  const photo = await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .jpeg({ quality: 92 })
    .withExif({ IFD0: { Make: 'Bench', Model: 'Phone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '50/1 50/1 46/1', GPSLongitudeRef: 'E', GPSLongitude: '4/1 21/1 8/1' } })
    .toBuffer();
  const rssAfterInput = process.resourceUsage().maxRSS * 1024;
  console.log(`input: ${WIDTH}x${HEIGHT} (${((WIDTH * HEIGHT) / 1e6).toFixed(1)} MP) noisy JPEG, ${mb(photo.length)}; sharp ${sharp.versions.sharp}, libvips threads ${sharp.concurrency()}`);

  const warm = await processUpload(photo, 'fanzone');
  console.log(
    `output: original ${warm.width}x${warm.height} ${kb(warm.bytes)}; thumbnails ${warm.renditions
      .slice(1)
      .map((r) => `${r.variant} ${kb(r.body.length)}`)
      .join(', ')}`,
  );

  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = process.hrtime.bigint();
    await processUpload(photo, 'fanzone');
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted.length % 2 ? sorted[(sorted.length - 1) / 2]! : (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2;
  // maxRSS is in kilobytes on Linux: the process's peak, generation of the input included.
  const peakRss = process.resourceUsage().maxRSS * 1024;
  console.log(`runs: ${times.map((t) => t.toFixed(0)).join(', ')} ms`);
  console.log(`median ${median.toFixed(0)} ms, max ${sorted[sorted.length - 1]!.toFixed(0)} ms, peak RSS ${mb(peakRss)} (${mb(rssAfterInput)} already after making the input)`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
