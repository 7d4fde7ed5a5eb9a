import { ApiProperty } from '@nestjs/swagger';

export class CredentialDocumentDto {
  @ApiProperty({ description: 'The name it was uploaded under, for display' }) name: string;
  @ApiProperty({ description: 'Where its owner and administrators download it' }) url: string;
}
