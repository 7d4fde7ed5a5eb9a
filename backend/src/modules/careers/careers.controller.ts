import { Controller, Get, Query } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../common/api-errors.decorator';
import { Access } from '../../sessions/access.decorator';
import { CareersService } from './careers.service';
import { JobListPageDto, LearningResourcePageDto, SpecialtyChipsQueryDto } from './dto/careers.dto';

const CHIP_RULE = 'An item is listed when its specialty and a chip contain each other, ignoring case; with no chip, every item.';

@ApiTags('careers')
@ApiCookieAuth('sid')
@Access('live-nurse')
@Controller()
export class CareersController {
  constructor(private readonly careers: CareersService) {}

  @Get('jobs')
  @ApiOperation({ summary: 'Job listings, most recently posted first, filtered by specialty chips', description: CHIP_RULE })
  @ApiOkResponse({ type: JobListPageDto })
  @ApiErrors(400, 401, 403)
  async jobs(@Query() query: SpecialtyChipsQueryDto): Promise<JobListPageDto> {
    const items = await this.careers.jobs(query.specialty ?? []);
    return { items, total: items.length };
  }

  @Get('learning-resources')
  @ApiOperation({ summary: 'Courses, certifications and workshops, by title, filtered by specialty chips', description: CHIP_RULE })
  @ApiOkResponse({ type: LearningResourcePageDto })
  @ApiErrors(400, 401, 403)
  async learning(@Query() query: SpecialtyChipsQueryDto): Promise<LearningResourcePageDto> {
    const items = await this.careers.learning(query.specialty ?? []);
    return { items, total: items.length };
  }
}
