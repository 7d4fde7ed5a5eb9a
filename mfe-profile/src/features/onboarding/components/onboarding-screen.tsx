import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import type { User } from '@nurse/api-client';
import { Alert, Button, ErrorText, SecondaryText } from '@nurse/ui-kit';
import { Panel } from '@nurse/ui-kit/data';
import { Checkbox, Form, FormField, Input, describedBy } from '@nurse/ui-kit/forms';
import { LICENSURE_TYPES, PROFILE_TOASTS, PROFILE_VALIDATION, ROUTES, TIMINGS_MS } from '@nurse/domain';
import { useLazyCurrentUserQuery, useUpdateProfileMutation, useUploadResumeMutation } from '../../profile/api/profile-api';
import { LocationInput } from '../../shared/components/location-input';
import { SpecialtyPicker } from '@nurse/pickers';
import { useNotify } from '@nurse/ui-kit';
import { useSession } from '../../shared/hooks/use-session';
import { failureDescription } from '@nurse/api-client';
import { loadSpecialtyMatching, useSpecialtyMatching, type SpecialtyMatching } from '../hooks/use-specialty-matching';
import { EMPTY_ONBOARDING_FORM, missingOnboardingItems, onboardingUpdateBody, type OnboardingForm } from '../utils/onboarding-form';
import { CertificationFields } from './certification-fields';
import { ResumePicker } from './resume-picker';
import { StatePicker } from './state-picker';

export const ONBOARDING_TEXTS = {
  title: "Let's learn about you",
  summaryTitle: 'Please complete the following',
  submit: 'Complete Setup',
  submitting: 'Completing...',
} as const;

/** /onboarding: no user goes to /login, a finished setup to /dashboard. */
export function OnboardingScreen() {
  const { user } = useSession();
  const [finishing, setFinishing] = useState(false);
  if (!user) return <Navigate to={ROUTES.login} replace />;
  if (user.onboardingCompleted && !finishing) return <Navigate to={ROUTES.dashboard} replace />;
  return <OnboardingFormView user={user} onFinishing={() => setFinishing(true)} />;
}

