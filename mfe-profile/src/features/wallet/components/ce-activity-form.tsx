import { useRef } from 'react';
import type { CeActivity } from '@nurse/api-client';
import { useFieldForm } from '@nurse/host';
import { Alert, Button } from '@nurse/ui-kit';
import { Checkbox, describedBy, Form, FormField, Input } from '@nurse/ui-kit/forms';
import { CE_TOPIC_LABELS, CE_TOPICS } from '@nurse/catalogue';
import { HiddenFileInput } from '../../shared/components/hidden-file-input';
import { useCreateCeActivityMutation, useUpdateCeActivityMutation } from '../api/ce-api';
import { useUploadDocumentMutation } from '../api/wallet-api';
import {
  asFieldRefusal,
  CE_ACTIVITY_WORDING,
  ceActivityFormValues,
  ceActivityRequest,
  EMPTY_CE_ACTIVITY,
  toggleTopic,
  type CeActivityFormValues,
} from '../utils/ce-forms';
import { SAVE_FAILED } from '../utils/wallet-forms';
import { DOCUMENT_ACCEPT } from './document-actions';
import { DateInput, Fieldset, HoursField } from './form-controls';

const FIELDS: readonly (keyof CeActivityFormValues)[] = ['title', 'provider', 'completedOn', 'hours', 'topics', 'document'];

interface CeActivityFormProps {
  /** The activity being edited; none to log one. */
  activity: CeActivity | null;
  onDone: () => void;
}

/**
 * Logs or edits a CE activity, with its certificate (optional) sent once the activity is stored. When the
 * certificate is refused the activity stays stored, and saving again changes it rather than adding another.
 */
export function CeActivityForm({ activity, onDone }: CeActivityFormProps) {
  const form = useFieldForm<CeActivityFormValues>(activity ? ceActivityFormValues(activity) : EMPTY_CE_ACTIVITY, {
    fields: FIELDS,
    fallback: SAVE_FAILED,
    wording: CE_ACTIVITY_WORDING,
  });
  const [create] = useCreateCeActivityMutation();
  const [update] = useUpdateCeActivityMutation();
  const [upload] = useUploadDocumentMutation();
  const stored = useRef<number | null>(activity?.id ?? null);
  const chooser = useRef<HTMLInputElement>(null);
  const { values, set, errors } = form;

  const submit = async () => {
    const saved = await form.save(async (current) => {
      const body = ceActivityRequest(current);
      const id = stored.current;
      const entry = await (id === null ? create(body) : update({ id, body })).unwrap();
      stored.current = entry.id;
      if (!current.document) return;
      try {
        await upload({ kind: 'ce-activities', id: entry.id, file: current.document }).unwrap();
      } catch (error) {
        throw asFieldRefusal(error, 'document');
      }
    });
    if (saved) onDone();
  };

  return (
    <Form aria-label={activity ? 'Edit CE activity' : 'Add a CE activity'} onFinish={() => void submit()} refusals={form.refusals}>
      {form.problem ? <Alert type="error" showIcon title={form.problem} className="wl-form-problem" /> : null}
      <FormField id="ce-title" label="Title" hint="As on its certificate" error={errors['title']} required>
        <Input
          id="ce-title"
          value={values.title}
          onChange={(event) => set('title', event.target.value)}
          {...describedBy('ce-title', { error: errors['title'], hint: true })}
        />
      </FormField>
      <FormField id="ce-provider" label="Provider" error={errors['provider']} required>
        <Input
          id="ce-provider"
          value={values.provider}
          onChange={(event) => set('provider', event.target.value)}
          {...describedBy('ce-provider', errors['provider'])}
        />
      </FormField>
      <div className="wl-form-dates">
        <FormField id="ce-completed" label="Completed on" error={errors['completedOn']} required>
          <DateInput
            id="ce-completed"
            value={values.completedOn}
            onChange={(day) => set('completedOn', day)}
            error={errors['completedOn']}
          />
        </FormField>
        <HoursField id="ce-hours" label="Contact hours" hint="e.g. 1.5" required {...form.field('hours')} />
      </div>
      <Fieldset id="ce-topics" legend="Topics it covered" error={errors['topics']}>
        <div className="wl-topics">
          {CE_TOPICS.map((topic) => (
            <Checkbox
              key={topic}
              checked={values.topics.includes(topic)}
              onChange={(event) => set('topics', toggleTopic(values.topics, topic, event.target.checked, CE_TOPICS))}
            >
              {CE_TOPIC_LABELS[topic]}
            </Checkbox>
          ))}
        </div>
      </Fieldset>
      <FormField
        id="ce-certificate"
        label={activity?.document ? 'Replace the certificate (PDF or image, optional)' : 'Upload certificate (PDF or image, optional)'}
        hint={values.document ? `Chosen: ${values.document.name}` : 'PDF, PNG or JPEG, at most 10 MB'}
        error={errors['document']}
      >
        <HiddenFileInput ref={chooser} accept={DOCUMENT_ACCEPT} testId="ce-certificate-input" onFile={(file) => set('document', file)} />
        <div className="wl-actions">
          <Button
            id="ce-certificate"
            onClick={() => chooser.current?.click()}
            {...describedBy('ce-certificate', { error: errors['document'], hint: true })}
          >
            Choose a file
          </Button>
          {values.document ? (
            <Button onClick={() => set('document', null)} aria-label="Clear the chosen file">
              Clear
            </Button>
          ) : null}
        </div>
      </FormField>
      <div className="wl-actions wl-actions--end">
        <Button onClick={onDone}>Cancel</Button>
        <Button type="primary" htmlType="submit" loading={form.saving}>
          {activity ? 'Save CE activity' : 'Add CE activity'}
        </Button>
      </div>
    </Form>
  );
}
