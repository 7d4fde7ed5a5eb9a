import type { Licence } from '@nurse/api-client';
import { useFieldForm } from '@nurse/host';
import { Alert, Button } from '@nurse/ui-kit';
import { Checkbox, describedBy, Form, FormField, Input } from '@nurse/ui-kit/forms';
import { Select } from '@nurse/ui-kit/choice';
import { APRN_ROLES, ENLC_RULE, LICENCE_STATUSES, WALLET_LICENCE_LABELS, WALLET_LICENCE_TYPES } from '@nurse/catalogue';
import { useCreateLicenceMutation, useUpdateLicenceMutation } from '../api/wallet-api';
import {
  EMPTY_LICENCE,
  LICENCE_WORDING,
  licenceFormValues,
  licenceRequest,
  SAVE_FAILED,
  type LicenceFormValues,
} from '../utils/wallet-forms';
import { DateInput, StateSelect } from './form-controls';

const FIELDS: readonly (keyof LicenceFormValues)[] = [
  'type',
  'aprnRole',
  'state',
  'number',
  'multistate',
  'residenceState',
  'movedOn',
  'issueDate',
  'expiryDate',
  'status',
];
const TYPE_OPTIONS = WALLET_LICENCE_TYPES.map((type) => ({ value: type, label: WALLET_LICENCE_LABELS[type] }));
const ROLE_OPTIONS = APRN_ROLES.map((role) => ({ value: role, label: role }));
const MOVE_HINT = `Only if you moved there after this licence was issued; the compact gives ${ENLC_RULE.move.applyWithinDays} days from the move to apply for a licence in your new home state.`;
const STATUS_OPTIONS = LICENCE_STATUSES.map((status) => ({ value: status, label: status[0]!.toUpperCase() + status.slice(1) }));

interface LicenceFormProps {
  /** The licence being edited; none to add one. */
  licence: Licence | null;
  onDone: () => void;
}

/** Adds or edits a licence; the server's message for each refused field shows beside it. */
export function LicenceForm({ licence, onDone }: LicenceFormProps) {
  const form = useFieldForm<LicenceFormValues>(licence ? licenceFormValues(licence) : EMPTY_LICENCE, {
    fields: FIELDS,
    fallback: SAVE_FAILED,
    wording: LICENCE_WORDING,
  });
  const [create] = useCreateLicenceMutation();
  const [update] = useUpdateLicenceMutation();
  const { values, set, errors } = form;

  const submit = async () => {
    const saved = await form.save((current) => {
      const body = licenceRequest(current);
      return (licence ? update({ id: licence.id, body }) : create({ ...body, showOnProfile: false })).unwrap();
    });
    if (saved) onDone();
  };

  return (
    <Form aria-label={licence ? 'Edit licence' : 'Add a licence'} onFinish={() => void submit()} refusals={form.refusals}>
      {form.problem ? <Alert type="error" showIcon title={form.problem} className="wl-form-problem" /> : null}
      <FormField id="licence-type" label="Licence type" error={errors['type']} required>
        <Select
          id="licence-type"
          options={TYPE_OPTIONS}
          value={values.type}
          onChange={(type) => set('type', type)}
          {...describedBy('licence-type', errors['type'])}
        />
      </FormField>
      {values.type === 'APRN' ? (
        <FormField id="licence-role" label="APRN role" error={errors['aprnRole']} required>
          <Select
            id="licence-role"
            options={ROLE_OPTIONS}
            value={values.aprnRole ?? undefined}
            placeholder="Choose the role"
            onChange={(role) => set('aprnRole', role)}
            {...describedBy('licence-role', errors['aprnRole'])}
          />
        </FormField>
      ) : null}
      <FormField id="licence-state" label="Issuing state" error={errors['state']} required>
        <StateSelect id="licence-state" value={values.state} onChange={(state) => set('state', state)} error={errors['state']} />
      </FormField>
      <FormField id="licence-number" label="Licence number" error={errors['number']} required>
        <Input
          id="licence-number"
          value={values.number}
          autoComplete="off"
          onChange={(event) => set('number', event.target.value)}
          {...describedBy('licence-number', errors['number'])}
        />
      </FormField>
      <FormField id="licence-multistate" label="Compact" error={errors['multistate']}>
        <Checkbox
          id="licence-multistate"
          checked={values.multistate}
          onChange={(event) => set('multistate', event.target.checked)}
          {...describedBy('licence-multistate', errors['multistate'])}
        >
          Multistate (compact) licence
        </Checkbox>
      </FormField>
      {values.multistate ? (
        <>
          <FormField id="licence-residence" label="Primary state of residence" error={errors['residenceState']} required>
            <StateSelect
              id="licence-residence"
              value={values.residenceState}
              onChange={(state) => set('residenceState', state)}
              error={errors['residenceState']}
            />
          </FormField>
          <FormField id="licence-moved" label="Moved to that state on" hint={MOVE_HINT} error={errors['movedOn']}>
            <DateInput id="licence-moved" value={values.movedOn} onChange={(day) => set('movedOn', day)} error={errors['movedOn']} hint />
          </FormField>
        </>
      ) : null}
      <div className="wl-form-dates">
        <FormField id="licence-issued" label="Issue date" error={errors['issueDate']} required>
          <DateInput id="licence-issued" value={values.issueDate} onChange={(day) => set('issueDate', day)} error={errors['issueDate']} />
        </FormField>
        <FormField id="licence-expires" label="Expiry date" error={errors['expiryDate']} required>
          <DateInput
            id="licence-expires"
            value={values.expiryDate}
            onChange={(day) => set('expiryDate', day)}
            error={errors['expiryDate']}
          />
        </FormField>
      </div>
      <FormField id="licence-status" label="Status on the board's record" error={errors['status']} required>
        <Select
          id="licence-status"
          options={STATUS_OPTIONS}
          value={values.status}
          onChange={(status) => set('status', status)}
          {...describedBy('licence-status', errors['status'])}
        />
      </FormField>
      <div className="wl-actions wl-actions--end">
        <Button onClick={onDone}>Cancel</Button>
        <Button type="primary" htmlType="submit" loading={form.saving}>
          {licence ? 'Save licence' : 'Add licence'}
        </Button>
      </div>
    </Form>
  );
}
