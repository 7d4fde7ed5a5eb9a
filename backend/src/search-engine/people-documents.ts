import { crc32 } from 'node:zlib';
import { foldForSearch } from '../database/search-fold';

/** A nurse as the engine's `people` index holds her (scripts/search-engine/start-sphinx.mjs lists its fields). */
export interface PersonDocument {
  id: number;
  name: string;
  location: string;
  /** One keyword per specialty (specialtyKeyword), so a search can ask for a name OR a specialty in one MATCH. */
  specialties: string;
  live: 0 | 1;
}

export interface PersonRow {
  id: number;
  name: string;
  location: string | null;
  accountStatus: string;
  specialties: readonly string[];
}

/** The engine's keyword for a catalogue specialty: letters and digits only, whatever the name holds. */
export function specialtyKeyword(specialty: string): string {
  return `sp${crc32(specialty)}`;
}

/**
 * Text as the engine indexes it: folded like the database's comparisons (search-fold.ts), so that
 * "Zoë" is found by "zoe" on both paths; the engine's charset keeps a-z and 0-9 and splits on the rest.
 */
export function engineText(text: string): string {
  return foldForSearch(text);
}

export function personDocument(row: PersonRow): PersonDocument {
  return {
    id: row.id,
    name: engineText(row.name),
    location: engineText(row.location ?? ''),
    specialties: row.specialties.map(specialtyKeyword).join(' '),
    live: row.accountStatus === 'live' ? 1 : 0,
  };
}

/** One REPLACE for many documents of a shard: the latest state of each wins, however often it is written. */
export function replacePeople(documents: readonly PersonDocument[]): { sql: string; params: unknown[] } {
  const rows = documents.map(() => '(?, ?, ?, ?, ?)').join(', ');
  return {
    sql: `REPLACE INTO people (id, name, location, specialties, live) VALUES ${rows}`,
    params: documents.flatMap((doc) => [doc.id, doc.name, doc.location, doc.specialties, doc.live]),
  };
}
