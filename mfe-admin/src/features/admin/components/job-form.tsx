import type { ReactNode } from 'react';
import { Alert, Button, theme, useNotify } from '@nurse/ui-kit';
import { describedBy, Form, FormField, Input, TextArea } from '@nurse/ui-kit/forms';
import { Select } from '@nurse/ui-kit/choice';
import { useFieldForm } from '@nurse/host';
import {
  EMPLOYMENT_TYPE_LABELS,
  EMPLOYMENT_TYPES,
  JOB_SETTING_LABELS,
  JOB_SETTINGS,
  PAY_UNIT_LABELS,
  PAY_UNITS,
  SHIFT_PATTERN_LABELS,
  SHIFT_PATTERNS,
} from '@nurse/catalogue';
import { useCreateJobMutation, useUpdateJobMutation } from '../api/admin-api';
import { JOB_TEXT } from '../texts';
import { JOB_FIELD_WORDING } from '../utils/job-field-words';
import { hasContractTerms, JOB_FORM_FIELDS, jobRequest, type JobFormField, type JobFormValues } from '../utils/job-form-values';
import { CertificationsSelect, LicencesSelect, SpecialtiesSelect, StateSelect } from './job-form-controls';
import './job-form.css';

/** The listing sizes the API holds a listing to (it refuses more). */
const MAX_SPECIALTIES = 5;
const MAX_CERTIFICATIONS = 10;

const labelled = <Key extends string>(keys: readonly Key[], labels: Readonly<Record<Key, string>>) =>
  keys.map((value) => ({ value, label: labels[value] }));
const SETTING_OPTIONS = labelled(JOB_SETTINGS, JOB_SETTING_LABELS);
const EMPLOYMENT_OPTIONS = labelled(EMPLOYMENT_TYPES, EMPLOYMENT_TYPE_LABELS);
const SHIFT_OPTIONS = labelled(SHIFT_PATTERNS, SHIFT_PATTERN_LABELS);
const PAY_UNIT_OPTIONS = PAY_UNITS.map((unit) => ({ value: unit, label: `Dollars ${PAY_UNIT_LABELS[unit]}` }));
const WORK_MODE_OPTIONS = [
  { value: 'in-person', label: 'In person' },
  { value: 'hybrid', label: 'Hybrid' },
] as const;

/** The fields typed as text (numbers and dates included: they are kept as typed). */
type TextField = { [Key in JobFormField]: JobFormValues[Key] extends string ? Key : never }[JobFormField];

interface JobFormProps {
  /** The listing being edited; null for a new one. */
  jobId: number | null;
  initial: JobFormValues;
  onDone(): void;
}

/**
 * Writes a listing whole. Saving keeps a new listing as a draft and an existing one in its status; the
 * server's message for each refused field shows beside it.
 */
