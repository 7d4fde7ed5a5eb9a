import type { SpecialtyName } from './specialties';

/** A specialty certification and the board that awards it. */
export interface BoardCertification {
  code: string;
  name: string;
  board: string;
}

const CCRN = { code: 'CCRN', name: 'Critical Care Registered Nurse', board: 'AACN Certification Corporation' };
const PCCN = { code: 'PCCN', name: 'Progressive Care Certified Nurse', board: 'AACN Certification Corporation' };
const CEN = { code: 'CEN', name: 'Certified Emergency Nurse', board: 'Board of Certification for Emergency Nursing' };
const TCRN = { code: 'TCRN', name: 'Trauma Certified Registered Nurse', board: 'Board of Certification for Emergency Nursing' };
const CFRN = { code: 'CFRN', name: 'Certified Flight Registered Nurse', board: 'Board of Certification for Emergency Nursing' };
const CPN = { code: 'CPN', name: 'Certified Pediatric Nurse', board: 'Pediatric Nursing Certification Board' };
const OCN = { code: 'OCN', name: 'Oncology Certified Nurse', board: 'Oncology Nursing Certification Corporation' };
const CMSRN = { code: 'CMSRN', name: 'Certified Medical-Surgical Registered Nurse', board: 'Medical-Surgical Nursing Certification Board' };
const CNOR = { code: 'CNOR', name: 'Certified Perioperative Nurse', board: 'Competency & Credentialing Institute' };
const RNC_OB = { code: 'RNC-OB', name: 'Inpatient Obstetric Nursing', board: 'National Certification Corporation' };
const RNC_NIC = { code: 'RNC-NIC', name: 'Neonatal Intensive Care Nursing', board: 'National Certification Corporation' };
const RNC_MNN = { code: 'RNC-MNN', name: 'Maternal Newborn Nursing', board: 'National Certification Corporation' };
const CHPN = { code: 'CHPN', name: 'Certified Hospice and Palliative Nurse', board: 'Hospice and Palliative Credentialing Center' };
const WCC = { code: 'WCC', name: 'Wound Care Certified', board: 'National Alliance of Wound Care and Ostomy' };
const CNN = { code: 'CNN', name: 'Certified Nephrology Nurse', board: 'Nephrology Nursing Certification Commission' };
const CDN = { code: 'CDN', name: 'Certified Dialysis Nurse', board: 'Nephrology Nursing Certification Commission' };
const PMH_BC = { code: 'PMH-BC', name: 'Psychiatric-Mental Health Nursing', board: 'American Nurses Credentialing Center' };
const CPAN = { code: 'CPAN', name: 'Certified Post Anesthesia Nurse', board: 'American Board of Perianesthesia Nursing Certification' };
const CRNI = { code: 'CRNI', name: 'Certified Registered Nurse Infusion', board: 'Infusion Nurses Certification Corporation' };
const CGRN = {
  code: 'CGRN',
  name: 'Certified Gastroenterology Registered Nurse',
  board: 'American Board of Certification for Gastroenterology Nurses',
};
const CIC = { code: 'CIC', name: 'Certification in Infection Control', board: 'Certification Board of Infection Control and Epidemiology' };
const CCM = { code: 'CCM', name: 'Certified Case Manager', board: 'Commission for Case Manager Certification' };
const CRRN = { code: 'CRRN', name: 'Certified Rehabilitation Registered Nurse', board: 'Rehabilitation Nursing Certification Board' };
const ONC = { code: 'ONC', name: 'Orthopaedic Nurse Certified', board: 'Orthopaedic Nurses Certification Board' };
const CNRN = { code: 'CNRN', name: 'Certified Neuroscience Registered Nurse', board: 'American Board of Neuroscience Nursing' };
const CV_BC = { code: 'CV-BC', name: 'Cardiac-Vascular Nursing', board: 'American Nurses Credentialing Center' };
const GERO_BC = { code: 'GERO-BC', name: 'Gerontological Nursing', board: 'American Nurses Credentialing Center' };
const NI_BC = { code: 'NI-BC', name: 'Informatics Nursing', board: 'American Nurses Credentialing Center' };
const NCSN = { code: 'NCSN', name: 'National Certified School Nurse', board: 'National Board for Certification of School Nurses' };
const CNE = { code: 'CNE', name: 'Certified Nurse Educator', board: 'National League for Nursing' };
const AMB_BC = { code: 'AMB-BC', name: 'Ambulatory Care Nursing', board: 'American Nurses Credentialing Center' };
const COHN = { code: 'COHN', name: 'Certified Occupational Health Nurse', board: 'American Board for Occupational Health Nurses' };
const CPEN = { code: 'CPEN', name: 'Certified Pediatric Emergency Nurse', board: 'Board of Certification for Emergency Nursing' };

/**
 * The certifications nurses in a specialty usually hold or work towards, for the specialties the product
 * knows them for. A specialty missing here has no certification the product can name.
 */
export const SPECIALTY_CERTIFICATIONS_BY_SPECIALTY: Partial<Record<SpecialtyName, readonly BoardCertification[]>> = {
  'Ambulatory Care': [AMB_BC],
  'Burn Care': [CCRN],
  'Cardiac Cath Lab': [CV_BC, PCCN],
  Cardiology: [CV_BC, PCCN],
  'Case Management': [CCM],
  'Critical Care': [CCRN, PCCN],
  Dialysis: [CDN, CNN],
  Education: [CNE],
  'Emergency Medicine': [CEN, TCRN, CPEN],
  Endoscopy: [CGRN],
  'Flight Nursing': [CFRN, CEN],
  Gastroenterology: [CGRN],
  Geriatrics: [GERO_BC],
  Hospice: [CHPN],
  ICU: [CCRN],
  'Infection Control': [CIC],
  Informatics: [NI_BC],
  'Infusion Therapy': [CRNI],
  'Labor & Delivery': [RNC_OB],
  'Medical Surgical': [CMSRN],
  'Mother-Baby': [RNC_MNN],
  Nephrology: [CNN, CDN],
  Neurology: [CNRN],
  NICU: [RNC_NIC, CCRN],
  'Occupational Health': [COHN],
  Oncology: [OCN],
  'Operating Room': [CNOR],
  Orthopedics: [ONC],
  PACU: [CPAN],
  'Palliative Care': [CHPN],
  Pediatrics: [CPN],
  PICU: [CCRN, CPN],
  Psychiatric: [PMH_BC],
  Rehabilitation: [CRRN],
  'School Health': [NCSN],
  'Step-Down': [PCCN],
  Telemetry: [PCCN],
  Trauma: [TCRN, CEN],
  'Wound care': [WCC],
};

/** The certifications of a canonical specialty; none when the product knows none. */
export function certificationsFor(specialty: string): readonly BoardCertification[] {
  return SPECIALTY_CERTIFICATIONS_BY_SPECIALTY[specialty as SpecialtyName] ?? [];
}
