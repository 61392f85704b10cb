/**
 * Makes the demo content film (libs/server/content/media/workshop-loop.webm) once: a bike of the
 * shop's own drawing rolling along a road, drawn on a canvas in headless Chromium and recorded
 * with MediaRecorder (VP8). The file is committed; run this only to change it:
 *   npx tsx tools/scripts/make-demo-video.mts
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { drawBike } from '../../libs/shared/domain/src/bike-drawing';

const out = path.join(import.meta.dirname, '../../libs/server/content/media/workshop-loop.webm');
// Without the drawing's own light backdrop, so the landscape shows around the bike.
const bike = drawBike({ shape: 'gravel', frame: '1d3557', accent: 'e9c46a' }).replace(/<rect width="\d+" height="\d+" fill="#[0-9a-f]{6}"\/>/i, '');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'] });
const page = await browser.newPage();
await page.setContent('<canvas id="c" width="640" height="360"></canvas>');
// tsx keeps function names with a helper the page does not have.
await page.evaluate('window.__name = (f) => f');
const base64 = await page.evaluate(async (svg) => {
  const canvas = document.getElementById('c') as HTMLCanvasElement;
  const g = canvas.getContext('2d')!;
  const img = new Image();
  img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await img.decode();
  const stream = canvas.captureStream(25);
  const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 350_000 });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (e) => chunks.push(e.data);
  const done = new Promise((resolve) => (recorder.onstop = resolve));
  recorder.start();
  const start = performance.now();
  await new Promise<void>((resolve) => {
    const frame = () => {
      const t = (performance.now() - start) / 4000;
      const sky = g.createLinearGradient(0, 0, 0, 360);
      sky.addColorStop(0, '#8ecae6');
      sky.addColorStop(1, '#fefae0');
      g.fillStyle = sky;
      g.fillRect(0, 0, 640, 360);
      // Hills and road marks scroll by; the bike stays, so the film loops without a jump.
      g.fillStyle = '#a3b18a';
      for (let i = -1; i < 4; i++) {
        const x = ((i * 260 - t * 260) % 780) + 260;
        g.beginPath();
        g.ellipse(x, 270, 200, 80, 0, Math.PI, 0);
        g.fill();
      }
      g.fillStyle = '#5c5c5c';
      g.fillRect(0, 280, 640, 80);
      g.fillStyle = '#f5f5f5';
      for (let i = -1; i < 9; i++) g.fillRect(((i * 80 - t * 640) % 720) + 80, 318, 44, 5);
      g.drawImage(img, 120, 80, 400, 225);
      if (t < 1) requestAnimationFrame(frame);
      else resolve();
    };
    frame();
  });
  recorder.stop();
  await done;
  const buffer = await new Blob(chunks, { type: 'video/webm' }).arrayBuffer();
  let binary = '';
  for (const byte of new Uint8Array(buffer)) binary += String.fromCharCode(byte);
  return btoa(binary);
}, bike);
writeFileSync(out, Buffer.from(base64, 'base64'));
console.log(`wrote ${out} (${Math.round(Buffer.from(base64, 'base64').length / 1024)} KiB)`);
await browser.close();
