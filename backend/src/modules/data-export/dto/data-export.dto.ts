import { ApiProperty } from '@nestjs/swagger';
import { DATA_EXPORT_STATUSES, type DataExportStatus } from '@nurse/domain';

/** Her latest request for her data, as her settings show it. */
export class DataExportDto {
  @ApiProperty({ enum: DATA_EXPORT_STATUSES, nullable: true, description: 'Null when she never asked' })
  status: DataExportStatus | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true }) requestedAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the archive was ready' }) readyAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the archive is deleted' }) expiresAt: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'The archive’s size in bytes once ready' }) bytes: number | null;
}
