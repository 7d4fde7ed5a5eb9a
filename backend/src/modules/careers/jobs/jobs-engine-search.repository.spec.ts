import { specialtyKeyword } from '../../../search-engine/people-documents';
import { afterKey, columnsOf, jobsMatch } from './jobs-engine-search.repository';

describe('jobsMatch', () => {
  it('asks every word by its start (three letters or more) or whole', () => {
    expect(jobsMatch('Night RN austin')).toBe('(@(title,body) night* rn austin*)');
    expect(jobsMatch(' -- ')).toBeNull();
  });

  it('also finds a named specialty by its other names and by the listings filed under it', () => {
    const match = jobsMatch('icu')!;
    expect(match.startsWith('(@(title,body) icu*) | ')).toBe(true);
    expect(match).toContain('(@(title,body) "intensive care unit")');
    expect(match).toContain(`(@specialties ${specialtyKeyword('ICU')})`);
  });
});

describe('afterKey', () => {
  it('keeps the rows after a cursor in the descending order of the sort’s columns', () => {
    expect(afterKey(columnsOf('pay', undefined), [6000, 12])).toBe('IF(pay_key < 6000 OR (pay_key = 6000 AND (id < 12)), 1, 0)');
    expect(afterKey(columnsOf('relevance', 'icu'), [1, '2026-11-02', 9])).toBe(
      'IF((w - 1) < 1 OR ((w - 1) = 1 AND (posted_day < 20261102 OR (posted_day = 20261102 AND (id < 9)))), 1, 0)',
    );
  });

  it('refuses a cursor that does not fit the columns, so the database answers it', () => {
    expect(afterKey(columnsOf('newest', undefined), ['not a day', 3])).toBeNull();
    expect(afterKey(columnsOf('newest', undefined), ['2026-11-02', 'x'])).toBeNull();
  });
});
