import { join } from 'node:path';
import type { AppConfig } from '../../config/app-config';
import type { FileStorage } from './file-storage';
import { LocalFileStorage } from './local-file-storage';
import { S3FileStorage, s3ClientFor } from './s3-file-storage';

/** The bucket when S3_BUCKET is set, else DATA_DIR/uploads. */
export function fileStorageFor(config: AppConfig): FileStorage {
  if (config.objectStorage) return new S3FileStorage(s3ClientFor(config.objectStorage), config.objectStorage.bucket);
  return localUploadsFolder(config.dataDir);
}

function localUploadsFolder(dataDir: string): LocalFileStorage {
  return new LocalFileStorage(join(dataDir, 'uploads'));
}
