import { useRef } from 'react';
import type { CredentialDocument } from '@nurse/api-client';
import { failureDescription } from '@nurse/api-client';
import { Button, useNotify } from '@nurse/ui-kit';
import { HiddenFileInput } from '../../shared/components/hidden-file-input';
import { useDeleteDocumentMutation, useUploadDocumentMutation, type DocumentKind } from '../api/wallet-api';

/** What the server keeps: a PDF, PNG or JPEG (it checks the bytes; the chooser only suggests these). */
export const DOCUMENT_ACCEPT = 'application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg';

interface DocumentActionsProps {
  kind: DocumentKind;
  entryId: number;
  /** The entry's name for the buttons' labels, e.g. 'RN licence, TX'. */
  entryName: string;
  document: CredentialDocument | null;
  /** What the document is called: a CE activity's is its 'certificate'. */
  noun?: 'document' | 'certificate';
}

/** The entry's one document: upload, or download, replace and remove. */
export function DocumentActions({ kind, entryId, entryName, document, noun = 'document' }: DocumentActionsProps) {
  const Noun = noun === 'document' ? 'Document' : 'Certificate';
  const input = useRef<HTMLInputElement>(null);
  const notify = useNotify();
  const [upload, { isLoading: uploading }] = useUploadDocumentMutation();
  const [remove, { isLoading: removing }] = useDeleteDocumentMutation();
  const busy = uploading || removing;

  const send = async (file: File) => {
    try {
      await upload({ kind, id: entryId, file }).unwrap();
      notify.success(`${Noun} saved`);
    } catch (error) {
      notify.error(`The ${noun} was not saved`, failureDescription(error, 'Please try again.'));
    }
  };

  const drop = async () => {
    try {
      await remove({ kind, id: entryId }).unwrap();
      notify.success(`${Noun} removed`);
    } catch (error) {
      notify.error(`The ${noun} was not removed`, failureDescription(error, 'Please try again.'));
    }
  };

  return (
    <div className="wl-document">
      <HiddenFileInput
        ref={input}
        accept={DOCUMENT_ACCEPT}
        testId={`document-input-${kind}-${entryId}`}
        onFile={(file) => void send(file)}
      />
      {document ? (
        <>
          <p className="wl-document__name">
            {Noun}: {document.name}
          </p>
          <div className="wl-actions">
            <Button href={document.url} download={document.name} aria-label={`Download the ${noun} of ${entryName}`}>
              Download
            </Button>
            <Button
              onClick={() => input.current?.click()}
              loading={uploading}
              disabled={busy}
              aria-label={`Replace the ${noun} of ${entryName}`}
            >
              Replace
            </Button>
            <Button danger onClick={() => void drop()} loading={removing} disabled={busy} aria-label={`Remove the ${noun} of ${entryName}`}>
              Remove
            </Button>
          </div>
        </>
      ) : (
        <div className="wl-actions">
          <Button onClick={() => input.current?.click()} loading={uploading} aria-label={`Upload ${noun} for ${entryName}`}>
            {`Upload ${noun}`}
          </Button>
        </div>
      )}
    </div>
  );
}
