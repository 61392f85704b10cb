/**
 * POST /b2c/v1/upload/{path} (spec point 7) and GET /b2c/v1/uploads/{id}/{variant}.
 *
 * An upload request is all or nothing: every file is read and checked first; if any is refused,
 * nothing is stored and the answer says which files failed and why. A user fixes the one bad
 * photo and sends the set again, and no half-registered set of files is left behind.
 */
import { randomUUID } from 'node:crypto';
import multipart, { type Multipart } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import {
  ApiError,
  describeErrorForLog,
  enforceLimits,
  rejectWhenLimited,
  RateLimiter,
  sharedLimiterOptions,
  type ServerContext,
} from '@bike/server/core';
import { optionalUser, requireUser } from '@bike/server/accounts';
import { sanitiseFileName } from './file-name';
import {
  isUploadPurpose,
  isUploadVariant,
  MAX_FILE_BYTES,
  MULTIPART_LIMITS,
  UPLOAD_FILES_PER_HOUR,
  UPLOAD_PURPOSES,
  type UploadPurpose,
} from './limits';
import { inspectUpload, renderUpload, type InspectedUpload, type ProcessedUpload } from './process-upload';
import {
  fileRequired,
  invalidFiles,
  invalidMultipart,
  invalidUploadPath,
  notMultipart,
  tooManyBytes,
  tooManyFiles,
  UploadRefusal,
  uploadFileError,
  uploadNotFound,
  type UploadIssue,
} from './upload-errors';
import { findUpload, renditionKey, toUploadView, variantKey } from './upload-repository';
import { uploads, type UploadRow } from './schema';
import { UploadStoreError, type UploadStore } from './upload-store';
import { createUploadStore, uploadsConfig } from './uploads-config';

export interface UploadRoutesOptions {
  /** The store to use; by default the configured one (uploadsConfig: disk, or S3 when set). */
  store?: UploadStore;
  /** Read for the store's configuration when no store is given (default process.env). */
  env?: NodeJS.ProcessEnv;
}

/** Part names a file may come in: `file`, repeated for several (FormData.append('file', ...)). */
const FILE_FIELDS = new Set(['file', 'files', 'file[]', 'files[]']);

interface ReceivedFile {
  name: string;
  bytes: Buffer;
  inspected?: InspectedUpload;
  refusal?: UploadRefusal;
}

export async function registerUploadRoutes(app: FastifyInstance, ctx: ServerContext, options: UploadRoutesOptions = {}): Promise<void> {
  const store = options.store ?? createUploadStore(uploadsConfig(options.env ?? process.env), ctx.config.dataDir);
  const filesPerUser = new RateLimiter('upload-files', { max: UPLOAD_FILES_PER_HOUR, windowSeconds: 3600 }, sharedLimiterOptions(ctx));

  // The multipart parser exists in this scope only: no other route of the API accepts
  // multipart bodies. It never buffers the body through Fastify's bodyLimit (1 MB); busboy
  // streams it under its own limits (MULTIPART_LIMITS).
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { ...MULTIPART_LIMITS }, throwFileSizeLimit: false });

    scope.post(
      '/b2c/v1/upload/:path',
      {
        schema: {
          summary: `Upload files (multipart, parts named "file"); path: ${UPLOAD_PURPOSES.join(', ')}`,
          tags: ['uploads'],
        } as FastifySchema,
      },
      async (request, reply) => {
        const user = await requireUser(request, ctx);
        const { path } = request.params as { path: string };
        if (!isUploadPurpose(path)) throw invalidUploadPath(UPLOAD_PURPOSES);
        if (!request.isMultipart()) throw notMultipart();
        await rejectWhenLimited(reply, filesPerUser, user.id);

        const files = await receiveFiles(request, path, () => enforceLimits(reply, [filesPerUser, user.id]));
        refuseUnlessAllValid(files);
        const processed = await renderAll(files);
        const rows = await storeAll(request, ctx, store, user.id, path, processed);
        reply.status(201);
        return { result: rows.map(toUploadView) };
      },
    );
  });

  app.get(
    '/b2c/v1/uploads/:id/:variant',
    { schema: { summary: 'An uploaded file: original or a thumbnail (650x800, 880x496, 880x1040, 800x800)', tags: ['uploads'] } as FastifySchema },
    async (request, reply) => {
      const { id, variant } = request.params as { id: string; variant: string };
      if (!isUploadVariant(variant)) throw uploadNotFound();
      const row = await findUpload(ctx.db, id);
      if (!row || !(await maySee(request, ctx, row))) throw uploadNotFound();
      if (variant !== 'original' && row.kind !== 'image') throw uploadNotFound();
      let object;
      try {
        object = await store.get(variantKey(row, variant));
      } catch (error) {
        request.log.error({ err: describeErrorForLog(error) }, 'upload store read failed');
        throw uploadFileError();
      }
      if (!object) throw uploadNotFound();
      reply
        .header('content-type', object.contentType)
        .header('x-content-type-options', 'nosniff')
        // Nothing in an upload is a page: should a browser ever render one, it runs nothing.
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header(
          'cache-control',
          // Same URL, same bytes: public files may sit in any cache. A file made private again
          // (moderation) can stay in shared caches until purged there; see the README.
          row.visibility === 'public' ? 'public, max-age=31536000, immutable' : 'private, max-age=600',
        )
        .header('content-disposition', row.kind === 'pdf' ? attachment(row.originalName) : 'inline');
      if (object.bytes !== undefined) reply.header('content-length', String(object.bytes));
      return reply.send(object.body);
    },
  );
}

