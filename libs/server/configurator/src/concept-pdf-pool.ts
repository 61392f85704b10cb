import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ConceptSheet } from './concept-pdf';

/**
 * The concept sheets' renderers: a few worker threads (PDF_WORKERS) and a short queue
 * (PDF_QUEUE). A sheet takes pdfkit about 150 ms of synchronous work; on the server's own thread
 * 50 uncached sheets held every other request for seconds (issue 29 item 3). Here the server's
 * thread only hands the sheet over and takes the bytes back. When every worker is busy and the
 * queue is full a sheet is refused at once (SheetsBusy, with a wait to suggest) instead of
 * queueing without bound: a flood costs the flood, not the memory or the other visitors.
 */
export interface ConceptPdfPoolOptions {
  /** Worker threads rendering at the same time. */
  workers: number;
  /** Sheets waiting for a worker at most; the next one is refused. */
  queue: number;
  /** Longest render; its worker is then replaced, so a stuck render cannot take the pool down. */
  timeoutMs?: number;
  /** The worker's entry (default: conceptPdfWorkerFile()). */
  workerFile?: string;
}

/** What the server thread sends a worker, and what comes back (concept-pdf-worker.ts). */
export interface SheetJob {
  id: number;
  sheet: ConceptSheet;
}
export type SheetAnswer = { id: number; ok: true; pdf: Uint8Array; threadId: number } | { id: number; ok: false; message: string };

export interface RenderedSheet {
  pdf: Buffer;
  /** The worker thread that made it (never the server's thread, 0). */
  threadId: number;
}

/** Every worker is busy and the queue is full: try again in `retryAfterSeconds`. */
export class SheetsBusy extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Every sheet worker is busy and the sheet queue is full');
  }
}

const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * PDF_WORKERS (default: the cores but one, at least 1, at most 4: 1 on a 2-core machine, so the
 * server thread keeps a core) and PDF_QUEUE (default 16: about 2.5 s of waiting at one worker).
 * Anything but a whole number in range stops the start, as a typo must not turn the bound off.
 */
