import { ApiProperty } from '@nestjs/swagger';
import { CE_TOPICS, type CeBasis, type CeTopic } from '@nurse/catalogue';

const BASES: CeBasis[] = ['custom', 'catalogue', 'none-required', 'unknown'];

export class CeTopicProgressDto {
  @ApiProperty({ enum: CE_TOPICS }) topic: CeTopic;
  @ApiProperty() label: string;
  @ApiProperty({ type: Number, nullable: true, description: 'Null: required without a number of hours' }) hoursRequired: number | null;
  @ApiProperty() hoursCounted: number;
  @ApiProperty({ type: Number, nullable: true }) missingHours: number | null;
  @ApiProperty() met: boolean;
}

export class CeProgressDto {
  @ApiProperty() licenceId: number;
  @ApiProperty({
    enum: BASES,
    description:
      'custom: her own requirement; catalogue: the state’s from the product’s dated data; none-required: the state requires no CE; unknown: no rule, nothing counted',
  })
  basis: CeBasis;
  @ApiProperty({ type: String, nullable: true }) source: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date', description: 'When the catalogue’s rule was checked' }) asOf: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) cycleStart: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) cycleEnd: string | null;
  @ApiProperty({ format: 'date', description: 'The licence’s expiry date' }) renewBy: string;
  @ApiProperty({ type: Number, nullable: true }) hoursRequired: number | null;
  @ApiProperty() hoursCounted: number;
  @ApiProperty({ type: Boolean, nullable: true }) complete: boolean | null;
  @ApiProperty({ type: [CeTopicProgressDto] }) topics: CeTopicProgressDto[];
  @ApiProperty({ type: [CeTopicProgressDto] }) missingTopics: CeTopicProgressDto[];
  @ApiProperty({ example: '18 of 24 hours; missing 2 h HIV/AIDS; renew by 31 Jan 2027' }) summary: string;
}