/** Public files to anyone; private ones to their owner and to admins. */
async function maySee(request: FastifyRequest, ctx: ServerContext, row: UploadRow): Promise<boolean> {
  if (row.visibility === 'public') return true;
  const user = await optionalUser(request, ctx);
  return !!user && (user.id === row.ownerId || user.role === 'admin');
}

/**
 * Reads every part of the request. Each file is counted against the user's hourly limit as it
 * arrives and inspected at once (headers only); a file over the size limit ends the request
 * there (the rest is not worth reading: the request is refused whatever follows).
 */
async function receiveFiles(request: FastifyRequest, purpose: UploadPurpose, countOne: () => Promise<void>): Promise<ReceivedFile[]> {
  const files: ReceivedFile[] = [];
  const parts = request.parts()[Symbol.asyncIterator]();
  for (;;) {
    const next = await readingMultipart(() => parts.next());
    if (next.done) break;
    const part: Multipart = next.value;
    if (part.type !== 'file') continue;
    if (!FILE_FIELDS.has(part.fieldname)) {
      await readingMultipart(() => drain(part.file));
      throw invalidMultipart('Send each file in a part named "file".');
    }
    await countOne();
    const { bytes, truncated } = await readingMultipart(() => readAll(part.file));
    const name = sanitiseFileName(part.filename);
    if (truncated) throw sizeRefusal(files.length);
    const file: ReceivedFile = { name, bytes };
    try {
      file.inspected = await inspectUpload(bytes, purpose);
    } catch (error) {
      if (!(error instanceof UploadRefusal)) throw error;
      file.refusal = error;
    }
    files.push(file);
  }
  if (files.length === 0) throw fileRequired();
  return files;
}

function refuseUnlessAllValid(files: ReceivedFile[]): void {
  const refused = files.filter((file) => file.refusal);
  if (refused.length === 0) return;
  if (files.length === 1) throw refused[0]!.refusal!.toApiError();
  throw invalidFiles(files.flatMap((file, index): UploadIssue[] => (file.refusal ? [issueOf(index, file.refusal)] : [])));
}

const issueOf = (index: number, refusal: UploadRefusal): UploadIssue => ({ path: `file[${index}]`, message: refusal.message, code: refusal.code });

/** A file over MAX_FILE_BYTES: 413 FILESIZE_TOO_HIGH, naming which file when others came first. */
function sizeRefusal(index: number): ApiError {
  const refusal = tooManyBytes();
  const error = refusal.toApiError();
  return index === 0 ? error : new ApiError(error.status, error.code, error.message, error.errorName, [issueOf(index, refusal)]);
}

