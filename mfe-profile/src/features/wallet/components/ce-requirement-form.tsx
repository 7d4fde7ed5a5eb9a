import type { Licence } from '@nurse/api-client';
import { useFieldForm } from '@nurse/host';
import { Alert, Button } from '@nurse/ui-kit';
import { Form, FormField } from '@nurse/ui-kit/forms';
import { Select } from '@nurse/ui-kit/choice';
import { Skeleton } from '@nurse/ui-kit/feedback';
import { CE_TOPIC_LABELS, CE_TOPICS, type CeTopic } from '@nurse/catalogue';
import { useCeRequirementQuery, useSaveCeRequirementMutation } from '../api/ce-api';
import { CE_REQUIREMENT_WORDING, ceRequirementFormValues, ceRequirementRequest, type CeRequirementFormValues } from '../utils/ce-forms';
import { SAVE_FAILED } from '../utils/wallet-forms';
import { licenceTitle } from '../utils/wallet-texts';
import { DateInput, Fieldset, HoursField } from './form-controls';

const FIELDS: readonly (keyof CeRequirementFormValues)[] = ['hours', 'cycleStart', 'cycleEnd', 'topics'];
const TOPIC_OPTIONS = CE_TOPICS.map((topic) => ({ value: topic, label: CE_TOPIC_LABELS[topic] }));

interface CeRequirementFormProps {
  licence: Licence;
  /** Whether she has entered one already (the progress says so): it is read and changed. */
  entered: boolean;
  onDone: () => void;
}

/** Her own CE requirement for a licence, as her board states it: hours per cycle, the cycle, topics with hours. */
export function CeRequirementForm({ licence, entered, onDone }: CeRequirementFormProps) {
  const current = useCeRequirementQuery(licence.id, { skip: !entered });
  if (entered && current.isLoading) return <Skeleton active />;
  return <RequirementFields licence={licence} initial={ceRequirementFormValues(current.data, licence)} onDone={onDone} />;
}

interface RequirementFieldsProps {
  licence: Licence;
  initial: CeRequirementFormValues;
  onDone: () => void;
}

function RequirementFields({ licence, initial, onDone }: RequirementFieldsProps) {
  const form = useFieldForm<CeRequirementFormValues>(initial, { fields: FIELDS, fallback: SAVE_FAILED, wording: CE_REQUIREMENT_WORDING });
  const [save] = useSaveCeRequirementMutation();
  const { values, set, errors } = form;
  const name = licenceTitle(licence);

  const setRow = (index: number, row: Partial<CeRequirementFormValues['topics'][number]>) => {
    set(
      'topics',
      values.topics.map((item, at) => (at === index ? { ...item, ...row } : item)),
    );
  };

  const submit = async () => {
    const saved = await form.save((entered) => save({ licenceId: licence.id, body: ceRequirementRequest(entered) }).unwrap());
    if (saved) onDone();
  };

  return (
    <Form aria-label={`CE requirement for ${name}`} onFinish={() => void submit()} refusals={form.refusals}>
      {form.problem ? <Alert type="error" showIcon title={form.problem} className="wl-form-problem" /> : null}
      <HoursField
        id="ce-req-hours"
        label="Hours per cycle"
        hint="As your board states it; 0 if it requires none"
        required
        {...form.field('hours')}
      />
      <div className="wl-form-dates">
        <FormField id="ce-req-start" label="Cycle starts" error={errors['cycleStart']} required>
          <DateInput id="ce-req-start" value={values.cycleStart} onChange={(day) => set('cycleStart', day)} error={errors['cycleStart']} />
        </FormField>
        <FormField id="ce-req-end" label="Cycle ends" error={errors['cycleEnd']} required>
          <DateInput id="ce-req-end" value={values.cycleEnd} onChange={(day) => set('cycleEnd', day)} error={errors['cycleEnd']} />
        </FormField>
      </div>
      <Fieldset id="ce-req-topics" legend="Required topics (optional)" error={errors['topics']}>
        {values.topics.map((row, index) => (
          <div key={index} className="wl-topic-row">
            <FormField id={`ce-req-topic-${index}`} label={`Topic ${index + 1}`}>
              <Select
                id={`ce-req-topic-${index}`}
                showSearch
                optionFilterProp="label"
                options={TOPIC_OPTIONS}
                value={row.topic ?? undefined}
                placeholder="Type a topic"
                onChange={(topic: CeTopic) => setRow(index, { topic })}
              />
            </FormField>
            <HoursField
              id={`ce-req-topic-hours-${index}`}
              label={`Hours for topic ${index + 1}`}
              value={row.hours}
              onChange={(hours) => setRow(index, { hours })}
            />
            <Button
              onClick={() =>
                set(
                  'topics',
                  values.topics.filter((_, at) => at !== index),
                )
              }
              aria-label={`Remove topic ${index + 1}`}
            >
              Remove
            </Button>
          </div>
        ))}
        <Button onClick={() => set('topics', [...values.topics, { topic: null, hours: '' }])}>Add a required topic</Button>
      </Fieldset>
      <div className="wl-actions wl-actions--end">
        <Button onClick={onDone}>Cancel</Button>
        <Button type="primary" htmlType="submit" loading={form.saving}>
          Save requirement
        </Button>
      </div>
    </Form>
  );
}
