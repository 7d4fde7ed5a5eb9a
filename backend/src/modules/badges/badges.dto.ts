import { ApiProperty } from '@nestjs/swagger';

export class BadgesDto {
  @ApiProperty({ description: 'Messages to you not read yet: the Messages badge' }) unreadMessages: number;
  @ApiProperty({ description: 'Message requests waiting for your answer: added to the Messages badge' }) messageRequests: number;
  @ApiProperty({ description: 'Connection requests waiting for your answer: the Network badge' }) pendingRequests: number;
  @ApiProperty({ description: 'Notifications not read yet: the bell' }) unreadNotifications: number;
}
