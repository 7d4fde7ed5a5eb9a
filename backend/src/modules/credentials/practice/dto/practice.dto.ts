import { ApiProperty } from '@nestjs/swagger';
import { MOVE_STANDINGS, type MoveStanding } from '@nurse/catalogue';
import { PRACTICE_SOURCES, type PracticeSource } from '../practice-reach';

export class PracticeStateDto {
  @ApiProperty({ example: 'FL' }) state: string;
  @ApiProperty() canPractise: boolean;
  @ApiProperty({ type: [String], example: ['RN multistate licence from TX'] }) reasons: string[];
  @ApiProperty({ type: [Number], description: 'Her wallet licences that reach this state (none when read from her declaration)' })
  licenceIds: number[];
}

export class PracticeMoveDto {
  @ApiProperty({ description: 'The multistate licence the move concerns' }) licenceId: number;
  @ApiProperty({ example: 'TX', description: 'The former home state, which issued the licence' }) fromState: string;
  @ApiProperty({ example: 'FL', description: 'Her primary state of residence since the move' }) toState: string;
  @ApiProperty({ format: 'date' }) movedOn: string;
  @ApiProperty({
    type: String,
    format: 'date',
    nullable: true,
    description: 'The last day to apply for a licence in the new home state; null when it issues no multistate licence',
  })
  applyBy: string | null;
  @ApiProperty({
    enum: MOVE_STANDINGS,
    description:
      'apply-window: the licence still carries the multistate privilege until applyBy; window-ended: it covers its own state only; ' +
      'left-compact: moved to a state that issued no multistate licence on the day of the move, the licence covers its own state only',
  })
  standing: MoveStanding;
  @ApiProperty({ example: 'moved to FL on 2026-10-01: apply for a licence in FL by 2026-11-30' }) message: string;
}

export class PracticeDto {
  @ApiProperty({ format: 'date', description: 'The day the answer is for (UTC)' }) day: string;
  @ApiProperty({
    enum: PRACTICE_SOURCES,
    description:
      'wallet: from her wallet licences; declared: her wallet holds none, so from the licence types, states and compact marks ' +
      'she declared at onboarding or on her profile; none: neither names a licence',
  })
  source: PracticeSource;
  @ApiProperty({ format: 'date', description: 'When the compact data was last checked' }) compactDataCheckedOn: string;
  @ApiProperty({ type: [PracticeStateDto] }) states: PracticeStateDto[];
  @ApiProperty({ type: [PracticeMoveDto], description: 'The moves recorded on her current multistate licences, with the days to apply' })
  moves: PracticeMoveDto[];
}

export class ProfileLicenceDto {
  @ApiProperty({ example: 'RN' }) type: string;
  @ApiProperty({ example: 'TX' }) state: string;
  @ApiProperty() multistate: boolean;
  @ApiProperty({ description: 'Active and not past its expiry date today' }) current: boolean;
  @ApiProperty({ example: 'RN, compact licence' }) summary: string;
}

export class ProfileCertificationDto {
  @ApiProperty({ example: 'ACLS' }) name: string;
  @ApiProperty() current: boolean;
  @ApiProperty({ example: 'ACLS current' }) summary: string;
}

/** What she chose to show on her profile: never numbers, dates or documents. */
export class ProfileCredentialsDto {
  @ApiProperty({ type: [ProfileLicenceDto] }) licences: ProfileLicenceDto[];
  @ApiProperty({ type: [ProfileCertificationDto] }) certifications: ProfileCertificationDto[];
}
