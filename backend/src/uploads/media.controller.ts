import { Controller, Get, NotFoundException, Param, Res, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiErrors } from '../common/api-errors.decorator';
import { Access } from '../sessions/access.decorator';
import { MediaStorage } from './media-storage.service';
import { storedFileResponse } from './stored-file-response';

export const MEDIA_NOT_FOUND = 'File not found';

/** Public media: profile photos, under names nobody can guess or reuse (a new photo gets a new name). */
@ApiTags('media')
@Controller('media')
export class MediaController {
  constructor(private readonly storage: MediaStorage) {}

  @Get('avatars/:name')
  @Access('anyone')
  @ApiOperation({ summary: 'A profile photo (WebP), cacheable for a year since its name never changes', security: [] })
  @ApiProduces('image/webp')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  @ApiErrors(404)
  async avatar(@Param('name') name: string, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    const file = await this.storage.open('avatars', name);
    if (!file) throw new NotFoundException(MEDIA_NOT_FOUND);
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'");
    return storedFileResponse(res, file, 'image/webp');
  }
}
