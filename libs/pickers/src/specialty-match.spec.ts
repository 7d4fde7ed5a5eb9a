import { addUnique, dialogSpecialtySuggestions, matchSpecialty, onboardingSpecialtySuggestions } from './specialty-match';

describe('matchSpecialty (onboarding rule)', () => {
  it('takes an exact name or synonym, ignoring case', () => {
    expect(matchSpecialty('icu', [])).toEqual({ kind: 'matched', name: 'ICU' });
    expect(matchSpecialty('Intensive Care Unit', [])).toEqual({ kind: 'matched', name: 'ICU' });
    expect(matchSpecialty('er', [])).toEqual({ kind: 'matched', name: 'Emergency Medicine' });
  });

  it('otherwise takes the first fuzzy suggestion', () => {
    expect(matchSpecialty('pediatircs', [])).toEqual({ kind: 'matched', name: 'Pediatrics' });
    expect(matchSpecialty('oncolgy', [])).toEqual({ kind: 'matched', name: 'Oncology' });
  });

  it('refuses text that matches nothing', () => {
    expect(matchSpecialty('basket weaving', [])).toEqual({ kind: 'invalid' });
    expect(matchSpecialty('  ', [])).toEqual({ kind: 'empty' });
  });

  it('reports a name already chosen as a duplicate', () => {
    expect(matchSpecialty('oncology', ['Oncology'])).toEqual({ kind: 'duplicate', name: 'Oncology' });
  });
});

describe('suggestions', () => {
  it('onboarding shows at most 5, without chosen names', () => {
    const suggestions = onboardingSpecialtySuggestions('care', ['Critical Care']);
    expect(suggestions.length).toBeLessThanOrEqual(5);
    expect(suggestions).not.toContain('Critical Care');
  });

  it('the profile dialogs show at most 8, without excluded names', () => {
    const all = dialogSpecialtySuggestions('a', [], 8);
    expect(all).toHaveLength(8);
    expect(dialogSpecialtySuggestions('onc', ['Oncology'], 8)).not.toContain('Oncology');
  });

  it('addUnique adds no duplicates, ignoring case', () => {
    expect(addUnique(['ICU'], 'icu')).toEqual(['ICU']);
    expect(addUnique(['ICU'], 'Oncology')).toEqual(['ICU', 'Oncology']);
  });
});
