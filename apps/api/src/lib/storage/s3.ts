import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { StorageNotFoundError, assertSafeKey, assertSafePrefix, type StorageBackend, type StorageMeta, type StorageRange } from './backend';

export type S3StorageOptions = {
  bucket: string;
  /** e.g. https://s3.ap-southeast-3.amazonaws.com or a MinIO / R2 / Ceph URL; absent: AWS by region. */
  endpoint?: string;
  region: string;
  /** Path-style URLs (bucket in the path): what most self-hosted S3-compatible servers need. */
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Prepended to every key (e.g. `lms/`), so one bucket may hold other data too. */
  keyPrefix?: string;
};

const isNotFound = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

/**
 * An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Ceph …) through @aws-sdk/client-s3. Streams of unknown
 * length go up as multipart uploads (@aws-sdk/lib-storage, 5 MB parts, so at most a few parts are in memory);
 * a failed body aborts the upload, leaving nothing under the key. Keys map 1:1 to object keys.
 */
export class S3Storage implements StorageBackend {
  readonly client: S3Client;
  readonly bucket: string;
  private readonly prefix: string;

  constructor(opts: S3StorageOptions) {
    const config: S3ClientConfig = {
      region: opts.region,
      forcePathStyle: opts.forcePathStyle,
      // Checksums only where S3 requires them: many S3-compatible servers refuse the SDK's default trailing
      // checksums (aws-chunked uploads); TLS and Content-MD5-free PUTs are what they all accept.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...(opts.endpoint ? { endpoint: opts.endpoint } : {}),
      ...(opts.credentials ? { credentials: opts.credentials } : {}),
    };
    this.client = new S3Client(config);
    this.bucket = opts.bucket;
    this.prefix = opts.keyPrefix ?? '';
  }

  private objectKey(key: string) {
    assertSafeKey(key);
    return this.prefix + key;
  }

  async put(key: string, body: Readable | Buffer, meta: StorageMeta) {
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: this.objectKey(key), Body: body, ContentType: meta.contentType },
      queueSize: 2,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (err) {
      // The body stream failed (e.g. size limit): make sure no object or upload is left behind.
      await upload.abort().catch(() => {});
      if (!Buffer.isBuffer(body)) body.destroy();
      throw err;
    }
  }

  async get(key: string, range?: StorageRange) {
    try {
      const res = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: this.objectKey(key),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      return res.Body as Readable;
    } catch (err) {
      if (isNotFound(err)) throw new StorageNotFoundError(key);
      throw err;
    }
  }

  async stat(key: string) {
    try {
      const res = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      return { key, size: res.ContentLength ?? 0, lastModified: res.LastModified ?? new Date(0) };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async delete(key: string) {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }

  async exists(key: string) {
    return (await this.stat(key)) !== null;
  }

  async *list(prefix: string) {
    assertSafePrefix(prefix);
    let token: string | undefined;
    do {
      const res = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: this.prefix + prefix, ContinuationToken: token }),
      );
      for (const o of res.Contents ?? []) {
        if (!o.Key) continue;
        yield { key: o.Key.slice(this.prefix.length), size: o.Size ?? 0, lastModified: o.LastModified ?? new Date(0) };
      }
      token = res.IsTruncated ? res.NextContinuationToken : undefined;
    } while (token);
  }
}

/**
 * Reads `s3://bucket[/key-prefix]?endpoint=…&region=…&force_path_style=true|false`. A custom endpoint defaults to
 * path style; AWS (no endpoint) to virtual-hosted style. Credentials come from the caller (env), else the SDK's
 * default chain (AWS_* variables, instance roles).
 */
export function parseS3Url(url: string, credentials?: S3StorageOptions['credentials']): S3StorageOptions {
  const u = new URL(url);
  if (u.protocol !== 's3:' || !u.hostname) throw new Error(`STORAGE_URL harus berbentuk s3://bucket?endpoint=…, bukan ${url}`);
  const endpoint = u.searchParams.get('endpoint') ?? undefined;
  const style = u.searchParams.get('force_path_style');
  const keyPrefix = u.pathname.replace(/^\/+/, '');
  return {
    bucket: u.hostname,
    endpoint,
    region: u.searchParams.get('region') ?? 'us-east-1',
    forcePathStyle: style ? style === 'true' : Boolean(endpoint),
    credentials,
    keyPrefix: keyPrefix ? `${keyPrefix.replace(/\/+$/, '')}/` : '',
  };
}
