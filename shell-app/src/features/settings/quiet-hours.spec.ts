import {
  cityOfTimeZone,
  clockTime,
  offsetMinutes,
  QUARTER_HOURS,
  quietHoursPreview,
  timeZoneChoices,
  timeZoneOption,
  timeZoneOptions,
  utcOffsetText,
} from './quiet-hours';

// Intl puts a narrow no-break space before AM/PM; the tests read it as a space.
const spaced = (text: string) => text.replace(/\u202f/g, ' ');
const winter = new Date('2026-01-15T12:00:00Z');
const summer = new Date('2026-07-15T12:00:00Z');

describe('quiet hours', () => {
  it('says the window in her own time zone, on a 24-hour clock where her locale uses one', () => {
    expect(quietHoursPreview({ start: '08:00', end: '16:00' }, 'America/Chicago', 'en-GB')).toBe(
      'No email between 08:00 and 16:00 Chicago time',
    );
  });

  it('says a window across midnight ends the next day, on a 12-hour clock in en-US', () => {
    expect(spaced(quietHoursPreview({ start: '22:00', end: '07:00' }, 'America/New_York', 'en-US'))).toBe(
      'No email between 10:00 PM and 7:00 AM the next day, New York time',
    );
  });

  it('asks for different times when the window is empty', () => {
    expect(quietHoursPreview({ start: '09:00', end: '09:00' }, 'Europe/Paris', 'en-US')).toBe(
      'Choose an end time different from the start time.',
    );
  });

  it('shows a time of day on her locale clock', () => {
    expect(spaced(clockTime('00:15', 'en-US'))).toBe('12:15 AM');
    expect(spaced(clockTime('21:30', 'en-US'))).toBe('9:30 PM');
    expect(clockTime('21:30', 'en-GB')).toBe('21:30');
  });

  it('names a zone by its city, with spaces', () => {
    expect(cityOfTimeZone('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
    expect(cityOfTimeZone('UTC')).toBe('UTC');
  });

  it('offers every quarter of an hour', () => {
    expect(QUARTER_HOURS).toHaveLength(96);
    expect(QUARTER_HOURS.slice(0, 3)).toEqual(['00:00', '00:15', '00:30']);
    expect(QUARTER_HOURS.at(-1)).toBe('23:45');
  });

  it('keeps her stored zone among the choices', () => {
    expect(timeZoneChoices('Etc/Unknown_Zone')[0]).toBe('Etc/Unknown_Zone');
    expect(timeZoneChoices('America/Chicago').filter((zone) => zone === 'America/Chicago')).toHaveLength(1);
  });
});

describe('time zone choices', () => {
  it('reads offsets as Intl gives them and writes them as UTC offsets', () => {
    expect(offsetMinutes('GMT-10')).toBe(-600);
    expect(offsetMinutes('GMT+5:30')).toBe(330);
    expect(offsetMinutes('GMT')).toBe(0);
    expect(utcOffsetText(-600)).toBe('UTC\u221210:00');
    expect(utcOffsetText(345)).toBe('UTC+5:45');
    expect(utcOffsetText(0)).toBe('UTC+0:00');
  });

  it('names a zone by its common name, its city and its offset of the day, and keeps the IANA id as the value', () => {
    const honolulu = timeZoneOption('Pacific/Honolulu', winter, 'en-US');
    expect(honolulu.value).toBe('Pacific/Honolulu');
    expect(honolulu.label).toMatch(/^Hawaii.Aleutian .*Time \(Honolulu\), UTC\u221210:00$/);
    expect(timeZoneOption('America/Chicago', winter, 'en-US').label).toBe('Central Time (Chicago), UTC\u22126:00');
    expect(timeZoneOption('America/Chicago', summer, 'en-US').label).toBe('Central Time (Chicago), UTC\u22125:00');
    expect(timeZoneOption('Asia/Kolkata', winter, 'en-US').label).toBe('India Standard Time (Kolkata), UTC+5:30');
  });

  it('names zones without a common name by their id', () => {
    expect(timeZoneOption('Etc/GMT+5', winter, 'en-US').label).toBe('Etc/GMT+5, UTC\u22125:00');
    expect(timeZoneOption('UTC', winter, 'en-US').label).toBe('Coordinated Universal Time (UTC), UTC+0:00');
  });

  it('is found by its common name, its city or its IANA id', () => {
    const { search } = timeZoneOption('Pacific/Honolulu', winter, 'en-US');
    for (const typed of ['hawaii', 'honolulu', 'pacific/honolulu', 'utc−10']) expect(search).toContain(typed.replace('−', '\u2212'));
    expect(timeZoneOption('America/Los_Angeles', winter, 'en-US').search).toContain('los angeles');
    expect(timeZoneOption('America/Los_Angeles', winter, 'en-US').search).toContain('america/los_angeles');
  });

  it('lists zones west to east', () => {
    const listed = timeZoneOptions(['Asia/Tokyo', 'Pacific/Honolulu', 'Europe/Paris', 'America/Chicago'], winter, 'en-US');
    expect(listed.map((option) => option.value)).toEqual(['Pacific/Honolulu', 'America/Chicago', 'Europe/Paris', 'Asia/Tokyo']);
  });
});
