import { NO_JOB_FILTERS } from '../../shared/utils/job-search';
import { describeSavedFilters, searchFromSaved } from './saved-search';

describe('searchFromSaved', () => {
  it('fills the filters and chips from a saved search, clearing the rest but keeping her sort', () => {
    const current = { ...NO_JOB_FILTERS, q: 'old words', settings: ['clinic' as const], postedWithinDays: 7, sort: 'pay' as const };
    expect(
      searchFromSaved(
        { specialty: ['ICU'], state: ['TX'], shift: ['nights'], practiceOnly: true, minPay: 2100, minPayUnit: 'weekly' },
        current,
      ),
    ).toEqual({
      filters: {
        ...NO_JOB_FILTERS,
        states: ['TX'],
        shifts: ['nights'],
        practiceOnly: true,
        minPay: '2100',
        minPayUnit: 'weekly',
        sort: 'pay',
      },
      specialties: ['ICU'],
    });
  });

  it('gives the board’s defaults for a search saved with no filters', () => {
    expect(searchFromSaved({}, NO_JOB_FILTERS)).toEqual({ filters: NO_JOB_FILTERS, specialties: [] });
  });
});

describe('describeSavedFilters', () => {
  it('names each filter in the screen’s words', () => {
    expect(
      describeSavedFilters({
        q: 'burn unit',
        specialty: ['Critical Care'],
        state: ['TX', 'CA'],
        practiceOnly: true,
        employmentType: ['travel'],
        shift: ['nights'],
        setting: ['hospital'],
        minPay: 48.5,
        minPayUnit: 'hourly',
      }),
    ).toBe('“burn unit” · Critical Care · TX, CA · Where I can practise · Travel · Nights · Hospital · From $48.50 an hour');
  });

  it('says a search without filters finds every open job', () => {
    expect(describeSavedFilters({})).toBe('Every open job');
  });
});
