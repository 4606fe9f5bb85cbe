import type { Config } from '../../config';
import { LocalDiskStorage } from './local-disk';
import { S3Storage } from './s3';
import type { StorageProvider } from './storage-provider';

export type { StorageProvider, StoredObject, StoredObjectInfo } from './storage-provider';

// Local disk needs nothing to run; S3-compatible storage is for several instances behind a balancer.
export function createStorageProvider(config: Config['storage']): StorageProvider {
  if (config.driver === 's3') return new S3Storage(config);
  return new LocalDiskStorage(config.dir);
}
