import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageContract } from '../../../../../tests/support/server/storage-contract';
import { loadConfig } from '../../config';
import { createStorageProvider } from './index';

// A real S3 protocol conversation: s3rver (a fake S3 server) on a loopback port, path-style like MinIO.
let server: S3rver;
let endpoint = '';
beforeAll(async () => {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true'; // Node 20 notice, known
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: mkdtempSync(join(tmpdir(), 'webku-s3rver-')),
    configureBuckets: [{ name: 'webku-test' }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(() => server.close());

describe('S3 storage against s3rver', () => {
  storageContract(() =>
    createStorageProvider(
      loadConfig({
        STORAGE_DRIVER: 's3',
        S3_ENDPOINT: endpoint,
        S3_BUCKET: 'webku-test',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_FORCE_PATH_STYLE: 'true',
      }).storage,
    ),
  );
});

describe('storage configuration', () => {
  it('defaults to local disk under DATA_DIR and requires a bucket for S3', () => {
    expect(loadConfig({ DATA_DIR: '/srv/webku' }).storage).toEqual({
      driver: 'local',
      dir: '/srv/webku/uploads',
    });
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
    expect(loadConfig({}).uploads).toEqual({
      maxBytes: 10 * 1024 * 1024,
      maxRequestBytes: 50 * 1024 * 1024,
      maxPixels: 40_000_000,
      quotaBytes: 200 * 1024 * 1024,
    });
  });
});
