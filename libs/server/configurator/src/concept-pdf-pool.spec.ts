// The sheet renderers: worker threads, a bounded queue, and the worker as the production build bundles it.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import type { TestContext } from '@bike/server/core';
import type { ConceptSheet } from './concept-pdf';
import { ConceptPdfPool, conceptPdfPoolOptions, conceptPdfWorkerFile, SheetsBusy } from './concept-pdf-pool';
import { createTestSheet } from './test-app';

const repoRoot = path.resolve(__dirname, '../../../..');
let ctx: TestContext;
let sheet: ConceptSheet;
const pools: ConceptPdfPool[] = [];
const poolOf = (options: ConstructorParameters<typeof ConceptPdfPool>[0]) => {
  const pool = new ConceptPdfPool(options);
  pools.push(pool);
  return pool;
};

beforeAll(async () => {
  ({ ctx, sheet } = await createTestSheet());
}, 60_000);
afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.close()));
  await ctx?.close();
});

describe('ConceptPdfPool', () => {
  it('renders a sheet in a worker thread, not on the thread that asked', async () => {
    const pool = poolOf({ workers: 1, queue: 4 });
    const rendered = await pool.render(sheet);
    expect(rendered.pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(rendered.threadId).not.toBe(threadId);
    expect(pool.stats()).toEqual({ workers: 1, busy: 0, queued: 0 });
  });

  it('keeps at most `queue` sheets waiting and refuses the next one at once with a wait to suggest', async () => {
    const pool = poolOf({ workers: 1, queue: 2 });
    const accepted = [pool.render(sheet), pool.render(sheet), pool.render(sheet)];
    expect(pool.stats()).toEqual({ workers: 1, busy: 1, queued: 2 });
    expect(pool.refusalWait()).toBeGreaterThanOrEqual(1);
    const refused = await pool.render(sheet).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(SheetsBusy);
    expect((refused as SheetsBusy).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    const done = await Promise.all(accepted);
    // One worker made all three, one after the other.
    expect(new Set(done.map((d) => d.threadId)).size).toBe(1);
    expect(pool.stats()).toEqual({ workers: 1, busy: 0, queued: 0 });
    expect(pool.refusalWait()).toBe(0);
    // With the queue drained, sheets are taken again.
    expect((await pool.render(sheet)).pdf.length).toBeGreaterThan(1000);
  });

  it('answers a failed render as an error without losing the worker', async () => {
    const pool = poolOf({ workers: 1, queue: 1 });
    await expect(pool.render({ ...sheet, language: 'xx' as ConceptSheet['language'] })).rejects.toThrow('The sheet could not be rendered');
    expect((await pool.render(sheet)).pdf.length).toBeGreaterThan(1000);
  });

  it('replaces a worker whose render takes too long, failing only that sheet', async () => {
    const pool = poolOf({ workers: 1, queue: 1, timeoutMs: 1 });
    await expect(pool.render(sheet)).rejects.toThrow('took too long');
    expect(pool.stats()).toEqual({ workers: 0, busy: 0, queued: 0 });
  });

  it('refuses to start without its worker file', () => {
    expect(() => new ConceptPdfPool({ workers: 1, queue: 1, workerFile: path.join(__dirname, 'no-such-worker.js') })).toThrow('is missing');
    expect(conceptPdfWorkerFile()).toBe(path.join(__dirname, 'concept-pdf-worker.ts'));
  });

  it('works from the bundle the production build makes (tools/scripts/build-node.mjs)', async () => {
    // Inside the repository (its ignored tmp/), as dist/ is: the bundle keeps packages external and finds them in node_modules.
    mkdirSync(path.join(repoRoot, 'tmp'), { recursive: true });
    const out = mkdtempSync(path.join(repoRoot, 'tmp', 'concept-pdf-worker-'));
    try {
      const file = path.join(out, 'concept-pdf-worker.js');
      execFileSync(process.execPath, ['tools/scripts/build-node.mjs', 'libs/server/configurator/src/concept-pdf-worker.ts', file], { cwd: repoRoot, stdio: 'pipe', env: { ...process.env, NODE_ENV: 'production' } });
      const pool = poolOf({ workers: 1, queue: 1, workerFile: file });
      const rendered = await pool.render(sheet);
      expect(rendered.pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(rendered.threadId).not.toBe(threadId);
      await pool.close();
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});

describe('conceptPdfPoolOptions (PDF_WORKERS, PDF_QUEUE)', () => {
  it('defaults to one worker on two cores and a short queue, and refuses values that are not whole numbers in range', () => {
    const defaults = conceptPdfPoolOptions({});
    expect(defaults.workers).toBeGreaterThanOrEqual(1);
    expect(defaults.workers).toBeLessThanOrEqual(4);
    expect(defaults.queue).toBe(16);
    expect(conceptPdfPoolOptions({ PDF_WORKERS: '2', PDF_QUEUE: '0' })).toMatchObject({ workers: 2, queue: 0 });
    for (const bad of [{ PDF_WORKERS: '0' }, { PDF_WORKERS: 'two' }, { PDF_QUEUE: '-1' }, { PDF_QUEUE: '1.5' }]) {
      expect(() => conceptPdfPoolOptions(bad)).toThrow('must be a whole number');
    }
  });
});
