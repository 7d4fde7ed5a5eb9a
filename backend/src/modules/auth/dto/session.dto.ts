import { ApiProperty } from '@nestjs/swagger';
import { UserDto } from '../../users/dto/user.dto';

export class SessionDto {
  @ApiProperty({ type: UserDto, nullable: true, description: 'The signed-in nurse, or null when this browser has no session' })
  user: UserDto | null;
}
