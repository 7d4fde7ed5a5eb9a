import {
  SPECIALTIES,
  SPECIALTY_ENTRIES,
  SPECIALTY_SYNONYMS,
  findSpecialty,
  fuzzyMatchSpecialties,
  resolveSpecialty,
  sameSpecialtyArea,
  searchSpecialties,
} from './index';

describe('specialty catalogue', () => {
  it('has exactly 57 unique canonical names', () => {
    expect(SPECIALTIES).toHaveLength(57);
    expect(new Set(SPECIALTIES.map((n) => n.toLowerCase())).size).toBe(57);
  });

  it('keeps the specialties nurses pick most under their usual spellings', () => {
    for (const name of [
      'Aesthetic Nursing',
      'Anesthesia',
      'Critical Care',
      'ICU',
      'NICU',
      'Oncology',
      'Pediatrics',
      'Telehealth',
      'Wound care',
      'Utilization Management',
      'Emergency Medicine',
      'Labor & Delivery',
      'Home Health',
      'Telemetry',
      'Psychiatric',
      'Operating Room',
      'School Health',
      'Nephrology',
      'Medical Surgical',
    ]) {
      expect(SPECIALTIES).toContain(name);
    }
  });

  it('gives about 40 specialties synonym lists, ICU, emergency and labour and delivery among them', () => {
    const withSynonyms = SPECIALTY_ENTRIES.filter((e) => e.synonyms.length > 0).length;
    expect(withSynonyms).toBeGreaterThanOrEqual(38);
    expect(withSynonyms).toBeLessThanOrEqual(50);
    expect(SPECIALTY_SYNONYMS.ICU).toEqual(expect.arrayContaining(['Intensive Care Unit', 'CCU']));
    expect(SPECIALTY_SYNONYMS['Emergency Medicine']).toEqual(expect.arrayContaining(['ER', 'Urgent Care']));
    expect(SPECIALTY_SYNONYMS['Labor & Delivery']).toEqual(expect.arrayContaining(['L&D', 'OB']));
  });

  it('maps every synonym to exactly one canonical name, and never reuses a canonical name', () => {
    const owners = new Map<string, string[]>();
    for (const entry of SPECIALTY_ENTRIES) {
      for (const text of [entry.name, ...entry.synonyms]) {
        const key = text.toLowerCase();
        owners.set(key, [...(owners.get(key) ?? []), entry.name]);
      }
    }
    const shared = [...owners].filter(([, names]) => names.length > 1);
    expect(shared).toEqual([]);
  });

  it('resolves every name and synonym to its canonical name, ignoring case and surrounding space', () => {
    for (const entry of SPECIALTY_ENTRIES) {
      expect(findSpecialty(entry.name)).toBe(entry.name);
      for (const synonym of entry.synonyms) {
        expect(findSpecialty(synonym)).toBe(entry.name);
        expect(findSpecialty(`  ${synonym.toUpperCase()} `)).toBe(entry.name);
        expect(findSpecialty(synonym.toLowerCase())).toBe(entry.name);
      }
    }
  });

  it('returns null for unknown or blank text', () => {
    expect(findSpecialty('Underwater Basket Weaving')).toBeNull();
    expect(findSpecialty('')).toBeNull();
    expect(findSpecialty('   ')).toBeNull();
  });
});

