import { filterSpecialties, toggle } from './filter-specialties';

describe('toggle', () => {
  it('adds a chip that is not selected and removes one that is', () => {
    expect(toggle(['ICU'], 'Oncology')).toEqual(['ICU', 'Oncology']);
    expect(toggle(['ICU', 'Oncology'], 'ICU')).toEqual(['Oncology']);
  });
});

describe('filterSpecialties', () => {
  it('uses the selected chips when there are any', () => {
    expect(filterSpecialties(['Oncology'], ['ICU'], ['Oncology', 'NICU'])).toEqual(['Oncology']);
  });

  it('falls back to her specialties and interests, each once', () => {
    expect(filterSpecialties([], ['ICU', 'NICU'], ['NICU', 'Oncology'])).toEqual(['ICU', 'NICU', 'Oncology']);
  });
});
