/**
 * A worker thread of the sheet pool (concept-pdf-pool.ts): renders one concept sheet per message,
 * so pdfkit's synchronous layout, the drawing and the font subsetting never hold up the server's
 * event loop. Started from this source (jest, tsx) or from its own bundle beside the server's
 * main.js (the shell's and the API's project.json build it with tools/scripts/build-node.mjs).
 */
import { parentPort, threadId } from 'node:worker_threads';
import { renderConceptPdf } from './concept-pdf';
import type { SheetJob, SheetAnswer } from './concept-pdf-pool';

if (!parentPort) throw new Error('concept-pdf-worker runs as a worker thread of the sheet pool only');
const port = parentPort;

port.on('message', (job: SheetJob) => {
  renderConceptPdf(job.sheet).then(
    (pdf) => {
      // A buffer of its own, so its memory moves to the server thread instead of being copied.
      const bytes = pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength ? new Uint8Array(pdf.buffer) : new Uint8Array(pdf);
      const answer: SheetAnswer = { id: job.id, ok: true, pdf: bytes, threadId };
      port.postMessage(answer, [bytes.buffer as ArrayBuffer]);
    },
    // Only the message: the sheet's data never reaches a log.
    (error: unknown) => port.postMessage({ id: job.id, ok: false, message: error instanceof Error ? error.message : String(error) } satisfies SheetAnswer),
  );
});
