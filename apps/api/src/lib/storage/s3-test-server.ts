import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { S3Storage } from './s3';

/**
 * A real S3-compatible server (s3rver: the S3 REST API over a temporary directory) on a free local port, for tests:
 * the S3 backend is tested against HTTP, signatures, multipart uploads and listings, not a mock.
 */
export async function startS3TestServer(bucket = 'lms-test') {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'lms-s3rver-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver accepts the fixed key pair S3RVER / S3RVER.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  return {
    endpoint,
    url: `s3://${bucket}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1`,
    credentials,
    storage: (keyPrefix = '') => new S3Storage({ bucket, endpoint, region: 'us-east-1', forcePathStyle: true, credentials, keyPrefix }),
    async close() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