function OnboardingFormView({ user, onFinishing }: { user: User; onFinishing: () => void }) {
  const { setUser } = useSession();
  const notify = useNotify();
  const navigate = useNavigate();
  const [form, setForm] = useState<OnboardingForm>(() => ({
    ...EMPTY_ONBOARDING_FORM,
    linkedinUrl: user.linkedinUrl ?? '',
    location: user.location ?? '',
  }));
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [resumeStored, setResumeStored] = useState<File | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const finishTimer = useRef<number | undefined>(undefined);
  const [updateProfile] = useUpdateProfileMutation();
  const [uploadResume] = useUploadResumeMutation();
  const [fetchCurrentUser] = useLazyCurrentUserQuery();

  useEffect(() => () => window.clearTimeout(finishTimer.current), []);

  const problems = missingOnboardingItems(form);
  const problemOf = (field: (typeof problems)[number]['field']) =>
    attempted ? problems.find((p) => p.field === field)?.message : undefined;
  const update = (patch: Partial<OnboardingForm>) => setForm((current) => ({ ...current, ...patch }));

  const specialties = useSpecialtyMatching();
  const taken = [...form.experiencedSpecialties, ...form.areasOfInterest];
  const suggestSpecialties = (text: string) => specialties.matching?.onboardingSpecialtySuggestions(text, taken) ?? [];
  const resolveWith = ({ addUnique, matchSpecialty }: SpecialtyMatching, list: readonly string[], text: string) => {
    const match = matchSpecialty(text, taken);
    switch (match.kind) {
      case 'matched':
        return addUnique(list, match.name);
      case 'duplicate':
        return [...list];
      case 'invalid':
        notify.error(PROFILE_VALIDATION.invalidSpecialtyTitle, PROFILE_VALIDATION.invalidSpecialty);
        return null;
      case 'empty':
        return null;
    }
  };
  // Entered before the list has downloaded (it starts on focus): answered once it has.
  const resolveInto = (list: readonly string[]) => (text: string) =>
    specialties.matching
      ? resolveWith(specialties.matching, list, text)
      : loadSpecialtyMatching().then((matching) => resolveWith(matching, list, text));

  /** After the toast, about 1 s later: the reloaded user (or this one marked completed) and /dashboard. */
  const finish = (saved: User) => {
    onFinishing();
    finishTimer.current = window.setTimeout(() => {
      void fetchCurrentUser()
        .unwrap()
        .then(
          (fresh) => setUser(fresh.onboardingCompleted ? fresh : { ...fresh, onboardingCompleted: true }),
          (error: unknown) => {
            console.error('Could not reload the user after onboarding', error);
            setUser({ ...saved, onboardingCompleted: true });
          },
        )
        .finally(() => {
          void navigate(ROUTES.dashboard, { replace: true });
        });
    }, TIMINGS_MS.redirectAfterOnboarding);
  };

  const submit = async () => {
    if (submitting) return;
    setAttempted(true);
    if (problems.length > 0) {
      window.setTimeout(() => summaryRef.current?.focus(), 0);
      return;
    }
    setSubmitting(true);
    if (form.resume && form.resume !== resumeStored) {
      try {
        await uploadResume({ id: user.id, file: form.resume }).unwrap();
        setResumeStored(form.resume);
      } catch (error) {
        notify.error(PROFILE_TOASTS.resumeUploadFailed.title, failureDescription(error, PROFILE_TOASTS.resumeUploadFailed.description));
        setSubmitting(false);
        return;
      }
    }
    try {
      const saved = await updateProfile({ id: user.id, body: onboardingUpdateBody(form) }).unwrap();
      notify.success(PROFILE_TOASTS.onboardingDone.title, PROFILE_TOASTS.onboardingDone.description);
      finish(saved);
    } catch (error) {
      notify.error(PROFILE_TOASTS.onboardingFailed.title, failureDescription(error, PROFILE_TOASTS.onboardingFailed.description));
      setSubmitting(false);
    }
  };

  const licensureError = problemOf('licensureType');
  const linkedinError = problemOf('linkedinUrl');
  const specialtyError = problemOf('experiencedSpecialties');

  return (
    <div className="pf-page">
      <header className="pf-page__header">
        <h1 className="pf-title">{ONBOARDING_TEXTS.title}</h1>
        <SecondaryText>A few details about your licences and experience help us connect you with the right people and roles.</SecondaryText>
      </header>
      <Panel>
        <Form aria-label="Profile setup" onFinish={() => void submit()}>
          {attempted && problems.length > 0 ? (
            <div ref={summaryRef} tabIndex={-1} className="pf-summary">
              <Alert
                type="error"
                showIcon
                title={ONBOARDING_TEXTS.summaryTitle}
                description={
                  <ul className="pf-summary__list">
                    {problems.map((problem) => (
                      <li key={problem.field}>{problem.message}</li>
                    ))}
                  </ul>
                }
              />
            </div>
          ) : null}

          <fieldset className="pf-fieldset" aria-describedby={licensureError ? 'onboarding-licensure-error' : undefined}>
            <legend className="pf-legend">
              Licensure <span aria-hidden="true">*</span>
            </legend>
            <Checkbox.Group
              options={[...LICENSURE_TYPES]}
              value={form.licensureType}
              onChange={(licensureType) => update({ licensureType })}
            />
            {licensureError ? (
              <ErrorText id="onboarding-licensure-error" className="pf-field__error">
                {licensureError}
              </ErrorText>
            ) : null}
          </fieldset>

          <CertificationFields
            value={{
              certifications: form.certifications,
              advancedCertifications: form.advancedCertifications,
              customCertifications: form.customCertifications,
            }}
            onChange={(selection) =>
              update({
                certifications: [...selection.certifications],
                advancedCertifications: [...selection.advancedCertifications],
                customCertifications: [...selection.customCertifications],
              })
            }
          />

          <fieldset className="pf-fieldset">
            <legend className="pf-legend">Licensed States</legend>
            <StatePicker
              id="onboarding-states"
              value={{ selectedStates: form.activeLicenses, enlcStates: form.enlcStates }}
              onChange={(states) => update({ activeLicenses: [...states.selectedStates], enlcStates: [...states.enlcStates] })}
            />
          </fieldset>

          <fieldset className="pf-fieldset">
            <legend className="pf-legend">Your Resume</legend>
            <ResumePicker file={form.resume} onChange={(resume) => update({ resume })} />
          </fieldset>

          <FormField
            id="onboarding-linkedin"
            label="LinkedIn"
            error={linkedinError}
            hint="Optional, e.g. https://www.linkedin.com/in/your-name"
          >
            <Input
              id="onboarding-linkedin"
              type="url"
              inputMode="url"
              value={form.linkedinUrl}
              maxLength={500}
              status={linkedinError ? 'error' : undefined}
              {...describedBy('onboarding-linkedin', { hint: true, error: linkedinError })}
              onChange={(event) => update({ linkedinUrl: event.target.value })}
            />
          </FormField>

          <FormField id="onboarding-location" label="Location">
            <LocationInput id="onboarding-location" value={form.location} onChange={(location) => update({ location })} />
          </FormField>

          <fieldset className="pf-fieldset" aria-describedby={specialtyError ? 'onboarding-experienced-error' : undefined}>
            <legend className="pf-legend">
              Experienced In <span aria-hidden="true">*</span>
            </legend>
            <SpecialtyPicker
              id="onboarding-experienced"
              label="Add a specialty you have worked in"
              chipsLabel="Experienced in"
              chipColor="green"
              items={form.experiencedSpecialties}
              onChange={(experiencedSpecialties) => update({ experiencedSpecialties })}
              suggest={suggestSpecialties}
              onFocus={specialties.prepare}
              resolve={(text) => resolveInto(form.experiencedSpecialties)(text)}
              placeholder="e.g. ICU, Pediatrics"
              invalid={Boolean(specialtyError)}
              describedBy={specialtyError ? 'onboarding-experienced-error' : undefined}
            />
            {specialtyError ? (
              <ErrorText id="onboarding-experienced-error" className="pf-field__error">
                {specialtyError}
              </ErrorText>
            ) : null}
          </fieldset>

          <fieldset className="pf-fieldset">
            <legend className="pf-legend">Also of Interest</legend>
            <SpecialtyPicker
              id="onboarding-interests"
              label="Add a specialty you would like to explore"
              chipsLabel="Also of interest"
              chipColor="blue"
              items={form.areasOfInterest}
              onChange={(areasOfInterest) => update({ areasOfInterest })}
              suggest={suggestSpecialties}
              onFocus={specialties.prepare}
              resolve={(text) => resolveInto(form.areasOfInterest)(text)}
              placeholder="e.g. Telehealth"
            />
          </fieldset>

          <div className="pf-actions">
            <Button type="primary" htmlType="submit" size="large" loading={submitting}>
              {submitting ? ONBOARDING_TEXTS.submitting : ONBOARDING_TEXTS.submit}
            </Button>
          </div>
        </Form>
      </Panel>
    </div>
  );
}
