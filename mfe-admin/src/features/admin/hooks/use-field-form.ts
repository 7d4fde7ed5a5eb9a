import { useState } from 'react';
import { failureDescription, httpStatusOf, readErrorMessage, readFieldErrors } from '@nurse/api-client';

interface FieldFormOptions<Values> {
  /** The form's fields, by the names the server gives them in its refusals. */
  fields: readonly (keyof Values & string)[];
  /** The message shown when the request fails without a message of the server's. */
  fallback: string;
  /** The field a conflict (409) that names no field is about, if the form's route has one such refusal. */
  conflictField?: keyof Values & string;
}

/**
 * A form's values and the server's refusal of them: `save` runs the request and, when refused, puts
 * each field's message beside that field and any other message above the form.
 */
export function useFieldForm<Values>(initial: Values, { fields, fallback, conflictField }: FieldFormOptions<Values>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

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
      const byField: Record<string, string> = {};
      const other: string[] = [];
      const named = readFieldErrors(error);
      if (conflictField && httpStatusOf(error) === 409 && Object.keys(named).length === 0) {
        named[conflictField] = readErrorMessage(error, fallback);
      }
      for (const [field, message] of Object.entries(named)) {
        if ((fields as readonly string[]).includes(field)) byField[field] = message;
        else other.push(message);
      }
      setErrors(byField);
      const placed = Object.keys(byField).length > 0;
      setProblem(other.length > 0 ? other.join(' ') : placed ? null : failureDescription(error, fallback));
      return false;
    } finally {
      setSaving(false);
    }
  };

  return { values, set, errors, problem, saving, save };
}
