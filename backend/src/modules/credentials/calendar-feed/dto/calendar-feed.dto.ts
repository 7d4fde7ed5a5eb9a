import { ApiProperty } from '@nestjs/swagger';

export class CalendarFeedStatusDto {
  @ApiProperty({ description: 'Whether she has a feed URL that works' })
  active: boolean;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the current URL was made' })
  createdAt: string | null;
}

export class CalendarFeedUrlDto {
  @ApiProperty({
    description: 'The private feed URL to add to a calendar app. Shown once: only its hash is stored; make a new one to see it again.',
    example: 'https://nurse.example/api/credentials/calendar-feed/3q2-7wEjY0dPq4v1jX0m8ZcJd0qf9lU3b2bSg7rPzkA.ics',
  })
  url: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;
}
