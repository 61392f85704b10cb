import { FAKE_S3_ACCESS_KEY_ID as ACCESS, FAKE_S3_BUCKET as BUCKET, SIGV4_AUTHORIZATION as AUTHORIZATION, startFakeS3, type FakeS3 } from './fake-s3';
import { s3Client, S3Store, signS3Request, type S3Config } from './s3-store';
import { UploadStoreError } from './upload-store';

/** Against the fake S3 of fake-s3.ts, which refuses (403) any request whose SigV4 signature does not check out. */
let s3: FakeS3;
let config: S3Config;
beforeAll(async () => {
  s3 = await startFakeS3();
  config = s3.config;
});
afterAll(() => s3.close());

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

/**
 * The worked examples of AWS's S3 documentation ("Signature Calculations for the Authorization
 * Header: Transferring Payload in a Single Chunk", sig-v4-header-based-auth.html): their example
 * keys, bucket and date, and the signatures published there. They pin how the store configures
 * aws4fetch (service s3, signed payload hash, every given header signed, path encoded once).
 */
describe('S3 request signing against the AWS S3 documentation examples', () => {
  const client = s3Client({ region: 'us-east-1', accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' });
  const datetime = '20130524T000000Z';
  const host = 'https://examplebucket.s3.amazonaws.com';
  const parts = (request: Request) =>
    /^AWS4-HMAC-SHA256 Credential=(\S+), ?SignedHeaders=(\S+), ?Signature=([0-9a-f]{64})$/.exec(request.headers.get('authorization')!)!.slice(1);

  it('GET Object with a Range header', async () => {
    const request = await signS3Request(client, new URL(`${host}/test.txt`), { method: 'GET', headers: { Range: 'bytes=0-9' }, datetime });
    expect(parts(request)).toEqual([
      'AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request',
      'host;range;x-amz-content-sha256;x-amz-date',
      'f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    ]);
    expect(request.headers.get('x-amz-date')).toBe(datetime);
    expect(request.headers.get('x-amz-content-sha256')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('PUT Object with a body, a Date header and a key that needs encoding', async () => {
    const request = await signS3Request(client, new URL(`${host}/test%24file.text`), {
      method: 'PUT',
      headers: { Date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
      body: 'Welcome to Amazon S3.',
      datetime,
    });
    expect(request.headers.get('x-amz-content-sha256')).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072');
    expect(parts(request).slice(1)).toEqual([
      'date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class',
      '98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
    ]);
  });

  it('GET Bucket lifecycle (a query parameter without a value)', async () => {
    const request = await signS3Request(client, new URL(`${host}/?lifecycle`), { method: 'GET', datetime });
    expect(parts(request)[2]).toBe('fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543');
  });

  it('GET Bucket (list objects), query sorted by name', async () => {
    const request = await signS3Request(client, new URL(`${host}/?prefix=J&max-keys=2`), { method: 'GET', datetime });
    expect(parts(request)[2]).toBe('34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7');
  });
});

describe('S3Store requests', () => {
  it('puts the bucket first in the path (path style), under the endpoint', () => {
    const store = new S3Store({ ...config, endpoint: 'https://s3.example.test/prefix' });
    expect(store.urlOf('fanzone/a1/640x480.webp').href).toBe(`https://s3.example.test/prefix/${BUCKET}/fanzone/a1/640x480.webp`);
  });

  it('sends each call once through the given fetch, without retrying an answer of 503', async () => {
    const sent: Request[] = [];
    const fetchOnce = (async (request: Request) => {
      sent.push(request);
      return new Response('<Error><Code>SlowDown</Code></Error>', { status: 503 });
    }) as typeof fetch;
    const store = new S3Store(config, fetchOnce);
    await expect(store.put('fanzone/a/original.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toBeInstanceOf(UploadStoreError);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('PUT');
    expect(sent[0]!.headers.get('authorization')).toMatch(AUTHORIZATION);
    expect(sent[0]!.signal.aborted).toBe(false);
  });
});
