/**
 * AWS Signature Version 4 for S3-compatible stores (AWS S3, MinIO, Ceph, R2, ...), with
 * node:crypto only: the shop needs put, get and delete of one object, not an SDK.
 * https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html
 * S3 differs from other services in two ways handled here: the path is encoded once (not twice)
 * and the payload hash is sent as x-amz-content-sha256 and signed.
 */
import { createHash, createHmac } from 'node:crypto';

export interface SigV4Credentials {
  accessKeyId: string;
  secretAccessKey: string;
}

export interface CanonicalInput {
  method: string;
  /** The URI path as sent, already encoded (see encodePath). */
  path: string;
  /** Decoded query parameters; encoded and sorted here. */
  query?: Array<[string, string]>;
  /** Every header to sign, any case; host and x-amz-date must be among them. */
  headers: Record<string, string>;
  payloadHash: string;
}

export interface Scope {
  /** 20130524T000000Z */
  amzDate: string;
  region: string;
  service: string;
}

export const EMPTY_PAYLOAD_HASH = createHash('sha256').update('').digest('hex');
export const sha256Hex = (data: string | Uint8Array): string => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string): Buffer => createHmac('sha256', key).update(data, 'utf8').digest();

/** RFC 3986 encoding as SigV4 wants it: unreserved characters stay, everything else %XX (upper case). */
export function uriEncode(text: string, keepSlash: boolean): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const c = String.fromCharCode(byte);
    if (/[A-Za-z0-9\-._~]/.test(c) || (keepSlash && c === '/')) out += c;
    else out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** An object key as a URI path: each segment encoded, slashes kept. */
export const encodePath = (path: string): string => uriEncode(path, true);

/** 2013-05-24T00:00:00.000Z → 20130524T000000Z */
export const amzDateOf = (date: Date): string => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

const canonicalQuery = (query: Array<[string, string]> = []): string =>
  query
    .map(([k, v]) => [uriEncode(k, false), uriEncode(v, false)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');

function canonicalHeaders(headers: Record<string, string>): { canonical: string; signed: string } {
  const entries = Object.entries(headers)
    .map(([name, value]) => [name.toLowerCase(), value.trim().replace(/\s+/g, ' ')] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    canonical: entries.map(([name, value]) => `${name}:${value}\n`).join(''),
    signed: entries.map(([name]) => name).join(';'),
  };
}

export function canonicalRequest(input: CanonicalInput): { request: string; signedHeaders: string } {
  const { canonical, signed } = canonicalHeaders(input.headers);
  const request = [input.method.toUpperCase(), input.path, canonicalQuery(input.query), canonical, signed, input.payloadHash].join('\n');
  return { request, signedHeaders: signed };
}

/** The hex signature and the Authorization header value of a request. */
export function signatureOf(input: CanonicalInput, scope: Scope, credentials: SigV4Credentials): { signature: string; authorization: string } {
  const { request, signedHeaders } = canonicalRequest(input);
  const day = scope.amzDate.slice(0, 8);
  const credentialScope = `${day}/${scope.region}/${scope.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', scope.amzDate, credentialScope, sha256Hex(request)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), scope.region), scope.service), 'aws4_request');
  const signature = createHmac('sha256', key).update(stringToSign, 'utf8').digest('hex');
  return {
    signature,
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${credentialScope},SignedHeaders=${signedHeaders},Signature=${signature}`,
  };
}

export interface S3SignInput {
  method: string;
  url: URL;
  /** Extra headers to send and sign (content-type, range, ...). */
  headers?: Record<string, string>;
  payloadHash: string;
  region: string;
  date?: Date;
}

/**
 * The headers an S3 request must carry: the caller's, plus host, x-amz-date,
 * x-amz-content-sha256 and authorization. The URL's path must already be encoded (encodePath)
 * exactly as it is sent.
 */
export function signS3Request(input: S3SignInput, credentials: SigV4Credentials): Record<string, string> {
  const amzDate = amzDateOf(input.date ?? new Date());
  const headers: Record<string, string> = {
    ...Object.fromEntries(Object.entries(input.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v])),
    host: input.url.host,
    'x-amz-date': amzDate,
    'x-amz-content-sha256': input.payloadHash,
  };
  const query = [...input.url.searchParams.entries()];
  const { authorization } = signatureOf(
    { method: input.method, path: input.url.pathname || '/', query, headers, payloadHash: input.payloadHash },
    { amzDate, region: input.region, service: 's3' },
    credentials,
  );
  return { ...headers, authorization };
}
