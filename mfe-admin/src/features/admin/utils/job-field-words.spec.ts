import { JOB_FIELD_TEXT } from '../texts';
import { JOB_FIELD_WORDING } from './job-field-words';
import { EMPTY_JOB } from './job-form-values';

describe('JOB_FIELD_WORDING', () => {
  it('asks for a choice left empty in the terms of its select', () => {
    expect(JOB_FIELD_WORDING.setting!('setting is one of hospital, clinic', EMPTY_JOB)).toBe('Choose the setting');
    expect(JOB_FIELD_WORDING.shiftPattern!('shiftPattern is one of days, nights', EMPTY_JOB)).toBe('Choose the shift pattern');
    expect(JOB_FIELD_WORDING.state!('state is a two-letter US state code', EMPTY_JOB)).toBe('Choose a state from the list');
  });

  it('words a refused address or number for the box it is typed in', () => {
    const typed = { ...EMPTY_JOB, applyUrl: 'careers.example.org' };
    expect(JOB_FIELD_WORDING.applyUrl!('applyUrl is the http(s) address of the employer’s page', typed)).toBe(JOB_FIELD_TEXT.applyUrl);
    const long = { ...EMPTY_JOB, applyUrl: `https://${'a'.repeat(500)}` };
    expect(JOB_FIELD_WORDING.applyUrl!('applyUrl is at most 500 characters', long)).toBe(JOB_FIELD_TEXT.applyUrlTooLong);
    expect(JOB_FIELD_WORDING.hoursPerWeek!('hoursPerWeek is a whole number of hours from 1 to 80', EMPTY_JOB)).toBe(
      'Enter a whole number of hours, from 1 to 80',
    );
  });

  it("keeps the server's sentences, which already speak an administrator's language", () => {
    expect(JOB_FIELD_WORDING.payMin!('The lowest pay cannot be more than the highest', EMPTY_JOB)).toBe(
      'The lowest pay cannot be more than the highest',
    );
  });
});
