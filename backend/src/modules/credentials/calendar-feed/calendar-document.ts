import ical from 'ical-generator';

/** One expiry date on her calendar. */
export interface ExpiryEvent {
  /** Stable per entry ("licences-12"), so a calendar updates the event when the date moves. */
  key: string;
  /** "RN licence (Texas)". */
  label: string;
  expiryDate: string;
  /** When the entry last changed (the event's DTSTAMP). */
  changedAt: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The iCalendar (RFC 5545) document of her expiry dates: one all-day event per entry. ical-generator
 * folds lines at 75 octets, escapes text and ends lines with CRLF; the last line gets its CRLF here.
 */
export function expiryCalendar(events: readonly ExpiryEvent[], host: string): string {
  const calendar = ical({
    name: 'Licence and certification expiry dates',
    prodId: { company: 'Nurse Career Network', product: 'Licence wallet', language: 'EN' },
  });
  for (const event of events) {
    const start = new Date(`${event.expiryDate}T00:00:00Z`);
    calendar.createEvent({
      id: `${event.key}@${host}`,
      start,
      end: new Date(start.getTime() + DAY_MS),
      allDay: true,
      stamp: event.changedAt,
      summary: `${event.label} expires`,
      description: `Your ${event.label} expires on this day. Renew it before then to keep practising.`,
    });
  }
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}
