import { shownSpecialties } from './shown-specialties';

describe('shownSpecialties', () => {
  it('shows the first three and counts the rest', () => {
    expect(shownSpecialties(['ICU', 'NICU', 'Oncology', 'Pediatrics', 'Telehealth'])).toEqual({
      shown: ['ICU', 'NICU', 'Oncology'],
      more: 2,
    });
  });

  it('shows all of three or fewer with nothing more', () => {
    expect(shownSpecialties(['ICU'])).toEqual({ shown: ['ICU'], more: 0 });
    expect(shownSpecialties([])).toEqual({ shown: [], more: 0 });
  });
});
