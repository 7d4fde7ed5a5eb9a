import { parseSearchTerms, reverseDigits } from './search-terms';

describe('parseSearchTerms', () => {
  it('is null for an empty or blank search', () => {
    expect(parseSearchTerms(undefined)).toBeNull();
    expect(parseSearchTerms('   ')).toBeNull();
  });

  it('keeps the whole term lower-cased and the words long enough for the text index', () => {
    expect(parseSearchTerms('  Gia O’Brien, TX ')).toEqual({ text: 'gia o’brien, tx', words: ['gia', 'brien'], phoneDigits: null });
  });

  it('splits an address into its words and drops repeats', () => {
    expect(parseSearchTerms('Ann.Lee@Example.org')?.words).toEqual(['ann', 'lee', 'example', 'org']);
    expect(parseSearchTerms('lee lee')?.words).toEqual(['lee']);
  });

  it('keeps letters outside ASCII as word characters', () => {
    expect(parseSearchTerms('José Müller')?.words).toEqual(['josé', 'müller']);
  });

  it('reads phone digits through any punctuation once there are three', () => {
    expect(parseSearchTerms('(555) 010-2030')?.phoneDigits).toBe('5550102030');
    expect(parseSearchTerms('55')?.phoneDigits).toBeNull();
  });

  it('has no words when every word is shorter than the index keeps', () => {
    expect(parseSearchTerms('tx')?.words).toEqual([]);
    expect(parseSearchTerms('%')?.words).toEqual([]);
  });
});

describe('reverseDigits', () => {
  it('reverses', () => {
    expect(reverseDigits('5550102030')).toBe('0302010555');
    expect(reverseDigits('')).toBe('');
  });
});
