import { engineText, personDocument, replacePeople, specialtyKeyword } from './people-documents';

describe('the people index documents', () => {
  it('folds names and places as the database compares them, and keys each specialty', () => {
    const doc = personDocument({ id: 7, name: 'Zoë Müller', location: null, accountStatus: 'live', specialties: ['ICU', 'Oncology'] });
    expect(doc).toEqual({
      id: 7,
      name: 'zoe muller',
      location: '',
      specialties: `${specialtyKeyword('ICU')} ${specialtyKeyword('Oncology')}`,
      live: 1,
    });
    expect(personDocument({ id: 8, name: 'Ann', location: 'Austin, TX', accountStatus: 'pending', specialties: [] }).live).toBe(0);
  });

  it('keys a specialty with letters and digits only, one keyword per catalogue name', () => {
    expect(specialtyKeyword('Medical-Surgical')).toMatch(/^sp\d+$/);
    expect(specialtyKeyword('ICU')).not.toBe(specialtyKeyword('Critical Care'));
    expect(engineText('CAFÉ Olé')).toBe('cafe ole');
  });

  it('writes many documents in one REPLACE, their values as parameters', () => {
    const docs = [1, 2].map((id) => personDocument({ id, name: `N${id}`, location: '', accountStatus: 'live', specialties: [] }));
    expect(replacePeople(docs)).toEqual({
      sql: 'REPLACE INTO people (id, name, location, specialties, live) VALUES (?, ?, ?, ?, ?), (?, ?, ?, ?, ?)',
      params: [1, 'n1', '', '', 1, 2, 'n2', '', '', 1],
    });
  });
});
