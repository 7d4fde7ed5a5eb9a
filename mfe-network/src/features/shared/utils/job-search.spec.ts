import { activeFilterCount, jobFilterValues, jobSearchQuery, minPayDollars, NO_JOB_FILTERS } from './job-search';

describe('jobSearchQuery', () => {
  it('sends nothing for no filters and no chips', () => {
    expect(jobSearchQuery({ filters: NO_JOB_FILTERS, specialties: [] })).toBe('');
  });

  it('repeats list filters and sends each set filter once', () => {
    const query = jobSearchQuery(
      {
        filters: {
          q: '  night ICU ',
          states: ['TX', 'CA'],
          practiceOnly: true,
          employmentTypes: ['travel'],
          shifts: ['days', 'rotating'],
          settings: ['hospital'],
          minPay: '$2,100',
          minPayUnit: 'weekly',
          postedWithinDays: 30,
          sort: 'pay',
        },
        specialties: ['ICU', 'Oncology'],
      },
      'abc',
    );
    expect(query).toBe(
      '?q=night+ICU&specialty=ICU&specialty=Oncology&state=TX&state=CA&practiceOnly=true&employmentType=travel' +
        '&shift=days&shift=rotating&setting=hospital&minPay=2100&minPayUnit=weekly&postedWithinDays=30&sort=pay&cursor=abc',
    );
  });

  it('leaves out a minimum pay that is not an amount, and its unit with it', () => {
    expect(jobSearchQuery({ filters: { ...NO_JOB_FILTERS, minPay: 'sixty', minPayUnit: 'annual' }, specialties: [] })).toBe('');
  });
});

describe('minPayDollars', () => {
  it('reads dollars with or without a sign and separators, to the cent', () => {
    expect(minPayDollars('60')).toBe(60);
    expect(minPayDollars(' $92,000 ')).toBe(92000);
    expect(minPayDollars('48.505')).toBe(48.51);
    expect(minPayDollars('')).toBeNull();
    expect(minPayDollars('0')).toBeNull();
  });
});

describe('activeFilterCount', () => {
  it('counts the filters that narrow the list, not words or sort', () => {
    expect(activeFilterCount({ ...NO_JOB_FILTERS, q: 'ICU', sort: 'newest' })).toBe(0);
    expect(activeFilterCount({ ...NO_JOB_FILTERS, states: ['TX', 'CA'], shifts: ['days'], minPay: '60', practiceOnly: true })).toBe(4);
  });
});

describe('jobFilterValues', () => {
  it('keeps the filters and chips she set, as the server takes them, without sort or posted window', () => {
    expect(
      jobFilterValues({
        filters: { ...NO_JOB_FILTERS, q: ' ICU ', shifts: ['nights'], minPay: '$60', postedWithinDays: 7, sort: 'pay' },
        specialties: ['Critical Care'],
      }),
    ).toEqual({ q: 'ICU', specialty: ['Critical Care'], shift: ['nights'], minPay: 60, minPayUnit: 'hourly' });
    expect(jobFilterValues({ filters: NO_JOB_FILTERS, specialties: [] })).toEqual({});
  });
});