export function conceptPdfPoolOptions(env: NodeJS.ProcessEnv = process.env): ConceptPdfPoolOptions {
  return {
    workers: wholeNumber(env, 'PDF_WORKERS', Math.min(4, Math.max(1, availableParallelism() - 1)), 1, 32),
    queue: wholeNumber(env, 'PDF_QUEUE', 16, 0, 10_000),
  };
}

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be a whole number from ${min} to ${max}`);
  return value;
}

/**
 * The worker's entry beside this module: the TypeScript source when the server runs from source
 * (jest, tsx), `concept-pdf-worker.js` beside the bundle's main.js in a build (the bundle's
 * __filename is main.js there).
 */
export function conceptPdfWorkerFile(): string {
  return path.join(__dirname, `concept-pdf-worker${path.extname(__filename)}`);
}

/**
 * A worker on `file`. From source, the worker first registers tsx's require hook, which compiles
 * the TypeScript and resolves the workspace's path aliases (Node 20 does not apply `--import tsx`
 * to a worker's own entry); a build's worker is plain JavaScript.
 */
function startWorker(file: string): Worker {
  if (!file.endsWith('.ts')) return new Worker(file);
  const tsx = createRequire(__filename).resolve('tsx/cjs/api');
  const tsconfig = process.env['TSX_TSCONFIG_PATH'] ?? path.resolve(__dirname, '../../../../tsconfig.json');
  return new Worker(`require(${JSON.stringify(tsx)}).register(); require(${JSON.stringify(file)});`, {
    eval: true,
    env: { ...process.env, TSX_TSCONFIG_PATH: tsconfig },
  });
}

interface Waiting {
  job: SheetJob;
  resolve: (sheet: RenderedSheet) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  current: Waiting | null;
  startedAt: number;
  timer: NodeJS.Timeout | null;
  /** Why the worker is going away (an uncaught error, a timeout), for the job it held. */
  failure: Error | null;
}

export class ConceptPdfPool {
  private readonly slots: Slot[] = [];
  private readonly waiting: Waiting[] = [];
  private readonly workerFile: string;
  private nextId = 1;
  /** Recent render time (ms), for the wait a refused caller is told. */
  private averageMs = 200;
  private closed = false;

  constructor(private readonly options: ConceptPdfPoolOptions) {
    this.workerFile = options.workerFile ?? conceptPdfWorkerFile();
    // A build that left the worker out must not start and then fail on every sheet.
    if (!existsSync(this.workerFile)) throw new Error(`The sheet worker ${this.workerFile} is missing: build it beside the server (tools/scripts/build-node.mjs)`);
  }

  /** The sheet's PDF, made by a worker; SheetsBusy at once when the queue is full. */
  render(sheet: ConceptSheet): Promise<RenderedSheet> {
    if (this.closed) return Promise.reject(new Error('The sheet pool is closed'));
    const wait = this.refusalWait();
    if (wait > 0) return Promise.reject(new SheetsBusy(wait));
    const free = this.freeSlot();
    return new Promise<RenderedSheet>((resolve, reject) => {
      const entry: Waiting = { job: { id: this.nextId++, sheet }, resolve, reject };
      if (free) this.start(free, entry);
      else this.waiting.push(entry);
    });
  }

  /** 0 when a sheet asked now would be taken (made or queued); otherwise the seconds its caller should wait. */
  refusalWait(): number {
    const canStart = this.slots.length < this.options.workers || this.slots.some((s) => !s.current);
    return canStart || this.waiting.length < this.options.queue ? 0 : this.retryAfterSeconds();
  }

  /** Workers started, rendering, and sheets waiting (tests, diagnostics). */
  stats(): { workers: number; busy: number; queued: number } {
    return { workers: this.slots.length, busy: this.slots.filter((s) => s.current).length, queued: this.waiting.length };
  }

  /** Refuses what waits and stops the workers (the server's onClose). */
  async close(): Promise<void> {
    this.closed = true;
    for (const entry of this.waiting.splice(0)) entry.reject(new Error('The sheet pool is closed'));
    await Promise.all(this.slots.map((slot) => slot.worker.terminate()));
  }

  /** The seconds after which the queue has likely drained: what a refused caller is told to wait. */
  private retryAfterSeconds(): number {
    const ahead = this.waiting.length + this.slots.filter((s) => s.current).length;
    return Math.max(1, Math.ceil((ahead * this.averageMs) / this.options.workers / 1000));
  }

  /** An idle worker, or a new one while the pool has room (workers start on the first sheets, not at start-up). */
  private freeSlot(): Slot | null {
    const idle = this.slots.find((s) => !s.current);
    if (idle) return idle;
    return this.slots.length < this.options.workers ? this.spawn() : null;
  }

  private spawn(): Slot {
    const worker = startWorker(this.workerFile);
    const slot: Slot = { worker, current: null, startedAt: 0, timer: null, failure: null };
    // An idle worker does not keep the process alive; a busy one does (start/finish below).
    worker.unref();
    worker.on('message', (answer: SheetAnswer) => this.answered(slot, answer));
    worker.on('error', (error) => (slot.failure ??= error));
    worker.on('exit', (code) => this.exited(slot, code));
    this.slots.push(slot);
    return slot;
  }

  private start(slot: Slot, entry: Waiting): void {
    slot.current = entry;
    slot.startedAt = performance.now();
    slot.worker.ref();
    slot.timer = setTimeout(() => {
      slot.failure = new Error('The sheet took too long to render');
      void slot.worker.terminate();
    }, this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    slot.worker.postMessage(entry.job);
  }

  private finish(slot: Slot): Waiting | null {
    const entry = slot.current;
    slot.current = null;
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.worker.unref();
    return entry;
  }

  private answered(slot: Slot, answer: SheetAnswer): void {
    if (slot.current?.job.id !== answer.id) return;
    this.averageMs = 0.8 * this.averageMs + 0.2 * (performance.now() - slot.startedAt);
    const entry = this.finish(slot)!;
    if (answer.ok) entry.resolve({ pdf: Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength), threadId: answer.threadId });
    else entry.reject(new Error(`The sheet could not be rendered: ${answer.message}`));
    this.next(slot);
  }

  /** A worker ended (crash, timeout, close): its sheet fails, the rest go to a new worker. */
  private exited(slot: Slot, code: number): void {
    this.slots.splice(this.slots.indexOf(slot), 1);
    const entry = this.finish(slot);
    entry?.reject(slot.failure ?? new Error(`The sheet worker stopped (exit code ${code})`));
    if (this.closed) return;
    const waiting = this.waiting.shift();
    if (waiting) this.start(this.spawn(), waiting);
  }

  private next(slot: Slot): void {
    const entry = this.waiting.shift();
    if (entry) this.start(slot, entry);
  }
}
