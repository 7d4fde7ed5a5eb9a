import { useState } from 'react';
import { failureDescription, readFieldErrors } from '@nurse/api-client';
import { splitFieldErrors } from '../utils/wallet-forms';

/**
 * A wallet form's values and the server's refusal of them: `save` runs the request and, when refused,
 * puts each field's message beside that field and any other message above the form.
 */
export function useEntryForm<Values>(initial: Values, fields: readonly (keyof Values & string)[]) {
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
      const { byField, other } = splitFieldErrors(readFieldErrors(error), fields);
      setErrors(byField);
      const unplaced = other.join(' ');
      setProblem(unplaced || (Object.keys(byField).length > 0 ? null : failureDescription(error, 'It was not saved. Please try again.')));
      return false;
    } finally {
      setSaving(false);
    }
  };

  /** A control's value, change and refusal, to spread on controls that take these three (form-controls.tsx). */
  const field = <Field extends keyof Values & string>(name: Field) => ({
    value: values[name],
    onChange: (value: Values[Field]) => set(name, value),
    error: errors[name],
  });

  return { values, set, errors, problem, saving, save, field };
}
