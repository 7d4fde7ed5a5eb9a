import { useMemo } from 'react';
import type { Certification } from '@nurse/api-client';
import { useFieldForm } from '@nurse/host';
import { Alert, Button } from '@nurse/ui-kit';
import { describedBy, Form, FormField, Input } from '@nurse/ui-kit/forms';
import { AutoComplete } from '@nurse/ui-kit/choice';
import { WALLET_CERTIFICATIONS } from '@nurse/catalogue';
import { useCreateCertificationMutation, useUpdateCertificationMutation } from '../api/wallet-api';
import {
  certificationFormValues,
  CERTIFICATION_WORDING,
  certificationRequest,
  EMPTY_CERTIFICATION,
  SAVE_FAILED,
  type CertificationFormValues,
} from '../utils/wallet-forms';
import { DateInput } from './form-controls';

const FIELDS: readonly (keyof CertificationFormValues)[] = ['name', 'issuer', 'number', 'issueDate', 'expiryDate'];

interface CertificationFormProps {
  certification: Certification | null;
  onDone: () => void;
}

/** Adds or edits a certification: a name the catalogue suggests or her own, with its issuer and dates. */
export function CertificationForm({ certification, onDone }: CertificationFormProps) {
  const form = useFieldForm<CertificationFormValues>(certification ? certificationFormValues(certification) : EMPTY_CERTIFICATION, {
    fields: FIELDS,
    fallback: SAVE_FAILED,
    wording: CERTIFICATION_WORDING,
  });
  const [create] = useCreateCertificationMutation();
  const [update] = useUpdateCertificationMutation();
  const { values, set, errors } = form;
  const typed = values.name.trim().toLowerCase();
  const suggestions = useMemo(
    () => WALLET_CERTIFICATIONS.filter((name) => name.toLowerCase().includes(typed)).map((name) => ({ value: name })),
    [typed],
  );

  const submit = async () => {
    const saved = await form.save((current) => {
      const body = certificationRequest(current);
      return (certification ? update({ id: certification.id, body }) : create({ ...body, showOnProfile: false })).unwrap();
    });
    if (saved) onDone();
  };

  return (
    <Form aria-label={certification ? 'Edit certification' : 'Add a certification'} onFinish={() => void submit()} refusals={form.refusals}>
      {form.problem ? <Alert type="error" showIcon title={form.problem} className="wl-form-problem" /> : null}
      <FormField id="certification-name" label="Certification" hint="Pick from the list or type its name" error={errors['name']} required>
        <AutoComplete
          id="certification-name"
          options={suggestions}
          value={values.name}
          onChange={(name: string) => set('name', name)}
          {...describedBy('certification-name', { error: errors['name'], hint: true })}
        />
      </FormField>
      <FormField id="certification-issuer" label="Issued by" error={errors['issuer']} required>
        <Input
          id="certification-issuer"
          value={values.issuer}
          onChange={(event) => set('issuer', event.target.value)}
          {...describedBy('certification-issuer', errors['issuer'])}
        />
      </FormField>
      <FormField id="certification-number" label="Certificate number (optional)" error={errors['number']}>
        <Input
          id="certification-number"
          value={values.number}
          autoComplete="off"
          onChange={(event) => set('number', event.target.value)}
          {...describedBy('certification-number', errors['number'])}
        />
      </FormField>
      <div className="wl-form-dates">
        <FormField id="certification-issued" label="Issue date" error={errors['issueDate']} required>
          <DateInput
            id="certification-issued"
            value={values.issueDate}
            onChange={(day) => set('issueDate', day)}
            error={errors['issueDate']}
          />
        </FormField>
        <FormField id="certification-expires" label="Expiry date (optional)" error={errors['expiryDate']}>
          <DateInput
            id="certification-expires"
            value={values.expiryDate}
            onChange={(day) => set('expiryDate', day)}
            error={errors['expiryDate']}
          />
        </FormField>
      </div>
      <div className="wl-actions wl-actions--end">
        <Button onClick={onDone}>Cancel</Button>
        <Button type="primary" htmlType="submit" loading={form.saving}>
          {certification ? 'Save certification' : 'Add certification'}
        </Button>
      </div>
    </Form>
  );
}
