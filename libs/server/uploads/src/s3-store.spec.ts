import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { S3Store, type S3Config } from './s3-store';
import { sha256Hex, signatureOf } from './sigv4';
import { UploadStoreError } from './upload-store';

/**
 * A tiny S3 on 127.0.0.1: path-style PUT, GET and DELETE of objects in memory. Like the real
 * one, it refuses (403) any request whose SigV4 Authorization header does not check out:
 * shape, credential scope, payload hash and the signature recomputed from what it received.
 */
const SECRET = 'fake-secret-key-for-tests';
const ACCESS = 'FAKEACCESSKEY';
const BUCKET = 'bike-uploads';
const AUTHORIZATION = /^AWS4-HMAC-SHA256 Credential=([A-Z0-9]+)\/(\d{8})\/([a-z0-9-]+)\/s3\/aws4_request,SignedHeaders=([a-z0-9;-]+),Signature=([0-9a-f]{64})$/;

interface FakeS3 {
  server: Server;
  endpoint: string;
  objects: Map<string, { body: Buffer; contentType: string }>;
  requests: Array<{ method: string; url: string; authorization: string; signedHeaders: string[] }>;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function verify(request: IncomingMessage, body: Buffer): string[] | null {
  const match = AUTHORIZATION.exec(String(request.headers['authorization'] ?? ''));
  if (!match) return null;
  const [, access, day, region, signed, signature] = match;
  const amzDate = String(request.headers['x-amz-date'] ?? '');
  if (access !== ACCESS || !/^\d{8}T\d{6}Z$/.test(amzDate) || amzDate.slice(0, 8) !== day) return null;
  if (request.headers['x-amz-content-sha256'] !== sha256Hex(body)) return null;
  const names = signed!.split(';');
  if (!['host', 'x-amz-content-sha256', 'x-amz-date'].every((n) => names.includes(n))) return null;
  const url = new URL(request.url!, 'http://placeholder');
  const headers = Object.fromEntries(names.map((n) => [n, String(request.headers[n] ?? '')]));
  const expected = signatureOf(
    { method: request.method!, path: url.pathname, query: [...url.searchParams.entries()], headers, payloadHash: sha256Hex(body) },
    { amzDate, region: region!, service: 's3' },
    { accessKeyId: ACCESS, secretAccessKey: SECRET },
  ).signature;
  return expected === signature ? names : null;
}

async function startFakeS3(): Promise<FakeS3> {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const requests: FakeS3['requests'] = [];
  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    const signedHeaders = verify(request, body);
    requests.push({ method: request.method!, url: request.url!, authorization: String(request.headers['authorization']), signedHeaders: signedHeaders ?? [] });
    if (!signedHeaders) {
      response.writeHead(403, { 'content-type': 'application/xml' }).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
      return;
    }
    const prefix = `/${BUCKET}/`;
    if (!request.url!.startsWith(prefix)) {
      response.writeHead(404).end('<Error><Code>NoSuchBucket</Code></Error>');
      return;
    }
    const key = decodeURIComponent(request.url!.slice(prefix.length));
    if (request.method === 'PUT') {
      objects.set(key, { body, contentType: String(request.headers['content-type']) });
      response.writeHead(200, { etag: '"x"' }).end();
    } else if (request.method === 'GET') {
      const object = objects.get(key);
      if (!object) response.writeHead(404, { 'content-type': 'application/xml' }).end('<Error><Code>NoSuchKey</Code></Error>');
      else response.writeHead(200, { 'content-type': object.contentType, 'content-length': object.body.length }).end(object.body);
    } else if (request.method === 'DELETE') {
      objects.delete(key);
      response.writeHead(204).end();
    } else {
      response.writeHead(405).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, endpoint: `http://127.0.0.1:${port}`, objects, requests };
}

let s3: FakeS3;
let config: S3Config;
beforeAll(async () => {
  s3 = await startFakeS3();
  config = { endpoint: s3.endpoint, bucket: BUCKET, region: 'eu-west-1', accessKeyId: ACCESS, secretAccessKey: SECRET };
});
afterAll(() => new Promise<void>((resolve) => s3.server.close(() => resolve())));

describe('S3Store against a fake S3 server', () => {
  it('round-trips put, get and delete with path-style URLs and valid signatures', async () => {
    const store = new S3Store(config);
    const key = 'bike-registration/4f1c2d3e-5a6b-4c7d-8e9f-0a1b2c3d4e5f/original.jpg';
    const body = Buffer.from([0xff, 0xd8, 0xff, 1, 2, 3]);
    await store.put(key, body, 'image/jpeg');
    expect(s3.objects.get(key)).toEqual({ body, contentType: 'image/jpeg' });

    const object = await store.get(key);
    expect(object).toEqual({ body, contentType: 'image/jpeg', bytes: body.length });

    await store.delete(key);
    expect(s3.objects.has(key)).toBe(false);
    expect(await store.get(key)).toBeNull();

    const mine = s3.requests.slice(-4);
    expect(mine.map((r) => `${r.method} ${r.url}`)).toEqual([
      `PUT /${BUCKET}/${key}`,
      `GET /${BUCKET}/${key}`,
      `DELETE /${BUCKET}/${key}`,
      `GET /${BUCKET}/${key}`,
    ]);
    for (const request of mine) {
      expect(request.authorization).toMatch(AUTHORIZATION);
      expect(request.authorization).toContain(`Credential=${ACCESS}/`);
      expect(request.authorization).toContain('/eu-west-1/s3/aws4_request');
      expect(request.signedHeaders).toEqual(expect.arrayContaining(['host', 'x-amz-content-sha256', 'x-amz-date']));
    }
    // The content type is signed with the PUT, so nobody on the way can change it.
    expect(mine[0]!.signedHeaders).toContain('content-type');
  });

  it('fails with UploadStoreError when the store refuses the signature', async () => {
    const store = new S3Store({ ...config, secretAccessKey: 'wrong-secret' });
    await expect(store.put('fanzone/a/original.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toBeInstanceOf(UploadStoreError);
    await expect(store.get('fanzone/a/original.jpg')).rejects.toBeInstanceOf(UploadStoreError);
  });

  it('fails with UploadStoreError when the store is unreachable', async () => {
    const store = new S3Store({ ...config, endpoint: 'http://127.0.0.1:1' });
    await expect(store.put('fanzone/a/original.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toBeInstanceOf(UploadStoreError);
  });

  it('refuses unsafe keys before sending anything', async () => {
    const before = s3.requests.length;
    await expect(new S3Store(config).get('../other-bucket/x')).rejects.toBeInstanceOf(UploadStoreError);
    expect(s3.requests.length).toBe(before);
  });
});
