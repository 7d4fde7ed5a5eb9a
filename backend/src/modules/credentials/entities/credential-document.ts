/** The document columns licences and certifications share: the stored name and the name she uploaded it under. */
export interface CredentialDocumentColumns {
  id: number;
  userId: number;
  documentFile: string | null;
  documentName: string | null;
}

export interface DocumentChange {
  documentFile: string | null;
  documentName: string | null;
}

/** Reads an entry's document columns and swaps them only while they still name `previous`. */
export interface DocumentHolder {
  /** What a missing entry is answered with. */
  readonly notFound: string;
  find(id: number): Promise<CredentialDocumentColumns | null>;
  swapDocument(entry: CredentialDocumentColumns, previous: string | null, next: DocumentChange): Promise<boolean>;
}
