import { useRef } from 'react';
import { Button, SecondaryText } from '@nurse/ui-kit';
import { RESUME_ACCEPT } from '@nurse/domain';
import { useNotify } from '@nurse/ui-kit';
import { resumeFileProblem } from '../../shared/utils/files';
import { HiddenFileInput } from '../../shared/components/hidden-file-input';

interface ResumePickerProps {
  file: File | null;
  onChange: (file: File | null) => void;
}

/** Optional résumé (PDF, DOC or DOCX), sent when the setup is completed. */
export function ResumePicker({ file, onChange }: ResumePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const notify = useNotify();
  return (
    <div className="pf-resume">
      <HiddenFileInput
        ref={input}
        id="onboarding-resume"
        accept={RESUME_ACCEPT}
        onFile={(chosen) => {
          const problem = resumeFileProblem(chosen);
          if (problem) {
            notify.error(problem.title, problem.description);
            return;
          }
          onChange(chosen);
        }}
      />
      {file ? (
        <p className="pf-resume__name">
          <span aria-label="Chosen resume">{file.name}</span>
          <Button size="small" onClick={() => onChange(null)} aria-label={`Remove ${file.name}`}>
            Remove
          </Button>
        </p>
      ) : (
        <SecondaryText className="pf-muted">Optional. PDF, DOC or DOCX, up to 10 MB.</SecondaryText>
      )}
      <Button onClick={() => input.current?.click()}>{file ? 'Choose another file' : 'Upload resume'}</Button>
    </div>
  );
}
