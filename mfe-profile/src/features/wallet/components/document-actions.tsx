import { useRef } from 'react';
import type { CredentialDocument } from '@nurse/api-client';
import { failureDescription } from '@nurse/api-client';
import { Button, useNotify } from '@nurse/ui-kit';
import { HiddenFileInput } from '../../shared/components/hidden-file-input';
import { useDeleteDocumentMutation, useUploadDocumentMutation, type WalletKind } from '../api/wallet-api';

/** What the server keeps: a PDF, PNG or JPEG (it checks the bytes; the chooser only suggests these). */
const DOCUMENT_ACCEPT = 'application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg';

interface DocumentActionsProps {
  kind: WalletKind;
  entryId: number;
  /** The entry's name for the buttons' labels, e.g. 'RN licence, TX'. */
  entryName: string;
  document: CredentialDocument | null;
}

/** The entry's one document: upload, or download, replace and remove. */
export function DocumentActions({ kind, entryId, entryName, document }: DocumentActionsProps) {
  const input = useRef<HTMLInputElement>(null);
  const notify = useNotify();
  const [upload, { isLoading: uploading }] = useUploadDocumentMutation();
  const [remove, { isLoading: removing }] = useDeleteDocumentMutation();
  const busy = uploading || removing;

  const send = async (file: File) => {
    try {
      await upload({ kind, id: entryId, file }).unwrap();
      notify.success('Document saved');
    } catch (error) {
      notify.error('The document was not saved', failureDescription(error, 'Please try again.'));
    }
  };

  const drop = async () => {
    try {
      await remove({ kind, id: entryId }).unwrap();
      notify.success('Document removed');
    } catch (error) {
      notify.error('The document was not removed', failureDescription(error, 'Please try again.'));
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
          <p className="wl-document__name">Document: {document.name}</p>
          <div className="wl-actions">
            <Button href={document.url} download={document.name} aria-label={`Download the document of ${entryName}`}>
              Download
            </Button>
            <Button
              onClick={() => input.current?.click()}
              loading={uploading}
              disabled={busy}
              aria-label={`Replace the document of ${entryName}`}
            >
              Replace
            </Button>
            <Button
              danger
              onClick={() => void drop()}
              loading={removing}
              disabled={busy}
              aria-label={`Remove the document of ${entryName}`}
            >
              Remove
            </Button>
          </div>
        </>
      ) : (
        <div className="wl-actions">
          <Button onClick={() => input.current?.click()} loading={uploading} aria-label={`Upload a document for ${entryName}`}>
            Upload document
          </Button>
        </div>
      )}
    </div>
  );
}
