import { AVATAR_ACCEPT, PROFILE_VALIDATION, UPLOAD_LIMITS, hasResumeExtension } from '@nurse/domain';

export interface FileProblem {
  title: string;
  description: string;
}

const MB = 1024 * 1024;

/** A chosen résumé that cannot be sent: not a PDF or document, or over the 10 MB cap. */
export function resumeFileProblem(file: File): FileProblem | null {
  if (!hasResumeExtension(file.name)) {
    return { title: PROFILE_VALIDATION.invalidFileTypeTitle, description: PROFILE_VALIDATION.invalidResumeType };
  }
  if (file.size > UPLOAD_LIMITS.resumeMaxBytes) {
    return { title: 'File too large', description: `Please choose a file of at most ${UPLOAD_LIMITS.resumeMaxBytes / MB} MB.` };
  }
  return null;
}

const AVATAR_TYPES = AVATAR_ACCEPT.split(',');

/** A chosen photo that cannot be sent: not a JPEG, PNG or WebP image, or over the 5 MB cap. */
export function avatarFileProblem(file: File): FileProblem | null {
  if (!AVATAR_TYPES.includes(file.type)) {
    return { title: PROFILE_VALIDATION.invalidFileTypeTitle, description: PROFILE_VALIDATION.invalidImageType };
  }
  if (file.size > UPLOAD_LIMITS.avatarMaxBytes) {
    return { title: 'File too large', description: `Please choose an image of at most ${UPLOAD_LIMITS.avatarMaxBytes / MB} MB.` };
  }
  return null;
}
