import { useRef } from 'react';
import { Button, Typography } from '@nurse/ui-kit';
import { RESUME_ACCEPT } from '@nurse/domain';
import { useNotify } from '../../shared/hooks/use-notify';
import { resumeFileProblem } from '../../shared/utils/files';

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
      <input
        ref={input}
        id="onboarding-resume"
        type="file"
        accept={RESUME_ACCEPT}
        className="pf-visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          event.target.value = '';
          if (!chosen) return;
          const problem = resumeFileProblem(chosen);
          if (problem) {
            notify.error({ title: problem.title, description: problem.description });
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
        <Typography.Paragraph type="secondary" className="pf-muted">Optional. PDF, DOC or DOCX, up to 10 MB.</Typography.Paragraph>
      )}
      <Button onClick={() => input.current?.click()}>{file ? 'Choose another file' : 'Upload resume'}</Button>
    </div>
  );
}
