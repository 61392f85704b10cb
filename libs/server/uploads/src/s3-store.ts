/**
 * An S3-compatible bucket as the upload store: PUT, GET and DELETE of single objects, signed
 * with SigV4 (sigv4.ts) and sent with fetch. Path-style URLs (endpoint/bucket/key), because
 * MinIO and most self-hosted stores serve no per-bucket host names; AWS S3 accepts them too.
 */
import { EMPTY_PAYLOAD_HASH, encodePath, sha256Hex, signS3Request } from './sigv4';
import { assertSafeKey, contentTypeOfKey, UploadStoreError, type StoredObject, type UploadStore } from './upload-store';

export interface S3Config {
  /** https://s3.eu-west-1.amazonaws.com, http://minio:9000, ... (no trailing slash). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** A slow store must not hold an upload request (and its decoded files) for minutes. */
const REQUEST_TIMEOUT_MS = 20_000;

export class S3Store implements UploadStore {
  constructor(
    private readonly config: S3Config,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  urlOf(key: string): URL {
    assertSafeKey(key);
    return new URL(`${this.config.endpoint}${encodePath(`/${this.config.bucket}/${key}`)}`);
  }

  private async send(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer, contentType?: string): Promise<Response> {
    const url = this.urlOf(key);
    const headers = signS3Request(
      {
        method,
        url,
        headers: contentType ? { 'content-type': contentType } : {},
        payloadHash: body ? sha256Hex(body) : EMPTY_PAYLOAD_HASH,
        region: this.config.region,
      },
      this.config,
    );
    // fetch sets Host itself, from the same URL that was signed.
    delete headers['host'];
    try {
      // A Buffer is a Uint8Array; the DOM typings only want it backed by a plain ArrayBuffer.
      const payload = body as Uint8Array<ArrayBuffer> | undefined;
      return await this.fetchImpl(url, { method, headers, body: payload, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    } catch (error) {
      throw new UploadStoreError(`s3 store: ${method} ${key} failed (${(error as Error).name})`);
    }
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const response = await this.send('PUT', key, body, contentType);
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) throw new UploadStoreError(`s3 store: PUT ${key} answered ${response.status}`);
  }

  async get(key: string): Promise<StoredObject | null> {
    const response = await this.send('GET', key);
    if (response.status === 404) {
      await response.arrayBuffer().catch(() => undefined);
      return null;
    }
    if (!response.ok) {
      await response.arrayBuffer().catch(() => undefined);
      throw new UploadStoreError(`s3 store: GET ${key} answered ${response.status}`);
    }
    // Stored files are at most a few MB (re-encoded images, PDFs under the size limit).
    const body = Buffer.from(await response.arrayBuffer());
    return { body, contentType: response.headers.get('content-type') || contentTypeOfKey(key), bytes: body.length };
  }

  async delete(key: string): Promise<void> {
    const response = await this.send('DELETE', key);
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok && response.status !== 404) throw new UploadStoreError(`s3 store: DELETE ${key} answered ${response.status}`);
  }
}
