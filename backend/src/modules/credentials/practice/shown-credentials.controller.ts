import { Controller, Get, Param, ParseIntPipe } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../../common/api-errors.decorator';
import { Access } from '../../../sessions/access.decorator';
import { CurrentUser } from '../../../sessions/current-auth.decorator';
import type { UserEntity } from '../../users/entities/user.entity';
import { PracticeDto, ProfileCredentialsDto } from './dto/practice.dto';
import { ShownCredentialsService } from './shown-credentials.service';

@ApiTags('credentials')
@ApiCookieAuth('sid')
@Controller('credentials')
export class ShownCredentialsController {
  constructor(private readonly shown: ShownCredentialsService) {}

  @Get('practice')
  @Access('nurse')
  @ApiOperation({
    summary: 'Where she can practise today, from her licences and the compact’s dated data, with the reason for each state',
    description:
      'A multistate RN or LPN/VN licence whose primary state of residence is its issuing state covers every compact state ' +
      'honouring multistate licences; a state that enacted the compact but does not yet is listed with canPractise false. ' +
      'APRN licences are outside the compact; a licence that is not active or past its expiry date covers nothing. ' +
      'A move recorded on a multistate licence (movedOn) is answered in moves: within 60 days of a move to a compact state ' +
      'that issues multistate licences the licence still covers the compact, then only its own state; a move to any other state ' +
      'leaves it single-state from the day of the move.',
  })
  @ApiOkResponse({ type: PracticeDto })
  @ApiErrors(401)
  practice(@CurrentUser() user: UserEntity): Promise<PracticeDto> {
    return this.shown.practice(user);
  }

  @Get('profile/:id')
  @Access('owner-or-live-nurse', 'id')
  @ApiOperation({
    summary: 'The licences and certifications she chose to show on her profile: type, state, compact or not, and whether current',
    description: 'Never numbers, dates or documents. Visible to the nurses who can see her profile.',
  })
  @ApiOkResponse({ type: ProfileCredentialsDto })
  @ApiErrors(400, 401, 403, 404)
  onProfile(@Param('id', ParseIntPipe) id: number, @CurrentUser() viewer: UserEntity): Promise<ProfileCredentialsDto> {
    return this.shown.onProfile(viewer, id);
  }
}
