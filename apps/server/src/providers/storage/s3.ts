import {
  type _Object,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import {
  assertSafeKey,
  assertSafePrefix,
  type StorageProvider,
  type StoredObject,
  type StoredObjectInfo,
} from './storage-provider';

export type S3StorageOptions = {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

// S3, MinIO, R2 and friends; MinIO needs forcePathStyle (bucket in the path, not the host).
export class S3Storage implements StorageProvider {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: options.credentials,
    });
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: assertSafeKey(key),
        Body: bytes,
        ContentType: contentType,
      }),
    );
  }

  async get(key: string): Promise<StoredObject | null> {
    const out = await orNull(
      this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: assertSafeKey(key) })),
    );
    if (!out?.Body) return null;
    return { ...info(out), body: out.Body.transformToWebStream() as ReadableStream<Uint8Array> };
  }

  async stat(key: string): Promise<StoredObjectInfo | null> {
    const out = await orNull(
      this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: assertSafeKey(key) })),
    );
    return out ? info(out) : null;
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: assertSafeKey(key) }));
  }

  async deletePrefix(prefix: string): Promise<number> {
    let deleted = 0;
    for await (const page of this.list(assertSafePrefix(prefix))) {
      const keys = page.flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
      if (keys.length === 0) continue;
      await this.client.send(
        new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: keys, Quiet: true } }),
      );
      deleted += keys.length;
    }
    return deleted;
  }

  async usage(prefix: string): Promise<number> {
    let total = 0;
    for await (const page of this.list(assertSafePrefix(prefix))) {
      for (const object of page) total += object.Size ?? 0;
    }
    return total;
  }

  // One page (at most 1000 keys) at a time, which is also DeleteObjects' batch limit.
  private async *list(prefix: string): AsyncGenerator<_Object[]> {
    let token: string | undefined;
    do {
      const out = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      yield out.Contents ?? [];
      token = out.IsTruncated ? out.NextContinuationToken : undefined;
    } while (token);
  }
}

function info(out: { ContentLength?: number; ContentType?: string; LastModified?: Date }): StoredObjectInfo {
  return {
    size: out.ContentLength ?? 0,
    contentType: out.ContentType ?? 'application/octet-stream',
    lastModified: out.LastModified ?? new Date(0),
  };
}

async function orNull<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
    throw error;
  }
}