/**
 * Decodes and re-encodes every file, one after the other (at most MAX_CONCURRENT_RENDERS per
 * process), before anything is stored. Data that is damaged behind a valid header is only found
 * here; it refuses the request like any other invalid file.
 */
async function renderAll(files: ReceivedFile[]): Promise<Array<{ name: string; processed: ProcessedUpload }>> {
  const done: Array<{ name: string; processed: ProcessedUpload }> = [];
  for (const [index, file] of files.entries()) {
    try {
      done.push({ name: file.name, processed: await renderUpload(file.bytes, file.inspected!) });
    } catch (error) {
      if (!(error instanceof UploadRefusal)) throw error;
      throw files.length === 1 ? error.toApiError() : invalidFiles([issueOf(index, error)]);
    }
    // The raw upload is not needed any more; let it go before the next file is decoded.
    file.bytes = Buffer.alloc(0);
  }
  return done;
}

/**
 * Stores every rendition, then records the files in one insert. A store failure removes what
 * was already written and answers UPLOADFILE_ERROR; a database failure removes the files too.
 */
async function storeAll(
  request: FastifyRequest,
  ctx: ServerContext,
  store: UploadStore,
  ownerId: string,
  purpose: UploadPurpose,
  files: Array<{ name: string; processed: ProcessedUpload }>,
): Promise<UploadRow[]> {
  const written: string[] = [];
  const removeWritten = () => Promise.allSettled(written.map((key) => store.delete(key)));
  const rows = files.map(({ name, processed }): typeof uploads.$inferInsert => {
    const id = randomUUID();
    return {
      id,
      ownerId,
      purpose,
      kind: processed.kind,
      storageKey: renditionKey(purpose, id, 'original', processed.renditions[0]!.extension),
      contentType: processed.contentType,
      width: processed.width,
      height: processed.height,
      bytes: processed.bytes,
      originalName: name,
    };
  });
  try {
    for (const [index, { processed }] of files.entries()) {
      // Settled, not Promise.all: every put has finished (and is known) before any clean-up.
      const puts = await Promise.allSettled(
        processed.renditions.map(async (rendition) => {
          const key = renditionKey(purpose, rows[index]!.id!, rendition.variant, rendition.extension);
          await store.put(key, rendition.body, rendition.contentType);
          written.push(key);
        }),
      );
      const failed = puts.find((put): put is PromiseRejectedResult => put.status === 'rejected');
      if (failed) throw failed.reason;
    }
  } catch (error) {
    await removeWritten();
    if (!(error instanceof UploadStoreError)) throw error;
    // The message names the store's keys and status, never the user or the file's name.
    request.log.error({ err: describeErrorForLog(error) }, 'upload store write failed');
    throw uploadFileError();
  }
  try {
    return await ctx.db.insert(uploads).values(rows).returning();
  } catch (error) {
    await removeWritten();
    throw error;
  }
}

/** Reads a file part to the end; `truncated` when busboy cut it at MAX_FILE_BYTES. */
async function readAll(stream: AsyncIterable<Buffer> & { truncated?: boolean }): Promise<{ bytes: Buffer; truncated: boolean }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    if (size <= MAX_FILE_BYTES) chunks.push(chunk);
  }
  return { bytes: Buffer.concat(chunks), truncated: stream.truncated === true || size > MAX_FILE_BYTES };
}

async function drain(stream: AsyncIterable<Buffer>): Promise<void> {
  for await (const _chunk of stream) {
    // discarded
  }
}

/**
 * Errors while parsing the multipart body are the client's: a missing boundary, a part cut
 * short, too many parts. They become 4xx answers here instead of reaching the error handler
 * as unknown errors (a 500).
 */
async function readingMultipart<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    throw multipartProblem(error);
  }
}

function multipartProblem(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  switch ((error as { code?: unknown })?.code) {
    case 'FST_FILES_LIMIT':
      return tooManyFiles();
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return invalidMultipart('The upload has too many parts.');
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooManyBytes().toApiError();
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return notMultipart();
    default:
      return invalidMultipart();
  }
}

/** Content-Disposition for a PDF: an ASCII name for old clients, the real one in filename*. */
function attachment(name: string): string {
  const ascii = name.replace(/[^A-Za-z0-9._ -]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}
