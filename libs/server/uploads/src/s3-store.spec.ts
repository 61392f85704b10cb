import { FAKE_S3_ACCESS_KEY_ID as ACCESS, FAKE_S3_BUCKET as BUCKET, SIGV4_AUTHORIZATION as AUTHORIZATION, startFakeS3, type FakeS3 } from './fake-s3';
import { S3Store, type S3Config } from './s3-store';
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