describe('searchSpecialties', () => {
  it('finds canonical names by substring of names and synonyms, de-duplicated', () => {
    expect(searchSpecialties('intensive care')).toEqual(expect.arrayContaining(['ICU', 'NICU', 'PICU']));
    const results = searchSpecialties('care', 100);
    expect(new Set(results).size).toBe(results.length);
    expect(searchSpecialties('l&d')).toEqual(['Labor & Delivery']);
  });

  it('puts an exact name or synonym first', () => {
    expect(searchSpecialties('er')[0]).toBe('Emergency Medicine');
    expect(searchSpecialties('ICU')[0]).toBe('ICU');
    expect(searchSpecialties('onc')[0]).toBe('Oncology');
  });

  it('returns at most 5 by default and honours a larger limit', () => {
    expect(searchSpecialties('a')).toHaveLength(5);
    expect(searchSpecialties('a', 8)).toHaveLength(8);
  });

  it('leaves out specialties already chosen, ignoring case', () => {
    expect(searchSpecialties('icu', 10, ['icu', 'NICU'])).not.toEqual(expect.arrayContaining(['ICU']));
    expect(searchSpecialties('icu', 10, ['icu', 'NICU'])).not.toContain('NICU');
  });

  it('returns nothing for a blank query', () => {
    expect(searchSpecialties('  ')).toEqual([]);
  });
});

describe('fuzzyMatchSpecialties and resolveSpecialty', () => {
  it.each([
    ['pediatircs', 'Pediatrics'],
    ['oncolgy', 'Oncology'],
    ['critcal care', 'Critical Care'],
    ['Nephrolgy', 'Nephrology'],
    ['telemtry', 'Telemetry'],
    ['psychiatirc', 'Psychiatric'],
    ['labor and delivry', 'Labor & Delivery'],
    ['emergancy', 'Emergency Medicine'],
  ])('ranks %s -> %s first', (typo, expected) => {
    expect(fuzzyMatchSpecialties(typo)[0]).toBe(expected);
    expect(resolveSpecialty(typo)).toBe(expected);
  });

  it('ranks exact and substring matches before typo matches', () => {
    expect(fuzzyMatchSpecialties('ICU')[0]).toBe('ICU');
    expect(fuzzyMatchSpecialties('Urgent care')[0]).toBe('Emergency Medicine');
  });

  it('returns at most 10 by default, de-duplicated', () => {
    const results = fuzzyMatchSpecialties('e');
    expect(results).toHaveLength(10);
    expect(new Set(results).size).toBe(10);
    expect(fuzzyMatchSpecialties('e', 3)).toHaveLength(3);
  });

  it('does not guess from nonsense or blank text', () => {
    expect(fuzzyMatchSpecialties('xqzwv')).toEqual([]);
    expect(resolveSpecialty('xqzwv')).toBeNull();
    expect(resolveSpecialty('')).toBeNull();
  });

  it('resolves exact names and synonyms before fuzzy matching', () => {
    expect(resolveSpecialty('CCU')).toBe('ICU');
    expect(resolveSpecialty(' er ')).toBe('Emergency Medicine');
    expect(resolveSpecialty('Wound Care')).toBe('Wound care');
  });
});

describe('sameSpecialtyArea', () => {
  it.each(['ICU', 'Intensive Care', 'Intensive Care Unit', 'MICU', 'SICU', 'CCU', 'CVICU', 'critical care', 'Critical Care Nursing'])(
    '%s is the adult intensive care area of Critical Care and ICU',
    (name) => {
      expect(sameSpecialtyArea(name, 'Critical Care')).toBe(true);
      expect(sameSpecialtyArea('ICU', name)).toBe(true);
    },
  );

  it('keeps the neonatal and pediatric units, and other specialties, apart', () => {
    for (const name of ['NICU', 'Neonatal Intensive Care', 'PICU', 'Pediatric Intensive Care']) {
      expect(sameSpecialtyArea(name, 'ICU')).toBe(false);
      expect(sameSpecialtyArea(name, 'Critical Care')).toBe(false);
    }
    expect(sameSpecialtyArea('ER', 'Emergency Medicine')).toBe(true);
    expect(sameSpecialtyArea('Oncology', 'Critical Care')).toBe(false);
  });

  it('cannot tell for a text the catalogue does not know', () => {
    expect(sameSpecialtyArea('Care', 'Critical Care')).toBeNull();
    expect(sameSpecialtyArea('ICU', '')).toBeNull();
  });
});
