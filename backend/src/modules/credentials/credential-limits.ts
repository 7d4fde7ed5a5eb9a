/** How much a wallet holds; the API refuses more with a 409 naming the limit. */
export const CREDENTIAL_LIMITS = {
  licencesPerNurse: 30,
  certificationsPerNurse: 50,
  /** A licence card photo or a board's verification page printed to PDF. */
  documentMaxBytes: 10 * 1024 * 1024,
  licenceNumberMax: 40,
  certificationNameMax: 100,
  issuerMax: 120,
  certificationNumberMax: 60,
} as const;
