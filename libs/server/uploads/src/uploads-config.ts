/**
 * Where uploads are stored, read from the environment. Nothing set: a folder under DATA_DIR.
 * UPLOADS_S3_BUCKET set: that bucket, on UPLOADS_S3_ENDPOINT (default AWS S3 of the region),
 * with UPLOADS_S3_ACCESS_KEY_ID and UPLOADS_S3_SECRET_ACCESS_KEY, which are then required: a
 * half-configured store fails at start, not at a user's first upload.
 */
import { tmpdir } from 'node:os';
import path from 'node:path';
import { S3Store, type S3Config } from './s3-store';
import { DiskStore, type UploadStore } from './upload-store';

export interface UploadsConfig {
  /** Set when UPLOADS_S3_BUCKET is: the S3-compatible store replaces the disk. */
  s3?: S3Config;
}

const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION = /^[a-z0-9-]{1,40}$/;

export function uploadsConfig(env: NodeJS.ProcessEnv = process.env): UploadsConfig {
  const bucket = env['UPLOADS_S3_BUCKET']?.trim();
  if (!bucket) return {};
  if (!BUCKET_NAME.test(bucket)) throw new Error('UPLOADS_S3_BUCKET is not a valid bucket name');
  const region = env['UPLOADS_S3_REGION']?.trim() || 'us-east-1';
  if (!REGION.test(region)) throw new Error('UPLOADS_S3_REGION is not a valid region name');
  const endpoint = (env['UPLOADS_S3_ENDPOINT']?.trim() || `https://s3.${region}.amazonaws.com`).replace(/\/+$/, '');
  let parsed: URL;
  try {
    parsed = new URL(endpoint);
  } catch {
    throw new Error('UPLOADS_S3_ENDPOINT is not a URL');
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error('UPLOADS_S3_ENDPOINT must be an http(s) URL');
  if (parsed.search || parsed.hash || parsed.username) throw new Error('UPLOADS_S3_ENDPOINT must be a plain origin (and optional path)');
  const accessKeyId = env['UPLOADS_S3_ACCESS_KEY_ID']?.trim();
  const secretAccessKey = env['UPLOADS_S3_SECRET_ACCESS_KEY']?.trim();
  if (!accessKeyId || !secretAccessKey) {
    throw new Error('UPLOADS_S3_ACCESS_KEY_ID and UPLOADS_S3_SECRET_ACCESS_KEY are required with UPLOADS_S3_BUCKET');
  }
  return { s3: { endpoint, bucket, region, accessKeyId, secretAccessKey } };
}

/**
 * The store of a running server. On disk: `${dataDir}/uploads`; with the in-memory database of
 * tests (dataDir ':memory:') a folder under the system's temporary directory.
 */
export function createUploadStore(config: UploadsConfig, dataDir: string): UploadStore {
  if (config.s3) return new S3Store(config.s3);
  const base = dataDir === ':memory:' ? path.join(tmpdir(), 'bike-uploads') : dataDir;
  return new DiskStore(path.join(base, 'uploads'));
}
