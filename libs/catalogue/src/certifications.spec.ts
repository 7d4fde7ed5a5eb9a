import {
  ADVANCED_CERTIFICATIONS,
  BASIC_CERTIFICATIONS,
  LICENSURE_TYPES,
  SIGNUP_LICENSE_TYPES,
  SPECIALTY_CERTIFICATIONS,
  addCustomCertifications,
  classifyCertification,
  splitCertificationText,
  suggestCertifications,
} from './index';

const empty = { certifications: [], advancedCertifications: [], customCertifications: [] };

describe('certification option lists', () => {
  it('offers five basic, twelve advanced and twenty specialty certifications, each list without duplicates', () => {
    expect(BASIC_CERTIFICATIONS).toEqual(['ACLS', 'BLS', 'CPR', 'NRP', 'PALS']);
    expect(ADVANCED_CERTIFICATIONS).toHaveLength(12);
    expect(SPECIALTY_CERTIFICATIONS).toHaveLength(20);
    for (const list of [BASIC_CERTIFICATIONS, ADVANCED_CERTIFICATIONS, SPECIALTY_CERTIFICATIONS]) {
      expect(new Set(list.map((c) => c.toLowerCase())).size).toBe(list.length);
    }
  });

  it('re-exports the licence types from the domain', () => {
    expect(LICENSURE_TYPES).toEqual(['RN', 'LPN', 'CNA', 'APRN', 'Student']);
    expect(SIGNUP_LICENSE_TYPES).toContain('APRN-CRNA');
  });
});

describe('classifyCertification', () => {
  it.each([
    ['ACLS', 'basic'],
    ['acls', 'basic'],
    [' Bls ', 'basic'],
    ['CCRN', 'advanced'],
    ['ons/oncc', 'advanced'],
    ['rnc-ob', 'advanced'],
    ['Lactation Consultant', 'custom'],
    ['CPEN', 'custom'],
  ])('%s is %s', (text, kind) => {
    expect(classifyCertification(text)).toBe(kind);
  });
});

describe('addCustomCertifications', () => {
  it('puts listed entries into their list under the listed spelling and keeps others as typed', () => {
    const result = addCustomCertifications(empty, ['acls', 'ccrn', 'Lactation Consultant (IBCLC)']);
    expect(result).toEqual({
      certifications: ['ACLS'],
      advancedCertifications: ['CCRN'],
      customCertifications: ['Lactation Consultant (IBCLC)'],
    });
  });

  it('adds nothing twice, ignoring case, whichever list holds it', () => {
    const start = { certifications: ['BLS'], advancedCertifications: ['CEN'], customCertifications: ['IBCLC'] };
    const result = addCustomCertifications(start, ['bls', 'Cen', 'ibclc', 'NRP', 'nrp', '  ', 'Foo', 'FOO']);
    expect(result).toEqual({
      certifications: ['BLS', 'NRP'],
      advancedCertifications: ['CEN'],
      customCertifications: ['IBCLC', 'Foo'],
    });
    expect(start.certifications).toEqual(['BLS']);
  });

  it('splits comma-separated free text', () => {
    expect(splitCertificationText(' ACLS, , my cert ,TNCC')).toEqual(['ACLS', 'my cert', 'TNCC']);
  });
});

describe('suggestCertifications', () => {
  it('matches case-insensitively, prefix first, at most 5', () => {
    expect(suggestCertifications('cc')[0]).toBe('CCRN');
    expect(suggestCertifications('c').length).toBe(5);
    expect(suggestCertifications('rnc')).toEqual(expect.arrayContaining(['RNC-NIC', 'RNC-OB']));
    expect(suggestCertifications('')).toEqual([]);
  });
});
