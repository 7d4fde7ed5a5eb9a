import { US_STATES } from '@nurse/domain';
import { daysBetween } from './renewal-milestones';

// Spelled out rather than left to Intl, whose short months differ between ICU versions ("Sep", "Sept").
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "31 Jan 2027" for a calendar date (YYYY-MM-DD). */
export function longDate(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${date} ${MONTHS[month - 1]} ${year}`;
}

/** How a reminder names a licence: "RN licence (Texas)". */
export function licenceLabel(type: string, state: string): string {
  const name = US_STATES.find((candidate) => candidate.code === state)?.name ?? state;
  return `${type} licence (${name})`;
}

/** How a reminder names a certification: "ACLS certification". */
export function certificationLabel(name: string): string {
  return `${name} certification`;
}

/** The reminder's line, as of her date `today`. */
export function renewalText(label: string, expiry: string, today: string): string {
  const daysLeft = daysBetween(today, expiry);
  const on = longDate(expiry);
  if (daysLeft > 1) return `Your ${label} expires in ${daysLeft} days, on ${on}`;
  if (daysLeft === 1) return `Your ${label} expires tomorrow, on ${on}`;
  if (daysLeft === 0) return `Your ${label} expires today, ${on}`;
  if (daysLeft === -1) return `Your ${label} lapsed yesterday, on ${on}`;
  return `Your ${label} lapsed on ${on}`;
}
