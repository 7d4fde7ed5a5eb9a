import { createReadStream } from 'node:fs';
import { Injectable } from '@nestjs/common';
import { ConflictError, InvalidInputError, NotFoundError } from '../../common/domain-errors';
import { sanitizeDisplayName, type DisplayNaming } from '../../uploads/file-names';
import { CREDENTIAL_DOCUMENT_MIME_TYPES, sniffCredentialDocument, type CredentialDocumentKind } from '../../uploads/file-sniffer';
import { MediaStorage, type StoredFile } from '../../uploads/media-storage.service';
import type { UploadedFile } from '../users/profile.service';
import { CREDENTIAL_MESSAGES as M } from './credential-messages';
import type { CredentialDocumentColumns, DocumentHolder } from './entities/credential-document';

export interface DocumentDownload extends StoredFile {
  fileName: string;
  contentType: string;
}

const DOCUMENT_NAMING: DisplayNaming = { extensions: ['.pdf', '.png', '.jpg', '.jpeg'], fallbackStem: 'document' };
const MAX_SWAP_ATTEMPTS = 5;

function documentKind(storageName: string): CredentialDocumentKind {
  return storageName.slice(storageName.lastIndexOf('.') + 1) as CredentialDocumentKind;
}

/**
 * The one document a licence, certification or CE activity may carry, kept in the storage photos and
 * résumés use under `credentials/`. Whose entry it is has been settled by the caller; `holder` reads
 * and changes the entry's table.
 */
@Injectable()
export class CredentialDocuments {
  constructor(private readonly storage: MediaStorage) {}

  /** Stores a PDF, PNG or JPEG (judged by its bytes) and points the entry at it; the one it replaces is removed. */
  async attach(holder: DocumentHolder, entry: CredentialDocumentColumns, file: UploadedFile | undefined): Promise<void> {
    if (!file) throw new InvalidInputError(M.noFile);
    if (file.size === 0) throw new InvalidInputError(M.emptyFile);
    const type = await sniffCredentialDocument(file.path);
    if (!type) throw new InvalidInputError(M.documentType);
    const body = createReadStream(file.path);
    let name: string;
    try {
      name = await this.storage.save('credentials', body, file.size, type);
    } finally {
      body.destroy();
    }
    let previous: string | null;
    try {
      previous = await this.swap(holder, entry.id, {
        documentFile: name,
        documentName: sanitizeDisplayName(file.originalname, type, DOCUMENT_NAMING),
      });
    } catch (error) {
      await this.storage.remove('credentials', name);
      throw error;
    }
    await this.storage.remove('credentials', previous);
  }

  async detach(holder: DocumentHolder, entry: CredentialDocumentColumns): Promise<void> {
    if (!entry.documentFile) throw new NotFoundError(M.noDocument);
    const previous = await this.swap(holder, entry.id, { documentFile: null, documentName: null });
    await this.storage.remove('credentials', previous);
  }

  /** Removes the stored document of an entry that is gone. */
  removeStored(documentFile: string | null): Promise<void> {
    return this.storage.remove('credentials', documentFile);
  }

  /** The entry's document, or null when it has none or the file is gone (her copy of her data leaves it out). */
  async openStored(entry: CredentialDocumentColumns): Promise<DocumentDownload | null> {
    if (!entry.documentFile) return null;
    try {
      return await this.open(entry);
    } catch (error) {
      if (error instanceof NotFoundError) return null;
      throw error;
    }
  }

  async open(entry: CredentialDocumentColumns): Promise<DocumentDownload> {
    const file = entry.documentFile ? await this.storage.open('credentials', entry.documentFile) : null;
    if (!file) throw new NotFoundError(M.noDocument);
    const kind = documentKind(entry.documentFile!);
    return { ...file, fileName: entry.documentName ?? `document.${kind}`, contentType: CREDENTIAL_DOCUMENT_MIME_TYPES[kind] };
  }

  /** Changes the entry's document and answers the stored name it held before. */
  private async swap(
    holder: DocumentHolder,
    id: number,
    next: { documentFile: string | null; documentName: string | null },
  ): Promise<string | null> {
    for (let attempt = 0; attempt < MAX_SWAP_ATTEMPTS; attempt += 1) {
      const current = await holder.find(id);
      if (!current) throw new NotFoundError(holder.notFound);
      if (await holder.swapDocument(current, current.documentFile, next)) return current.documentFile;
    }
    throw new ConflictError('The document is being changed by another request; try again');
  }
}
