/**
 * Test support (not exported from index.ts; tests import it by path or through
 * @bike/server/uploads/testing): a tiny S3 on 127.0.0.1. Path-style PUT, GET and DELETE of
 * objects in memory. Like the real one, it refuses (403) any request whose SigV4 Authorization
 * header does not check out: shape, access key, credential scope, payload hash and the signature
 * recomputed from what it received. The check is written here from AWS's description of SigV4,
 * independently of the signer the shop uses (aws4fetch), so the two cannot agree on the same mistake.
 */
import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { S3Config } from './s3-store';

export const FAKE_S3_ACCESS_KEY_ID = 'FAKEACCESSKEY';
export const FAKE_S3_SECRET_ACCESS_KEY = 'fake-secret-key-for-tests';
export const FAKE_S3_BUCKET = 'bike-uploads';
export const FAKE_S3_REGION = 'eu-west-1';

/**
 * The Authorization header of a SigV4-signed S3 request. Its parts are separated by a comma with
 * or without a space: AWS's S3 examples write ",", its general SigV4 examples, the AWS SDKs and
 * aws4fetch write ", ", and S3 and MinIO accept both.
 */
export const SIGV4_AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([A-Z0-9]+)\/(\d{8})\/([a-z0-9-]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;

export interface FakeS3Object {
  body: Buffer;
  contentType: string;
}

export interface FakeS3Request {
  method: string;
  url: string;
  authorization: string;
  /** The signed header names when the signature checked out, [] when it was refused. */
  signedHeaders: string[];
  status: number;
}

export interface FakeS3 {
  server: Server;
  /** http://127.0.0.1:<port> */
  endpoint: string;
  /** Stored objects by key (without the bucket). */
  objects: Map<string, FakeS3Object>;
  /** Every request received, in order. */
  requests: FakeS3Request[];
  /** The S3Store configuration that talks to this server. */
  config: S3Config;
  /** The UPLOADS_S3_* environment of a server process that stores its uploads here. */
  env: Record<string, string>;
  close(): Promise<void>;
}

const sha256Hex = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string): Buffer => createHmac('sha256', key).update(data).digest();
/** RFC 3986 encoding as SigV4 wants it: unreserved characters kept, everything else %XX. */
const encode = (text: string): string => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The signed header names when the request's signature is valid for `secret`, null when not. */
function verify(request: IncomingMessage, body: Buffer, accessKeyId: string, secret: string): string[] | null {
  const match = SIGV4_AUTHORIZATION.exec(String(request.headers['authorization'] ?? ''));
  if (!match) return null;
  const [, access, day, region, signed, signature] = match;
  const amzDate = String(request.headers['x-amz-date'] ?? '');
  if (access !== accessKeyId || !/^\d{8}T\d{6}Z$/.test(amzDate) || amzDate.slice(0, 8) !== day) return null;
  const payloadHash = sha256Hex(body);
  if (request.headers['x-amz-content-sha256'] !== payloadHash) return null;
  const names = signed!.split(';');
  if (!['host', 'x-amz-content-sha256', 'x-amz-date'].every((n) => names.includes(n))) return null;
  if (names.some((n) => request.headers[n] === undefined) || [...names].sort().join(';') !== signed) return null;

  const url = new URL(request.url!, 'http://placeholder');
  // S3 signs the path as sent (encoded once); the query decoded, re-encoded and sorted.
  const query = [...url.searchParams.entries()]
    .map(([k, v]) => [encode(k), encode(v)] as const)
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const headers = names.map((n) => `${n}:${String(request.headers[n]).trim().replace(/\s+/g, ' ')}\n`).join('');
  const canonical = [request.method!, url.pathname, query, headers, signed!, payloadHash].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, day!), region!), 's3'), 'aws4_request');
  return createHmac('sha256', key).update(stringToSign).digest('hex') === signature ? names : null;
}

/** Starts the fake S3 on a free loopback port. */
export async function startFakeS3(
  options: { bucket?: string; region?: string; accessKeyId?: string; secretAccessKey?: string } = {},
): Promise<FakeS3> {
  const bucket = options.bucket ?? FAKE_S3_BUCKET;
  const region = options.region ?? FAKE_S3_REGION;
  const accessKeyId = options.accessKeyId ?? FAKE_S3_ACCESS_KEY_ID;
  const secretAccessKey = options.secretAccessKey ?? FAKE_S3_SECRET_ACCESS_KEY;
  const objects = new Map<string, FakeS3Object>();
  const requests: FakeS3Request[] = [];
  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    const signedHeaders = verify(request, body, accessKeyId, secretAccessKey);
    const answer = (status: number, headers: Record<string, string | number> = {}, content?: Buffer | string) => {
      requests.push({ method: request.method!, url: request.url!, authorization: String(request.headers['authorization']), signedHeaders: signedHeaders ?? [], status });
      response.writeHead(status, headers).end(content);
    };
    if (!signedHeaders) return answer(403, { 'content-type': 'application/xml' }, '<Error><Code>SignatureDoesNotMatch</Code></Error>');
    const prefix = `/${bucket}/`;
    if (!request.url!.startsWith(prefix)) return answer(404, { 'content-type': 'application/xml' }, '<Error><Code>NoSuchBucket</Code></Error>');
    const key = decodeURIComponent(new URL(request.url!, 'http://placeholder').pathname.slice(prefix.length));
    if (request.method === 'PUT') {
      objects.set(key, { body, contentType: String(request.headers['content-type']) });
      return answer(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
    }
    if (request.method === 'GET') {
      const object = objects.get(key);
      if (!object) return answer(404, { 'content-type': 'application/xml' }, '<Error><Code>NoSuchKey</Code></Error>');
      return answer(200, { 'content-type': object.contentType, 'content-length': object.body.length }, object.body);
    }
    if (request.method === 'DELETE') {
      objects.delete(key);
      return answer(204);
    }
    return answer(405);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    server,
    endpoint,
    objects,
    requests,
    config: { endpoint, bucket, region, accessKeyId, secretAccessKey },
    env: {
      UPLOADS_S3_BUCKET: bucket,
      UPLOADS_S3_ENDPOINT: endpoint,
      UPLOADS_S3_REGION: region,
      UPLOADS_S3_ACCESS_KEY_ID: accessKeyId,
      UPLOADS_S3_SECRET_ACCESS_KEY: secretAccessKey,
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
