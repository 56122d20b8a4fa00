import type { Config } from '../../config.ts';
import type { FileStorage } from './file-storage.ts';
import { localFileStorage } from './local-file-storage.ts';
import { s3FileStorage } from './s3-file-storage.ts';

/** The bucket when S3_BUCKET is set (several instances share it), else files under DATA_DIR (one instance). */
export function createFileStorage(config: Pick<Config, 's3' | 'dataDir'>): FileStorage {
  return config.s3 ? s3FileStorage(config.s3) : localFileStorage(config.dataDir);
}
