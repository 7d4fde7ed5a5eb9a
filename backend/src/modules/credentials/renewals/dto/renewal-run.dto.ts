import { ApiProperty } from '@nestjs/swagger';

export class RenewalRunDto {
  @ApiProperty({ description: 'Renewal reminders this run sent (milestones already sent are not sent again)', example: 3 })
  sent: number;
}
