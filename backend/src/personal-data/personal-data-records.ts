/**
 * A stored row as a section writes it: its own columns, without those named in `omit` (internal
 * storage names, relations, secrets). Dates become ISO 8601 strings when the JSON is written.
 */
export function personalRecord<T extends object>(row: T, omit: readonly (keyof T & string)[] = []): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (omit.includes(key as keyof T & string)) continue;
    record[key] = value;
  }
  return record;
}

/** A stored document's place in a section: `<folder>/<id>-<the name she gave it>`. */
export function documentPath(folder: string, id: number, safeName: string): string {
  return `${folder}/${id}-${safeName}`;
}
