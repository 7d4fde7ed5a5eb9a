import { ApiProperty } from '@nestjs/swagger';
import { MESSAGE_REACTIONS, REACTION_UNKNOWN, type MessageReaction } from '@nurse/domain';
import { IsIn } from 'class-validator';

export class ReactDto {
  @ApiProperty({ enum: MESSAGE_REACTIONS, description: 'Replaces the reaction she had left on the message, if any' })
  @IsIn(MESSAGE_REACTIONS, { message: REACTION_UNKNOWN })
  reaction: MessageReaction;
}

export class ReactionSummaryDto {
  @ApiProperty({ enum: MESSAGE_REACTIONS }) reaction: MessageReaction;
  @ApiProperty({ type: [Number], description: 'Who left it, in the order they did' }) userIds: number[];
}

export class MessageReactionsDto {
  @ApiProperty() messageId: number;
  @ApiProperty({ type: [ReactionSummaryDto], description: 'In the order of the six reactions; one left by nobody is not listed' })
  reactions: ReactionSummaryDto[];
}
