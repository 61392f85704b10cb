import { amzDateOf, EMPTY_PAYLOAD_HASH, encodePath, sha256Hex, signatureOf, signS3Request, uriEncode } from './sigv4';

/**
 * The worked examples of AWS's S3 documentation ("Signature Calculations for the Authorization
 * Header: Transferring Payload in a Single Chunk", sig-v4-header-based-auth.html): their
 * example keys, bucket and date, and the signatures published there.
 */
const credentials = { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' };
const date = new Date('2013-05-24T00:00:00Z');
const host = 'https://examplebucket.s3.amazonaws.com';
const signatureIn = (headers: Record<string, string>) => /Signature=([0-9a-f]{64})$/.exec(headers['authorization']!)![1];

describe('SigV4 against the AWS S3 documentation examples', () => {
  it('GET Object with a Range header', () => {
    const headers = signS3Request(
      { method: 'GET', url: new URL(`${host}/test.txt`), headers: { Range: 'bytes=0-9' }, payloadHash: EMPTY_PAYLOAD_HASH, region: 'us-east-1', date },
      credentials,
    );
    expect(headers['authorization']).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
  });

  it('PUT Object with a body, a Date header and a key that needs encoding', () => {
    const body = 'Welcome to Amazon S3.';
    expect(sha256Hex(body)).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072');
    const headers = signS3Request(
      {
        method: 'PUT',
        url: new URL(`${host}${encodePath('/test$file.text')}`),
        headers: { Date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
        payloadHash: sha256Hex(body),
        region: 'us-east-1',
        date,
      },
      credentials,
    );
    expect(headers['authorization']).toContain('SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class,');
    expect(signatureIn(headers)).toBe('98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd');
  });

  it('GET Bucket lifecycle (a query parameter without a value)', () => {
    const headers = signS3Request({ method: 'GET', url: new URL(`${host}/?lifecycle`), payloadHash: EMPTY_PAYLOAD_HASH, region: 'us-east-1', date }, credentials);
    expect(signatureIn(headers)).toBe('fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543');
  });

  it('GET Bucket (list objects), query sorted by name', () => {
    const headers = signS3Request({ method: 'GET', url: new URL(`${host}/?prefix=J&max-keys=2`), payloadHash: EMPTY_PAYLOAD_HASH, region: 'us-east-1', date }, credentials);
    expect(signatureIn(headers)).toBe('34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7');
  });

  it('a different body, key or secret gives a different signature', () => {
    const sign = (payload: string, secret = credentials.secretAccessKey) =>
      signatureOf(
        { method: 'PUT', path: '/b/k.jpg', headers: { host: 'h', 'x-amz-date': '20130524T000000Z' }, payloadHash: sha256Hex(payload) },
        { amzDate: '20130524T000000Z', region: 'us-east-1', service: 's3' },
        { accessKeyId: 'a', secretAccessKey: secret },
      ).signature;
    expect(sign('one')).not.toBe(sign('two'));
    expect(sign('one')).not.toBe(sign('one', 'other-secret'));
  });
});

describe('SigV4 helpers', () => {
  it('encodes as RFC 3986 wants, keeping slashes in paths', () => {
    expect(uriEncode('a b+c$~', false)).toBe('a%20b%2Bc%24~');
    expect(uriEncode('a/b', false)).toBe('a%2Fb');
    expect(encodePath('/bucket/fanzone/x.webp')).toBe('/bucket/fanzone/x.webp');
    expect(encodePath('/ключ')).toBe('/%D0%BA%D0%BB%D1%8E%D1%87');
  });

  it('writes the date in the compact form', () => {
    expect(amzDateOf(new Date('2026-03-04T05:06:07.891Z'))).toBe('20260304T050607Z');
  });
});
