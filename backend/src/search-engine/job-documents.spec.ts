import { code, dayNumber, dayText, jobDocument, replaceJobs } from './job-documents';
import { specialtyKeyword } from './people-documents';

const row = {
  id: 3,
  status: 'open',
  title: 'ICU Nurse',
  employer: 'Lone Star',
  city: 'Austin',
  description: 'Ventilated patients.',
  state: 'TX',
  employmentType: 'staff',
  shiftPattern: 'nights',
  setting: 'hospital',
  payMaxHourlyCents: 6175,
  postedOn: '2026-11-02',
  specialties: ['Critical Care'],
};

describe('the jobs index documents', () => {
  it('holds the words, the filters as codes and the database path’s sort keys', () => {
    expect(jobDocument(row)).toEqual({
      id: 3,
      title: 'icu nurse',
      body: 'lone star austin ventilated patients.',
      specialties: specialtyKeyword('Critical Care'),
      status_code: code('open'),
      state_code: code('TX'),
      employment_code: code('staff'),
      shift_code: code('nights'),
      setting_code: code('hospital'),
      specialty_codes: [code('Critical Care')],
      pay_key: 6175,
      posted_day: 20261102,
    });
  });

  it('sorts a draft with no pay and no posting day last, as the database does', () => {
    expect(jobDocument({ ...row, payMaxHourlyCents: null, postedOn: null })).toMatchObject({ pay_key: -1, posted_day: 10101 });
  });

  it('turns days into numbers and back', () => {
    expect(dayNumber('2026-01-09')).toBe(20260109);
    expect(dayText(20260109)).toBe('2026-01-09');
    expect(dayText(10101)).toBe('0001-01-01');
  });

  it('writes the specialties as a list, empty or not', () => {
    const { sql, params } = replaceJobs([jobDocument(row), jobDocument({ ...row, id: 4, specialties: [] })]);
    expect(sql).toContain(`(?, ?, ?, ?, ?, ?, ?, ?, ?, (${code('Critical Care')}), ?, ?), (?, ?, ?, ?, ?, ?, ?, ?, ?, (), ?, ?)`);
    expect(params).toHaveLength(22);
  });
});
