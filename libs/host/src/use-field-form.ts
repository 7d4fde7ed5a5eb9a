import { useState } from 'react';
import { failureDescription, httpStatusOf, readErrorMessage, readFieldErrors } from '@nurse/api-client';

export interface FieldFormOptions<Values> {
  /** The form's fields, by the names the server gives them in its refusals. */
  fields: readonly (keyof Values & string)[];
  /** The message shown when the request fails without a message of the server's. */
  fallback: string;
  /** The field a conflict (409) that names no field is about, if the form's route has one such refusal. */
  conflictField?: keyof Values & string;
  /**
   * The form's own words for a field's refusal, by field: the server words its messages for the API's
   * readers ("state is a two-letter US state code"); a form says what to do with its control ("Choose
   * a state from the list"). Given the server's message and the values sent; a field without an entry
   * shows the server's message.
   */
  wording?: FieldWording<Values>;
}

export type FieldWording<Values> = { [Field in keyof Values & string]?: (message: string, values: Values) => string };

/** The refusals placed beside fields, each in the form's words for its field where it has some. */
export function inFormWords<Values>(
  byField: Record<string, string>,
  wording: FieldWording<Values> | undefined,
  values: Values,
): Record<string, string> {
  if (!wording) return byField;
  return Object.fromEntries(
    Object.entries(byField).map(([field, message]) => {
      const words = wording[field as keyof Values & string];
      return [field, words ? words(message, values) : message];
    }),
  );
}

/**
 * Splits the server's field messages into those a form shows beside its fields and the rest (shown
 * above the form), so no refusal goes unseen.
 */
export function splitFieldErrors(
  errors: Record<string, string>,
  formFields: readonly string[],
): { byField: Record<string, string>; other: string[] } {
  const byField: Record<string, string> = {};
  const other: string[] = [];
  for (const [field, message] of Object.entries(errors)) {
    if (formFields.includes(field)) byField[field] = message;
    else other.push(message);
  }
  return { byField, other };
}

/**
 * A form's values and the server's refusal of them: `save` runs the request and, when refused, puts
 * each field's message beside that field and any other message above the form.
 */
export function useFieldForm<Values>(initial: Values, { fields, fallback, conflictField, wording }: FieldFormOptions<Values>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Counts refused saves, so that the form can bring each refusal into view (the kit's Form `refusals`).
  const [refusals, setRefusals] = useState(0);

  const set = <Field extends keyof Values>(field: Field, value: Values[Field]) => {
    setValues((current) => ({ ...current, [field]: value }));
  };

  const save = async (request: (values: Values) => Promise<unknown>): Promise<boolean> => {
    setSaving(true);
    try {
      await request(values);
      setErrors({});
      setProblem(null);
      return true;
    } catch (error) {
      const named = readFieldErrors(error);
      if (conflictField && httpStatusOf(error) === 409 && Object.keys(named).length === 0) {
        named[conflictField] = readErrorMessage(error, fallback);
      }
      const { byField, other } = splitFieldErrors(named, fields);
      setErrors(inFormWords(byField, wording, values));
      setRefusals((count) => count + 1);
      const placed = Object.keys(byField).length > 0;
      setProblem(other.length > 0 ? other.join(' ') : placed ? null : failureDescription(error, fallback));
      return false;
    } finally {
      setSaving(false);
    }
  };

  /** A control's value, change and refusal, to spread on controls that take these three. */
  const field = <Field extends keyof Values & string>(name: Field) => ({
    value: values[name],
    onChange: (value: Values[Field]) => set(name, value),
    error: errors[name],
  });

  return { values, set, errors, problem, saving, save, field, refusals };
}
