import path from 'node:path';
import type { Config } from '../config';
import type { StorageBackend } from '../lib/storage/backend';
import { LocalDiskStorage } from '../lib/storage/local';
import { S3Storage, parseS3Url } from '../lib/storage/s3';

export * from '../lib/storage/backend';
export { LocalDiskStorage } from '../lib/storage/local';
export { S3Storage, parseS3Url } from '../lib/storage/s3';

export type StorageConfig = Pick<Config, 'dataDir'> & Partial<Pick<Config, 'storageUrl' | 's3Credentials'>>;

/**
 * The configured backend: STORAGE_URL=s3://bucket?endpoint=… selects an S3-compatible bucket (credentials from
 * S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY, else the AWS SDK's default chain); file:///dir or nothing selects local
 * disk (default `${DATA_DIR}/files`).
 */
export function createStorage(config: StorageConfig): StorageBackend {
  const url = config.storageUrl;
  if (url?.startsWith('s3://')) return new S3Storage(parseS3Url(url, config.s3Credentials));
  if (url?.startsWith('file://')) return new LocalDiskStorage(new URL(url).pathname);
  if (url) throw new Error(`STORAGE_URL tidak dikenali (s3://… atau file://…): ${url}`);
  return new LocalDiskStorage(path.join(config.dataDir, 'files'));
}
