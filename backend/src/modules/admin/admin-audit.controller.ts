import { Controller, Get, Query } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../common/api-errors.decorator';
import { Access } from '../../sessions/access.decorator';
import { AuditService } from '../audit/audit.service';
import { AuditPageDto, ListQueryDto } from './dto/admin.dto';

@ApiTags('admin')
@ApiCookieAuth('admin_sid')
@Access('admin')
@Controller('admin')
export class AdminAuditController {
  constructor(private readonly audit: AuditService) {}

  @Get('audit-log')
  @ApiOperation({ summary: 'Administrator actions, newest first (the search parameter is ignored)' })
  @ApiOkResponse({ type: AuditPageDto })
  @ApiErrors(400, 401)
  async list(@Query() query: ListQueryDto): Promise<AuditPageDto> {
    const { items, total, nextCursor } = await this.audit.recent(query.cursor, query.pageSize);
    return {
      items: items.map((entry) => ({
        id: entry.id,
        actor: entry.actor,
        staff: entry.staffId === null ? null : { id: entry.staffId, email: entry.staffEmail ?? '' },
        action: entry.action,
        targetType: entry.targetType,
        targetId: entry.targetId,
        details: entry.details,
        createdAt: entry.createdAt.toISOString(),
      })),
      total,
      pageSize: query.pageSize,
      nextCursor,
    };
  }
}
