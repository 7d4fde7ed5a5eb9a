import { useState } from 'react';
import { readErrorMessage, readFieldErrors, type CreatedPacket } from '@nurse/api-client';
import { Alert, Button } from '@nurse/ui-kit';
import { Checkbox, describedBy, FormField, Input } from '@nurse/ui-kit/forms';
import { useSession } from '../../shared/hooks/use-session';
import { useSharePacketMutation } from '../api/packets-api';
import { useCertificationsQuery, useLicencesQuery } from '../api/wallet-api';
import { NO_RESUME_TO_SHARE, PACKET_DAYS, PACKET_DAYS_PROBLEM, packetDays } from '../utils/packet-texts';
import { certificationTitle, licenceTitle } from '../utils/wallet-texts';
import { Fieldset } from './form-controls';

const toggled = (ids: readonly number[], id: number, on: boolean) => (on ? [...ids, id] : ids.filter((other) => other !== id));

/** Choosing what a new packet holds and how long its link works; `onShared` gets the link, shown once. */
export function PacketForm({ onShared, onCancel }: { onShared: (packet: CreatedPacket) => void; onCancel: () => void }) {
  const licences = useLicencesQuery();
  const certifications = useCertificationsQuery();
  const [share, sharing] = useSharePacketMutation();
  const hasResume = Boolean(useSession().user?.resumeUrl);
  const [title, setTitle] = useState('');
  const [days, setDays] = useState(String(PACKET_DAYS.initial));
  const [licenceIds, setLicenceIds] = useState<number[]>([]);
  const [certificationIds, setCertificationIds] = useState<number[]>([]);
  const [ceTranscript, setCeTranscript] = useState(false);
  const [resume, setResume] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async () => {
    const expiresInDays = packetDays(days);
    const local: Record<string, string> = {};
    if (!title.trim()) local['title'] = 'Give the packet a name';
    if (expiresInDays === null) local['expiresInDays'] = PACKET_DAYS_PROBLEM;
    setErrors(local);
    setProblem(null);
    if (Object.keys(local).length > 0 || expiresInDays === null) return;
    try {
      onShared(
        await share({
          title: title.trim(),
          expiresInDays,
          licenceIds,
          certificationIds,
          ceTranscript,
          resume: resume && hasResume,
        }).unwrap(),
      );
    } catch (error) {
      const fields = readFieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setProblem(readErrorMessage(error, 'The packet was not shared. Please try again.'));
    }
  };

  return (
    <form
      className="wl-packet-form"
      aria-label="Share a packet"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {problem ? <Alert type="error" showIcon title={problem} className="wl-form-problem" /> : null}
      <FormField
        id="packet-title"
        label="Name of the packet"
        hint="The recipient sees it, e.g. “For St. Mary’s”"
        error={errors['title']}
        required
      >
        <Input
          id="packet-title"
          value={title}
          maxLength={80}
          onChange={(event) => setTitle(event.target.value)}
          {...describedBy('packet-title', { error: errors['title'], hint: true })}
        />
      </FormField>
      <Fieldset id="packet-licences" legend="Licences" error={errors['licenceIds']}>
        {licences.data?.length ? (
          <div className="wl-packet-form__choices">
            {licences.data.map((licence) => (
              <Checkbox
                key={licence.id}
                checked={licenceIds.includes(licence.id)}
                onChange={(event) => setLicenceIds(toggled(licenceIds, licence.id, event.target.checked))}
              >
                {`${licenceTitle(licence)}, ${licence.number}`}
              </Checkbox>
            ))}
          </div>
        ) : (
          <p className="wl-packet-form__none">No licences in your wallet.</p>
        )}
      </Fieldset>
      <Fieldset id="packet-certifications" legend="Certifications" error={errors['certificationIds']}>
        {certifications.data?.length ? (
          <div className="wl-packet-form__choices">
            {certifications.data.map((certification) => (
              <Checkbox
                key={certification.id}
                checked={certificationIds.includes(certification.id)}
                onChange={(event) => setCertificationIds(toggled(certificationIds, certification.id, event.target.checked))}
              >
                {certificationTitle(certification)}
              </Checkbox>
            ))}
          </div>
        ) : (
          <p className="wl-packet-form__none">No certifications in your wallet.</p>
        )}
      </Fieldset>
      <Fieldset id="packet-more" legend="Also share" error={errors['resume'] ?? errors['ceTranscript']}>
        <div className="wl-packet-form__choices">
          <Checkbox checked={ceTranscript} onChange={(event) => setCeTranscript(event.target.checked)}>
            CE transcript
          </Checkbox>
          <Checkbox
            checked={resume && hasResume}
            disabled={!hasResume}
            onChange={(event) => setResume(event.target.checked)}
            aria-describedby={hasResume ? undefined : 'packet-no-resume'}
          >
            Résumé from your profile
          </Checkbox>
        </div>
        {hasResume ? null : (
          <p id="packet-no-resume" className="wl-packet-form__none">
            {NO_RESUME_TO_SHARE}
          </p>
        )}
      </Fieldset>
      <FormField
        id="packet-days"
        label="Days the link works"
        hint={`${PACKET_DAYS.min} to ${PACKET_DAYS.max} days; you can revoke it sooner`}
        error={errors['expiresInDays']}
        required
      >
        <Input
          id="packet-days"
          className="wl-packet-form__days"
          inputMode="numeric"
          value={days}
          onChange={(event) => setDays(event.target.value)}
          {...describedBy('packet-days', { error: errors['expiresInDays'], hint: true })}
        />
      </FormField>
      <div className="wl-actions">
        <Button type="primary" htmlType="submit" loading={sharing.isLoading}>
          Share and get the link
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </div>
    </form>
  );
}
