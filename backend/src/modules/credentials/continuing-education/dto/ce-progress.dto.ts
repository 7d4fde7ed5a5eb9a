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
  @ApiProperty({
    example: 'once every 3 cycles',
    description: 'How often it is due: every cycle, once, at the first renewal, once every N cycles',
  })
  due: string;
  @ApiProperty({
    type: String,
    nullable: true,
    format: 'date',
    description: 'The first day an activity counts for the topic; null when any activity before the cycle’s end counts',
  })
  countedFrom: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Who needs the topic when not every licensee does; such a topic does not hold back completion',
  })
  appliesWhen: string | null;
}

export class CeProgressDto {
  @ApiProperty() licenceId: number;
  @ApiProperty({
    enum: BASES,
    description:
      'custom: her own requirement; catalogue: the board’s rule from the product’s dated data; none-required: the board requires no CE; unknown: no rule, nothing counted',
  })
  basis: CeBasis;
  @ApiProperty({ type: String, nullable: true, description: 'The board’s (or a named secondary source’s) name; "Entered by you" for hers' })
  source: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date', description: 'When the board’s rule was checked' }) asOf: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Texas Board of Nursing, checked 2026-11-28' }) sourceLine: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The board’s page for the rule' }) sourceUrl: string | null;
  @ApiProperty({ type: String, nullable: true, example: '22 Tex. Admin. Code § 216.3' }) sourceCitation: string | null;
  @ApiProperty({ type: [String], description: 'What the board accepts instead of the hours (a certification, academic credit)' })
  alternatives: string[];
  @ApiProperty({ type: String, nullable: true, description: 'The rule’s note, or why no rule is known' }) note: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The first-renewal exemption that applies to this cycle' })
  exemption: string | null;
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
