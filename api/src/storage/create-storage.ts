import path from 'node:path';
import type { AppConfig } from '../config/env';
import { LocalStorage } from './local.storage';
import { S3Storage } from './s3.storage';
import type { MediaStorage } from './storage';

/** S3 when S3_BUCKET is set, local disk otherwise. */
export function createStorage(config: AppConfig): MediaStorage {
  if (config.s3) return new S3Storage(config.s3);
  return new LocalStorage(path.join(config.dataDir, 'media'));
}
