import { ApiProperty } from '@nestjs/swagger';
import { CREDENTIAL_KINDS, type CredentialKind } from '../../credential-kinds';

/** The wallet entry a renewal reminder was about. */
export class ReminderEntryDto {
  @ApiProperty({ enum: CREDENTIAL_KINDS, description: 'The kind of wallet entry' }) kind: CredentialKind;
  @ApiProperty({ description: 'The licence or certification id', example: 12 }) entryId: number;
}
