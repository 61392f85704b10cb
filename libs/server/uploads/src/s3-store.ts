/**
 * An S3-compatible bucket as the upload store: PUT, GET and DELETE of single objects, signed
 * with AWS Signature V4 by aws4fetch (a small, dependency-free signer for fetch requests; the
 * shop needs three object calls, not an SDK) and sent with fetch. Path-style URLs
 * (endpoint/bucket/key), because MinIO and most self-hosted stores serve no per-bucket host
 * names; AWS S3 accepts them too.
 */
import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
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

/** The signer of one store: SigV4 for service s3 in the configured region. */
export const s3Client = (config: Pick<S3Config, 'region' | 'accessKeyId' | 'secretAccessKey'>): AwsClient =>
  // retries: 0 because S3Store never calls client.fetch (it sends with its own fetch and timeout).
  new AwsClient({ accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey, service: 's3', region: config.region, retries: 0 });

export interface S3RequestInit {
  method: string;
  /** Extra headers to send and sign (content-type, range, ...). */
  headers?: Record<string, string>;
  body?: Uint8Array | string;
  signal?: AbortSignal;
  /** 20130524T000000Z; now when absent. */
  datetime?: string;
}

/**
 * A signed S3 request. The payload's SHA-256 goes in x-amz-content-sha256 and is signed (aws4fetch
 * would send UNSIGNED-PAYLOAD otherwise), and every header given is signed (allHeaders: aws4fetch
 * leaves content-type and range unsigned by default; the content type of a PUT must not change
 * on the way). The path is canonicalised as S3 wants it, encoded once.
 */
export function signS3Request(client: AwsClient, url: URL, init: S3RequestInit): Promise<Request> {
  const { datetime, body, headers, ...rest } = init;
  const payloadHash = createHash('sha256')
    .update(body ?? '')
    .digest('hex');
  return client.sign(url, {
    ...rest,
    // A Buffer is a Uint8Array; the DOM typings only want it backed by a plain ArrayBuffer.
    body: body as Uint8Array<ArrayBuffer> | string | undefined,
    headers: { ...headers, 'x-amz-content-sha256': payloadHash },
    aws: { allHeaders: true, ...(datetime ? { datetime } : {}) },
  });
}

/** RFC 3986 encoding of one path segment, which is also what aws4fetch signs for S3. */
const encodeSegment = (segment: string): string =>
  encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export class S3Store implements UploadStore {
  private readonly client: AwsClient;

  constructor(
    private readonly config: S3Config,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.client = s3Client(config);
  }

  urlOf(key: string): URL {
    assertSafeKey(key);
    const path = [this.config.bucket, ...key.split('/')].map(encodeSegment).join('/');
    return new URL(`${this.config.endpoint}/${path}`);
  }

  private async send(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer, contentType?: string): Promise<Response> {
    const url = this.urlOf(key);
    const request = await signS3Request(this.client, url, {
      method,
      headers: contentType ? { 'content-type': contentType } : {},
      body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    try {
      return await this.fetchImpl(request);
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
