/** The document columns licences and certifications share: the stored name and the name she uploaded it under. */
export interface CredentialDocumentColumns {
  id: number;
  userId: number;
  documentFile: string | null;
  documentName: string | null;
}
