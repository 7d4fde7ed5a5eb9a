/** Reading the per-field messages of a refused call (`{ statusCode, message, errors: [{ field, message }] }`). */

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The server's message for each field it refused, by field name (the first message when a field has
 * several); empty when the failure names no field.
 */
export function readFieldErrors(error: unknown): Record<string, string> {
  const found: Record<string, string> = {};
  if (!isRecord(error) || !isRecord(error['data'])) return found;
  const { errors } = error['data'];
  if (!Array.isArray(errors)) return found;
  for (const item of errors) {
    if (!isRecord(item) || typeof item['field'] !== 'string' || typeof item['message'] !== 'string') continue;
    found[item['field']] ??= item['message'];
  }
  return found;
}
