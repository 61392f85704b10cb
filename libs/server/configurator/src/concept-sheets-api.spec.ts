// The spec sheet call under load (issue 29 item 3): sheets are made off the server's thread, a
// full queue answers 503 with Retry-After at once, and sheets made (not kept ones) are limited per address.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Concept, CustomizerModel } from '@bike/shared/domain';
import { LOCALES } from '@bike/shared/i18n/locales';
import { rowsOf } from '@bike/server/core';
import { renderConceptPdf } from './concept-pdf';
import { SHEET_RENDERS } from './configurator-routes';
import { createConfiguratorTestApp, json, type ConfiguratorTestApp } from './test-app';

// The real renderer, watched: a sheet made on this thread would show up here.
jest.mock('./concept-pdf', () => {
  const actual = jest.requireActual('./concept-pdf');
  return { ...actual, renderConceptPdf: jest.fn(actual.renderConceptPdf) };
});

const sheetUrl = (code: string, locale: string) => `/b2c/v1/concepts/generate/pdf/${code}/${locale}`;

/** A saved concept of a configurable platform (its default build). */
async function aConcept(t: ConfiguratorTestApp): Promise<string> {
  const [row] = rowsOf<{ code: string }>(await t.ctx.db.execute(sql`
    select pl.code from platforms pl join families f on f.code = pl.family_code
    where pl.brand = 'ardenne' and pl.has_customizer and not pl.archived order by pl.code limit 1`));
  const model: CustomizerModel = json(await t.app.inject({ method: 'GET', url: `/V1/customizer/model/${row!.code}?locale=nl_BE` })).result;
  const saved = await t.app.inject({ method: 'POST', url: '/b2c/v1/concepts', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ model: model.code, locale: 'nl_BE', choices: model.defaults }) });
  return (json(saved).result as Concept).code;
}

/** A stand-in worker that holds every sheet for a second: the test decides how busy the pool is, not the machine's speed. */
function heldWorkerFile(dir: string): string {
  const file = path.join(dir, 'held-sheet-worker.cjs');
  writeFileSync(file, `const { parentPort, threadId } = require('node:worker_threads');
parentPort.on('message', (job) => setTimeout(() => parentPort.postMessage({ id: job.id, ok: true, pdf: new TextEncoder().encode('%PDF-held'), threadId }), 1000));`);
  return file;
}

describe('sheets made by the worker pool, per address', () => {
  let t: ConfiguratorTestApp;
  let code: string;
  beforeAll(async () => {
    t = await createConfiguratorTestApp({ rateLimits: true, sheets: { workers: 1, queue: 8 } });
    code = await aConcept(t);
  }, 60_000);
  afterAll(async () => t?.close());

  it('makes the sheet in a worker thread, never on the thread that answers the other calls', async () => {
    const res = await t.app.inject({ method: 'GET', url: sheetUrl(code, 'nl_BE'), remoteAddress: '192.0.2.10' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(renderConceptPdf).not.toHaveBeenCalled();
  });

  it(`refuses the sheet after ${SHEET_RENDERS.max} made for one address with 429, still serves kept ones, and counts other addresses apart`, async () => {
    const locales = LOCALES.map((l) => l.code);
    for (const locale of locales.slice(0, SHEET_RENDERS.max)) {
      expect([locale, (await t.app.inject({ method: 'GET', url: sheetUrl(code, locale) })).statusCode]).toEqual([locale, 200]);
    }
    // Kept sheets cost nothing and are not counted.
    expect((await t.app.inject({ method: 'GET', url: sheetUrl(code, locales[0]!) })).statusCode).toBe(200);
    const next = locales[SHEET_RENDERS.max]!;
    const refused = await t.app.inject({ method: 'GET', url: sheetUrl(code, next) });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(json(refused).error.code).toBe('TOO_MANY_REQUESTS');
    expect((await t.app.inject({ method: 'GET', url: sheetUrl(code, next), remoteAddress: '198.51.100.7' })).statusCode).toBe(200);
  });
});

describe('a full sheet queue', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'held-sheet-worker-'));
  let t: ConfiguratorTestApp;
  let code: string;
  beforeAll(async () => {
    t = await createConfiguratorTestApp({ sheets: { workers: 1, queue: 1, workerFile: heldWorkerFile(dir) } });
    code = await aConcept(t);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After at once when every worker is busy and the queue is full, and takes sheets again after', async () => {
    const locales = LOCALES.slice(0, 6).map((l) => l.code);
    const answers = await Promise.all(locales.map((locale) => t.app.inject({ method: 'GET', url: sheetUrl(code, locale) })));
    // One sheet in the worker, one waiting: the other four are refused.
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 503, 503, 503, 503]);
    for (const refused of answers.filter((a) => a.statusCode === 503)) {
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(json(refused).error).toEqual({ status: 503, code: 'CONCEPT_PDF_BUSY', name: 'serviceUnavailable', message: 'Too many spec sheets are being made right now. Please try again in a moment.' });
    }
    const again = await t.app.inject({ method: 'GET', url: sheetUrl(code, locales[answers.findIndex((a) => a.statusCode === 503)]!) });
    expect(again.statusCode).toBe(200);
  });
});
