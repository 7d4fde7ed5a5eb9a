import { Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { MediaController } from './media.controller';
import { MediaStorage } from './media-storage.service';
import { FILE_STORAGE } from './storage/file-storage';
import { fileStorageFor } from './storage/file-storage-for-config';
import { UploadTempFolder } from './upload-temp-folder.service';

/**
 * Storage of uploaded files (a local folder or an S3-compatible bucket), the public media route, and the
 * temporary folder that the upload routes' interceptor (single-file-upload.interceptor.ts) receives files into.
 */
@Module({
  controllers: [MediaController],
  providers: [
    { provide: FILE_STORAGE, useFactory: (config: AppConfig) => fileStorageFor(config), inject: [APP_CONFIG] },
    MediaStorage,
    UploadTempFolder,
  ],
  exports: [FILE_STORAGE, MediaStorage, UploadTempFolder],
})
export class UploadsModule {}
