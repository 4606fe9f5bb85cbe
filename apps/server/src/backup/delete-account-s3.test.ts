import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testJpeg } from '../../../../tests/support/server/backup-archives';
import { ownerWithSite } from '../../../../tests/support/server/owner-with-site';
import { startTestServer, type TestServer } from '../../../../tests/support/server/test-server';
import { upload } from '../../../../tests/support/server/upload';
import { loadConfig } from '../config';
import { companyPrefix } from '../images/asset-paths';
import { createStorageProvider } from '../providers/storage/index';

// Account deletion on S3-compatible storage: s3rver speaks the protocol on a loopback port.
let s3: S3rver;
let t: TestServer;
let env: Record<string, string>;

beforeAll(async () => {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: mkdtempSync(join(tmpdir(), 'webku-s3rver-')),
    configureBuckets: [{ name: 'webku-delete' }],
  });
  const { port } = await s3.run();
  env = {
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: 'webku-delete',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  t = await startTestServer(env);
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

describe('account deletion on S3 storage', () => {
  it("removes every object under the company's prefix and none of another company's", async () => {
    const bucket = createStorageProvider(loadConfig(env).storage);
    const owner = await ownerWithSite(t, 'Kopi Senja');
    const neighbour = await ownerWithSite(t, 'Roti Pagi');
    for (const o of [owner, neighbour])
      await upload(t, o.token, '/api/admin/upload/image', [{ bytes: await testJpeg(), name: 'foto.jpg' }]);
    expect(await bucket.usage(companyPrefix(owner.companyId))).toBeGreaterThan(0);

    const res = await t.api('/api/admin/data/account', {
      method: 'DELETE',
      token: owner.token,
      json: { slug_confirmation: owner.slug },
    });
    expect(res.status).toBe(200);
    expect(await bucket.usage(companyPrefix(owner.companyId))).toBe(0);
    expect(await bucket.usage(companyPrefix(neighbour.companyId))).toBeGreaterThan(0);
  });
});
