import { Module } from '@nestjs/common';
import { MediaController } from './media.controller';
import { MediaStorage } from './media-storage.service';

/** Storage of uploaded files and the public media route. */
@Module({
  controllers: [MediaController],
  providers: [MediaStorage],
  exports: [MediaStorage],
})
export class UploadsModule {}
