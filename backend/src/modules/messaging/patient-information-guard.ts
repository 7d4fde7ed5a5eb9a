import { findPatientInformation, patientInformationQuestion } from '@nurse/domain';
import { InvalidInputError } from '../../common/domain-errors';
import type { MessageDraft } from './messaging.repository';

/** A message as she sent it: the text, and whether she confirmed it holds no patient information. */
export interface WrittenMessage {
  content: string;
  patientInformationConfirmed?: boolean;
}

/**
 * The message to store from what she wrote. One whose text shows signs of patient information
 * (libs/domain/src/patient-information.ts) is refused until she confirms it holds none; her
 * confirmation is kept with the message.
 */
export function draftOf(fromUserId: number, toUserId: number, written: WrittenMessage, now = new Date()): MessageDraft {
  const signs = findPatientInformation(written.content);
  if (signs.length > 0 && !written.patientInformationConfirmed) {
    const question = patientInformationQuestion(signs);
    throw new InvalidInputError(question, [{ field: 'patientInformationConfirmed', message: question }]);
  }
  return {
    fromUserId,
    toUserId,
    content: written.content,
    patientInformationConfirmedAt: written.patientInformationConfirmed ? now : null,
  };
}
