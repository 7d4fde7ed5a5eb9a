import { Controller, Get, Query } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../common/api-errors.decorator';
import { Access } from '../../sessions/access.decorator';
import { CareersService } from './learning/careers.service';
import { LearningResourcePageDto, SpecialtyChipsQueryDto } from './catalogue/careers.dto';

const CHIP_RULE = 'An item is listed when its specialty and a chip contain each other, ignoring case; with no chip, every item.';

@ApiTags('careers')
@ApiCookieAuth('sid')
@Access('live-nurse')
@Controller()
export class CareersController {
  constructor(private readonly careers: CareersService) {}

  @Get('learning-resources')
  @ApiOperation({ summary: 'Courses, certifications and workshops, by title, filtered by specialty chips', description: CHIP_RULE })
  @ApiOkResponse({ type: LearningResourcePageDto })
  @ApiErrors(400, 401, 403)
  async learning(@Query() query: SpecialtyChipsQueryDto): Promise<LearningResourcePageDto> {
    const items = await this.careers.learning(query.specialty ?? []);
    return { items, total: items.length };
  }
}
