import { useRef } from 'react';
import type { User } from '@nurse/api-client';
import { Button, SecondaryText } from '@nurse/ui-kit';
import { PROFILE_TOASTS, RESUME_ACCEPT, resumeDisplayName } from '@nurse/domain';
import { SectionCard } from '../../shared/components/section-card';
import { useNotify } from '@nurse/ui-kit';
import { resumeFileProblem } from '../../shared/utils/files';
import { failureDescription } from '@nurse/api-client';
import { useDeleteResumeMutation, useUploadResumeMutation } from '../api/profile-api';
import { FileIcon } from './icons';
import { HiddenFileInput } from '../../shared/components/hidden-file-input';

interface ResumeSectionProps {
  user: User | null;
  onUserChange: (user: User) => void;
}

/** Résumé: upload, download, replace and delete; PDF, DOC or DOCX up to 10 MB. */
export function ResumeSection({ user, onUserChange }: ResumeSectionProps) {
  const input = useRef<HTMLInputElement>(null);
  const notify = useNotify();
  const [uploadResume, { isLoading: uploading }] = useUploadResumeMutation();
  const [deleteResume, { isLoading: deleting }] = useDeleteResumeMutation();
  const resumeUrl = user?.resumeUrl ?? null;

  const upload = async (file: File) => {
    if (!user) {
      notify.error(PROFILE_TOASTS.userNotFound.title, PROFILE_TOASTS.userNotFound.description);
      return;
    }
    const problem = resumeFileProblem(file);
    if (problem) {
      notify.error(problem.title, problem.description);
      return;
    }
    try {
      const { resumeUrl: stored } = await uploadResume({ id: user.id, file }).unwrap();
      onUserChange({ ...user, resumeUrl: stored });
      notify.success(PROFILE_TOASTS.resumeUploaded.title);
    } catch (error) {
      notify.error(PROFILE_TOASTS.resumeUploadFailed.title, failureDescription(error, PROFILE_TOASTS.resumeUploadFailed.description));
    }
  };

  const remove = async () => {
    if (!user) {
      notify.error(PROFILE_TOASTS.userNotFound.title, PROFILE_TOASTS.userNotFound.description);
      return;
    }
    try {
      await deleteResume(user.id).unwrap();
      onUserChange({ ...user, resumeUrl: null });
      notify.success(PROFILE_TOASTS.resumeDeleted.title);
    } catch (error) {
      notify.error(PROFILE_TOASTS.resumeDeleteFailed.title, failureDescription(error, PROFILE_TOASTS.resumeDeleteFailed.description));
    }
  };

  const busy = uploading || deleting;
  const displayName = resumeDisplayName(resumeUrl);

  return (
    <SectionCard titleId="profile-resume-title" title="Resume">
      <HiddenFileInput ref={input} accept={RESUME_ACCEPT} testId="resume-input" onFile={(file) => void upload(file)} />
      {resumeUrl ? (
        <div className="pf-resume">
          <p className="pf-resume__name">
            <FileIcon />
            <span data-testid="resume-name">{displayName}</span>
          </p>
          <div className="pf-actions pf-actions--start">
            <Button href={resumeUrl} download={displayName} aria-label={`Download ${displayName}`}>
              Download
            </Button>
            <Button onClick={() => input.current?.click()} loading={uploading} disabled={busy}>
              {uploading ? 'Uploading...' : 'Replace'}
            </Button>
            <Button danger onClick={() => void remove()} loading={deleting} disabled={busy}>
              {deleting ? 'Deleting...' : 'Delete'}
            </Button>
          </div>
        </div>
      ) : (
        <div className="pf-resume">
          <SecondaryText className="pf-muted">No resume uploaded yet. PDF, DOC or DOCX, up to 10 MB.</SecondaryText>
          <Button type="primary" onClick={() => input.current?.click()} loading={uploading} disabled={busy}>
            {uploading ? 'Uploading...' : 'Upload Resume'}
          </Button>
        </div>
      )}
    </SectionCard>
  );
}
