import { cityOfTimeZone, QUARTER_HOURS, quietHoursPreview, timeZoneChoices, timeZoneLabel } from './quiet-hours';

describe('quiet hours', () => {
  it('says the window in her own time zone', () => {
    expect(quietHoursPreview({ start: '08:00', end: '16:00' }, 'America/Chicago')).toBe('No email between 08:00 and 16:00 Chicago time');
  });

  it('says a window across midnight ends the next day', () => {
    expect(quietHoursPreview({ start: '22:00', end: '07:00' }, 'America/New_York')).toBe(
      'No email between 22:00 and 07:00 the next day, New York time',
    );
  });

  it('asks for different times when the window is empty', () => {
    expect(quietHoursPreview({ start: '09:00', end: '09:00' }, 'Europe/Paris')).toBe('Choose an end time different from the start time.');
  });

  it('names a zone by its city, with spaces', () => {
    expect(cityOfTimeZone('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
    expect(cityOfTimeZone('UTC')).toBe('UTC');
    expect(timeZoneLabel('America/Los_Angeles')).toBe('America/Los Angeles');
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
