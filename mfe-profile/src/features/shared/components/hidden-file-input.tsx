import type { Ref } from 'react';

interface HiddenFileInputProps {
  ref: Ref<HTMLInputElement>;
  accept: string;
  id?: string;
  testId?: string;
  onFile: (file: File) => void;
}

/**
 * The browser's file chooser behind a visible button, which opens it through the ref: hidden from view
 * and from the keyboard. The chosen file is handed over and the input cleared, so choosing the same file
 * again still counts.
 */
export function HiddenFileInput({ ref, accept, id, testId, onFile }: HiddenFileInputProps) {
  return (
    <input
      ref={ref}
      id={id}
      type="file"
      accept={accept}
      className="pf-visually-hidden"
      tabIndex={-1}
      aria-hidden="true"
      data-testid={testId}
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (file) onFile(file);
      }}
    />
  );
}
