/**
 * Signs that a message may hold patient information, which a nurse must not share outside the chart.
 * The server refuses such a message until she confirms it holds none; the composer asks before that.
 * The patterns look for the identifiers privacy rules name (a record number, a date of birth, a
 * Social Security number, a room and bed) and a named patient with a diagnosis; a plain mention of
 * "my patients" or a condition on its own is everyday talk between nurses and passes.
 */
export type PatientInformationSign =
  'medical-record-number' | 'date-of-birth' | 'room-and-bed' | 'named-patient-diagnosis' | 'social-security-number';

export const PATIENT_INFORMATION_SIGN_LABELS: Record<PatientInformationSign, string> = {
  'medical-record-number': 'a medical record number',
  'date-of-birth': 'a date of birth',
  'room-and-bed': 'a room and bed',
  'named-patient-diagnosis': "a patient's name with a diagnosis",
  'social-security-number': 'a Social Security number',
};

const DATE = String.raw`(?:\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d{4}-\d{2}-\d{2}|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2},?\s+\d{4})`;

/** A title or "patient"/"pt" followed by a capitalised name. */
const NAMED_PATIENT = /\b(?:[Pp]t|[Pp]atient|M[Rr][Ss]?|M[Ss]|Miss)\.?\s+[A-Z][a-z]+/;
/** Words that state a diagnosis, and conditions common enough on a floor to name one. */
const DIAGNOSIS =
  /\b(?:dx|diagnos\w*|admitted (?:for|with)|sepsis|septic|chf|copd|pneumonia|diabet\w*|cancer|hiv|aids|stroke|cva|stemi|nstemi|dementia|schizophreni\w*|overdose|hepatitis|tuberculosis|covid|ckd|esrd|cirrhosis|pancreatitis|dvt|pulmonary embolism|seizures?|psychosis|bipolar|suicid\w*|pregnan\w*|miscarriage|fracture)\b/i;

const SIGNS: Array<{ sign: PatientInformationSign; found: (text: string) => boolean }> = [
  {
    sign: 'medical-record-number',
    found: (text) => /\b(?:mrn|mr\s?#|medical record(?:\s+(?:number|no\.?|#))?)\s*[:#]?\s*\d{5,}\b/i.test(text),
  },
  {
    sign: 'date-of-birth',
    found: (text) =>
      /\bd\.?o\.?b\b\.?/i.test(text) || new RegExp(String.raw`\b(?:date of birth|born(?: on)?)\s*[:-]?\s*${DATE}`, 'i').test(text),
  },
  { sign: 'social-security-number', found: (text) => /\b\d{3}-\d{2}-\d{4}\b/.test(text) },
  {
    sign: 'room-and-bed',
    found: (text) =>
      /\b(?:room|rm)\.?\s*#?\s*\d{1,4}[a-z]?\b[\s,/-]*(?:bed|b)\s*#?\s*\d{1,2}[a-z]?\b/i.test(text) ||
      /\bbed\s*#?\s*\d{1,2}[a-z]?\b[\s,/-]*(?:in\s+)?(?:room|rm)\.?\s*#?\s*\d{1,4}/i.test(text),
  },
  { sign: 'named-patient-diagnosis', found: (text) => NAMED_PATIENT.test(text) && DIAGNOSIS.test(text) },
];

/** The signs of patient information in `text`, in a fixed order; none for everyday talk. */
export function findPatientInformation(text: string): PatientInformationSign[] {
  return SIGNS.filter(({ found }) => found(text)).map(({ sign }) => sign);
}

/** What she is told before such a message goes out, naming what was seen. */
export function patientInformationQuestion(signs: readonly PatientInformationSign[]): string {
  const seen = signs.map((sign) => PATIENT_INFORMATION_SIGN_LABELS[sign]);
  const listed = seen.length > 1 ? `${seen.slice(0, -1).join(', ')} and ${seen[seen.length - 1]}` : (seen[0] ?? 'patient details');
  return `This message looks like it may hold patient information (${listed}). Sharing it can put your licence at risk: check that it holds none, then confirm to send it.`;
}
