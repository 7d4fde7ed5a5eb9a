/**
 * Certification option lists and onboarding's rule for free-text
 * certifications: text is accepted as typed, and an entry that matches the basic or advanced list,
 * ignoring case, goes into that list under its listed spelling.
 */
import { normalizeKey } from './text';

/** Basic life-support certifications. */
export const BASIC_CERTIFICATIONS = ['ACLS', 'BLS', 'CPR', 'NRP', 'PALS'] as const;
export type BasicCertification = (typeof BASIC_CERTIFICATIONS)[number];

/** Advanced certifications offered as checkboxes. */
export const ADVANCED_CERTIFICATIONS = [
  'ONS/ONCC',
  'CCRN',
  'CEN',
  'CPN',
  'CMSRN',
  'CNOR',
  'RNC-OB',
  'CHPN',
  'WCC',
  'CNM',
  'CRNA',
  'FNP',
] as const;
export type AdvancedCertification = (typeof ADVANCED_CERTIFICATIONS)[number];

/**
 * The 20 specialty certifications onboarding suggests while typing. Each is a current board
 * certification; the comment names the specialty it belongs to.
 */
export const SPECIALTY_CERTIFICATIONS = [
  'CCRN', // critical care (AACN)
  'CEN', // emergency (BCEN)
  'CPEN', // pediatric emergency (BCEN)
  'PCCN', // progressive care (AACN)
  'CNOR', // perioperative (CCI)
  'OCN', // oncology (ONCC)
  'RNC-NIC', // neonatal intensive care (NCC)
  'RNC-OB', // inpatient obstetrics (NCC)
  'CPN', // pediatrics (PNCB)
  'CMSRN', // medical-surgical (MSNCB)
  'PMH-BC', // psychiatric-mental health (ANCC)
  'CWOCN', // wound, ostomy and continence (WOCNCB)
  'CHPN', // hospice and palliative (HPCC)
  'CDCES', // diabetes care and education (CBDCE)
  'CNRN', // neuroscience (ABNN)
  'CGRN', // gastroenterology (ABCGN)
  'CRRN', // rehabilitation (ARN)
  'CV-BC', // cardiac-vascular (ANCC)
  'TCRN', // trauma (BCEN)
  'CNN', // nephrology (NNCC)
] as const;
export type SpecialtyCertification = (typeof SPECIALTY_CERTIFICATIONS)[number];

export type CertificationKind = 'basic' | 'advanced' | 'custom';

const BASIC_BY_KEY = new Map<string, string>(BASIC_CERTIFICATIONS.map((c) => [normalizeKey(c), c]));
const ADVANCED_BY_KEY = new Map<string, string>(ADVANCED_CERTIFICATIONS.map((c) => [normalizeKey(c), c]));

/** Which list a certification belongs to, ignoring case and surrounding space. */
export function classifyCertification(text: string): CertificationKind {
  const key = normalizeKey(text);
  if (BASIC_BY_KEY.has(key)) return 'basic';
  if (ADVANCED_BY_KEY.has(key)) return 'advanced';
  return 'custom';
}

/** Specialty certifications containing the query, ignoring case; at most `limit` (5 shown). */
export function suggestCertifications(query: string, limit = 5): string[] {
  const needle = normalizeKey(query);
  if (!needle) return [];
  const all = [...new Set<string>([...SPECIALTY_CERTIFICATIONS, ...ADVANCED_CERTIFICATIONS])];
  const starting = all.filter((c) => c.toLowerCase().startsWith(needle));
  const containing = all.filter((c) => !c.toLowerCase().startsWith(needle) && c.toLowerCase().includes(needle));
  return [...starting, ...containing].slice(0, Math.max(0, Math.floor(limit)));
}

/** The three certification lists of the onboarding form. */
export interface CertificationSelection {
  readonly certifications: readonly string[];
  readonly advancedCertifications: readonly string[];
  readonly customCertifications: readonly string[];
}

function includesIgnoringCase(list: readonly string[], key: string): boolean {
  return list.some((item) => normalizeKey(item) === key);
}

/**
 * Adds free-text certification entries: a basic or advanced one joins its list under the listed spelling
 * ('acls' -> 'ACLS'); anything else joins the custom list trimmed but otherwise as typed. Blank entries and
 * entries already present in any list (ignoring case) are skipped. Returns new lists; the input is unchanged.
 */
export function addCustomCertifications(selection: CertificationSelection, entries: readonly string[]): CertificationSelection {
  const certifications = [...selection.certifications];
  const advancedCertifications = [...selection.advancedCertifications];
  const customCertifications = [...selection.customCertifications];
  for (const entry of entries) {
    const text = entry.trim();
    const key = normalizeKey(text);
    if (!key) continue;
    if ([certifications, advancedCertifications, customCertifications].some((list) => includesIgnoringCase(list, key))) {
      continue;
    }
    const kind = classifyCertification(text);
    switch (kind) {
      case 'basic':
        certifications.push(BASIC_BY_KEY.get(key) ?? text);
        break;
      case 'advanced':
        advancedCertifications.push(ADVANCED_BY_KEY.get(key) ?? text);
        break;
      case 'custom':
        customCertifications.push(text);
        break;
    }
  }
  return { certifications, advancedCertifications, customCertifications };
}

/** Splits a comma-separated free-text field ('ACLS, my cert') into trimmed, non-blank entries. */
export function splitCertificationText(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}
