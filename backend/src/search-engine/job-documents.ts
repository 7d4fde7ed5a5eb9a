import { crc32 } from 'node:zlib';
import { engineText, specialtyKeyword } from './people-documents';

/** A job listing's searchable fields as the database holds them. */
export interface JobRow {
  id: number;
  status: string;
  title: string;
  employer: string;
  city: string;
  description: string;
  state: string;
  employmentType: string;
  shiftPattern: string;
  setting: string;
  payMaxHourlyCents: number | null;
  postedOn: string | null;
  specialties: readonly string[];
}

/** A listing as the engine's `jobs` index holds it (scripts/search-engine/start-sphinx.mjs lists its fields). */
export interface JobDocument {
  id: number;
  title: string;
  /** The other words a search finds a listing by: employer, city, description. */
  body: string;
  specialties: string;
  status_code: number;
  state_code: number;
  employment_code: number;
  shift_code: number;
  setting_code: number;
  specialty_codes: number[];
  /** The highest hourly pay in cents, -1 when none is given (the database's sort key). */
  pay_key: number;
  /** The posting day as YYYYMMDD, 10101 for a draft never posted (the database sorts it as 0001-01-01). */
  posted_day: number;
}

/** A filter value (a status, a state, a specialty, ...) as the engine's integer attributes hold it. */
export function code(value: string): number {
  return crc32(value);
}

/** A day `YYYY-MM-DD` as the engine's posted_day holds it. */
export function dayNumber(day: string): number {
  return Number(day.slice(0, 10).replaceAll('-', ''));
}

/** The engine's posted_day back as the day the database's cursors carry. */
export function dayText(day: number): string {
  const text = String(day).padStart(8, '0');
  return `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`;
}

export const NEVER_POSTED = '0001-01-01';

export function jobDocument(row: JobRow): JobDocument {
  return {
    id: row.id,
    title: engineText(row.title),
    body: engineText([row.employer, row.city, row.description].join(' ')),
    specialties: row.specialties.map(specialtyKeyword).join(' '),
    status_code: code(row.status),
    state_code: code(row.state),
    employment_code: code(row.employmentType),
    shift_code: code(row.shiftPattern),
    setting_code: code(row.setting),
    specialty_codes: row.specialties.map(code),
    pay_key: row.payMaxHourlyCents ?? -1,
    posted_day: dayNumber(row.postedOn ?? NEVER_POSTED),
  };
}

/** One REPLACE for many listings of a shard. */
export function replaceJobs(documents: readonly JobDocument[]): { sql: string; params: unknown[] } {
  const rows = documents.map((doc) => `(?, ?, ?, ?, ?, ?, ?, ?, ?, (${doc.specialty_codes.map(Number).join(', ')}), ?, ?)`).join(', ');
  return {
    sql: `REPLACE INTO jobs (id, title, body, specialties, status_code, state_code, employment_code, shift_code, setting_code, specialty_codes, pay_key, posted_day) VALUES ${rows}`,
    params: documents.flatMap((doc) => [
      doc.id,
      doc.title,
      doc.body,
      doc.specialties,
      doc.status_code,
      doc.state_code,
      doc.employment_code,
      doc.shift_code,
      doc.setting_code,
      doc.pay_key,
      doc.posted_day,
    ]),
  };
}
