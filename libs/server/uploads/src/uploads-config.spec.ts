import { S3Store } from './s3-store';
import { DiskStore } from './upload-store';
import { createUploadStore, uploadsConfig } from './uploads-config';

const s3Env = {
  UPLOADS_S3_BUCKET: 'bike-uploads',
  UPLOADS_S3_ENDPOINT: 'http://minio:9000/',
  UPLOADS_S3_REGION: 'eu-west-1',
  UPLOADS_S3_ACCESS_KEY_ID: 'minio',
  UPLOADS_S3_SECRET_ACCESS_KEY: 'minio-secret',
};

describe('uploadsConfig', () => {
  it('uses the disk when no bucket is set', () => {
    expect(uploadsConfig({})).toEqual({});
    expect(createUploadStore({}, 'data')).toBeInstanceOf(DiskStore);
    expect((createUploadStore({}, 'data') as DiskStore).root).toMatch(/data[/\\]uploads$/);
  });

  it('keeps the in-memory test database out of the working folder', () => {
    expect((createUploadStore({}, ':memory:') as DiskStore).root).not.toContain(':memory:');
  });

  it('switches to S3 when UPLOADS_S3_BUCKET is set', () => {
    const config = uploadsConfig(s3Env);
    expect(config.s3).toEqual({ endpoint: 'http://minio:9000', bucket: 'bike-uploads', region: 'eu-west-1', accessKeyId: 'minio', secretAccessKey: 'minio-secret' });
    expect(createUploadStore(config, 'data')).toBeInstanceOf(S3Store);
  });

  it('defaults the endpoint to AWS S3 of the region', () => {
    const { UPLOADS_S3_ENDPOINT: _e, UPLOADS_S3_REGION: _r, ...env } = s3Env;
    expect(uploadsConfig(env).s3).toMatchObject({ endpoint: 'https://s3.us-east-1.amazonaws.com', region: 'us-east-1' });
  });

  it('fails at start when the S3 settings are incomplete or wrong', () => {
    expect(() => uploadsConfig({ ...s3Env, UPLOADS_S3_SECRET_ACCESS_KEY: '' })).toThrow(/UPLOADS_S3_SECRET_ACCESS_KEY/);
    expect(() => uploadsConfig({ ...s3Env, UPLOADS_S3_BUCKET: 'Bad_Bucket' })).toThrow(/bucket name/);
    expect(() => uploadsConfig({ ...s3Env, UPLOADS_S3_ENDPOINT: 'ftp://minio' })).toThrow(/http/);
    expect(() => uploadsConfig({ ...s3Env, UPLOADS_S3_ENDPOINT: 'not a url' })).toThrow(/URL/);
  });
});
