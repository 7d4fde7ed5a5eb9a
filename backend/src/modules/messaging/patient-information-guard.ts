import { ERRORS, attachmentAwareQuestion, findPatientInformation, patientInformationQuestion } from '@nurse/domain';
import { InvalidInputError } from '../../common/domain-errors';
import type { MessageDraft } from './messaging.repository';

/** A message as she sent it: the text, and whether she confirmed it holds no patient information. */
export interface WrittenMessage {
  content: string;
  patientInformationConfirmed?: boolean;
  attachmentIds?: number[];
}

/** What the message carries besides its text. */
export interface Attached {
  count: number;
  photos: number;
}

/**
 * The message to store from what she wrote. Its text may be blank only when it carries attachments. One
 * whose text shows signs of patient information (libs/domain/src/patient-information.ts), and any with a
 * photo, is refused until she confirms it holds none; her confirmation is kept with the message.
 */
export function draftOf<To extends number | null>(
  fromUserId: number,
  toUserId: To,
  written: WrittenMessage,
  attached: Attached = { count: 0, photos: 0 },
  now = new Date(),
): MessageDraft & { toUserId: To } {
  if (attached.count === 0 && !/\S/.test(written.content)) {
    throw new InvalidInputError(ERRORS.messageBlank, [{ field: 'content', message: ERRORS.messageBlank }]);
  }
  const signs = findPatientInformation(written.content);
  const question = attachmentAwareQuestion(signs.length > 0 ? patientInformationQuestion(signs) : null, attached.photos > 0);
  if (question !== null && !written.patientInformationConfirmed) {
    throw new InvalidInputError(question, [{ field: 'patientInformationConfirmed', message: question }]);
  }
  return {
    fromUserId,
    toUserId,
    content: written.content,
    patientInformationConfirmedAt: written.patientInformationConfirmed ? now : null,
  };
}
