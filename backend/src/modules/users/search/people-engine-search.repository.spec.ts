import { specialtyKeyword } from '../../../search-engine/people-documents';
import { peopleMatch } from './people-engine-search.repository';

describe('peopleMatch', () => {
  it('asks every word as the start of a word of the name or location', () => {
    expect(peopleMatch({ words: ['ann', 'austin'], specialties: [] })).toBe('(@(name,location) ann* austin*)');
  });

  it('asks for a specialty as its keyword, or the words', () => {
    expect(peopleMatch({ words: ['icu'], specialties: ['ICU', 'Critical Care'] })).toBe(
      `(@(name,location) icu*) | (@specialties ${specialtyKeyword('ICU')} | ${specialtyKeyword('Critical Care')})`,
    );
    expect(peopleMatch({ words: [], specialties: ['ICU'] })).toBe(`(@specialties ${specialtyKeyword('ICU')})`);
  });

  it('folds accents, splits what the engine splits, and leaves nothing to escape', () => {
    expect(peopleMatch({ words: ['zoë', "o'neil"], specialties: [] })).toBe('(@(name,location) zoe* neil*)');
    expect(peopleMatch({ words: ['"@)('], specialties: [] })).toBeNull();
    expect(peopleMatch({ words: [], specialties: [] })).toBeNull();
  });
});