export function JobForm({ jobId, initial, onDone }: JobFormProps) {
  const notify = useNotify();
  const { token } = theme.useToken();
  const form = useFieldForm(initial, {
    fields: JOB_FORM_FIELDS,
    fallback: JOB_TEXT.saveFailed,
    conflictField: 'payMin',
    wording: JOB_FIELD_WORDING,
  });
  const [create] = useCreateJobMutation();
  const [update] = useUpdateJobMutation();
  const { values, set, errors } = form;

  const submit = async () => {
    const saved = await form.save((current) => {
      const body = jobRequest(current);
      return (jobId === null ? create(body) : update({ id: jobId, body })).unwrap();
    });
    if (saved) {
      notify.success(JOB_TEXT.saved);
      onDone();
    }
  };

  /** A labelled row whose control gets the id, value and refusal of `field`. */
  const row = (
    field: JobFormField,
    label: string,
    control: (id: string, error: string | undefined) => ReactNode,
    extra?: { hint?: string; required?: boolean },
  ) => {
    const id = `job-${field}`;
    return (
      <FormField id={id} label={label} error={errors[field]} hint={extra?.hint} required={extra?.required}>
        {control(id, errors[field])}
      </FormField>
    );
  };
  const text = (
    field: TextField,
    label: string,
    options: { required?: boolean; hint?: string; type?: string; inputMode?: 'numeric' | 'decimal' | 'url' } = {},
  ) =>
    row(
      field,
      label,
      (id, error) => (
        <Input
          id={id}
          type={options.type}
          inputMode={options.inputMode}
          value={values[field]}
          onChange={(event) => set(field, event.target.value)}
          {...describedBy(id, { error, hint: Boolean(options.hint) })}
        />
      ),
      options,
    );
  const longText = (field: 'description' | 'responsibilities' | 'qualifications' | 'benefits', label: string, required = false) =>
    row(
      field,
      label,
      (id, error) => (
        <TextArea
          id={id}
          autoSize={{ minRows: 3, maxRows: 12 }}
          value={values[field]}
          onChange={(event) => set(field, event.target.value)}
          {...describedBy(id, error)}
        />
      ),
      { required },
    );
  const choice = <Field extends 'setting' | 'employmentType' | 'shiftPattern' | 'payUnit' | 'workMode'>(
    field: Field,
    label: string,
    options: readonly { value: NonNullable<JobFormValues[Field]>; label: string }[],
    required = false,
  ) =>
    row(
      field,
      label,
      (id, error) => (
        <Select
          id={id}
          // Typing picks, as in a native select: "Nights" and Enter chooses Nights, not the first option.
          showSearch={{ optionFilterProp: 'label' }}
          options={[...options]}
          value={values[field] ?? undefined}
          allowClear={!required}
          onChange={(value) => set(field, (value ?? null) as JobFormValues[Field])}
          {...describedBy(id, error)}
        />
      ),
      { required },
    );

  return (
    <Form aria-label={jobId === null ? JOB_TEXT.newTitle : JOB_TEXT.editTitle} onFinish={() => void submit()} refusals={form.refusals}>
      {form.problem ? <Alert type="error" showIcon title={form.problem} style={{ marginBottom: 16 }} /> : null}
      {text('title', 'Title', { required: true })}
      <div className="adm-job-form__row">
        {text('employer', 'Employer', { required: true })}
        {choice('setting', 'Setting', SETTING_OPTIONS, true)}
      </div>
      <div className="adm-job-form__row">
        {text('city', 'City', { required: true })}
        {row(
          'state',
          'State',
          (id, error) => (
            <StateSelect id={id} value={values.state} onChange={(state) => set('state', state)} error={error} />
          ),
          {
            required: true,
          },
        )}
      </div>
      {row(
        'specialties',
        'Specialties',
        (id, error) => (
          <SpecialtiesSelect
            id={id}
            max={MAX_SPECIALTIES}
            value={values.specialties}
            onChange={(names) => set('specialties', names)}
            error={error}
            hint
          />
        ),
        { required: true, hint: `From the catalogue, at most ${MAX_SPECIALTIES}` },
      )}
      <div className="adm-job-form__row">
        {choice('employmentType', 'Employment type', EMPLOYMENT_OPTIONS, true)}
        {choice('shiftPattern', 'Shift pattern', SHIFT_OPTIONS, true)}
      </div>
      <div className="adm-job-form__row">
        {text('schedule', 'Schedule', { hint: 'For example: three 12-hour nights a week' })}
        {text('hoursPerWeek', 'Hours a week', { inputMode: 'numeric' })}
      </div>
      {hasContractTerms(values.employmentType) ? (
        <div className="adm-job-form__row">
          {text('contractWeeks', 'Contract length in weeks', { inputMode: 'numeric' })}
          {text('startDate', 'Start date', { type: 'date' })}
        </div>
      ) : null}
      {row('requiredLicences', 'Required licences', (id, error) => (
        <LicencesSelect id={id} value={values.requiredLicences} onChange={(types) => set('requiredLicences', types)} error={error} />
      ))}
      {row(
        'requiredCertifications',
        'Required certifications',
        (id, error) => (
          <CertificationsSelect
            id={id}
            max={MAX_CERTIFICATIONS}
            value={values.requiredCertifications}
            onChange={(names) => set('requiredCertifications', names)}
            error={error}
            hint
          />
        ),
        { hint: `Choose from the list or type one and press Enter; at most ${MAX_CERTIFICATIONS}` },
      )}
      {text('credentialNote', 'Credential note', { hint: 'For example: CCRN preferred; ACLS and BLS required' })}
      <div className="adm-job-form__row">
        {choice('workMode', 'Work mode', WORK_MODE_OPTIONS, true)}
        {text('experienceYears', 'Years of experience', { inputMode: 'numeric' })}
      </div>
      {text('education', 'Education')}
      <fieldset className="adm-job-form__fieldset" style={{ borderColor: token.colorBorder }} aria-describedby="job-pay-hint">
        <legend className="adm-job-form__legend">Pay</legend>
        <p id="job-pay-hint" style={{ marginTop: 0 }}>
          {JOB_TEXT.payHint}
        </p>
        <div className="adm-job-form__row">
          {text('payMin', 'Lowest pay in dollars', { inputMode: 'decimal' })}
          {text('payMax', 'Highest pay in dollars', { inputMode: 'decimal' })}
          {choice('payUnit', 'Pay unit', PAY_UNIT_OPTIONS)}
        </div>
        {text('payIncludes', 'What the pay includes', { hint: 'For example: taxable $28/h plus housing and meal stipends' })}
      </fieldset>
      {longText('description', 'Description', true)}
      {longText('responsibilities', 'Responsibilities')}
      {longText('qualifications', 'Qualifications')}
      {longText('benefits', 'Benefits')}
      <div className="adm-job-form__row">
        {text('applyUrl', 'Apply URL', {
          required: true,
          type: 'url',
          inputMode: 'url',
          hint: "The employer's page, starting with https://",
        })}
        {text('closingOn', 'Closing date', { type: 'date' })}
      </div>
      <div className="adm-job-form__actions">
        <Button onClick={onDone}>{JOB_TEXT.cancel}</Button>
        <Button type="primary" htmlType="submit" loading={form.saving}>
          {JOB_TEXT.save}
        </Button>
      </div>
    </Form>
  );
}
