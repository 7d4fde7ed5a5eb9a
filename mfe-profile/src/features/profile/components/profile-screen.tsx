import { useState, type SyntheticEvent } from 'react';
import { Navigate } from 'react-router-dom';
import type { User } from '@nurse/api-client';
import { LIMITS, PROFILE_TOASTS, ROUTES, TIMINGS_MS } from '@nurse/domain';
import { Button } from '@nurse/ui-kit';
import { Panel } from '@nurse/ui-kit/data';
import { FormField, TextArea } from '@nurse/ui-kit/forms';
import { ChipList } from '@nurse/pickers';
import { SectionCard } from '../../shared/components/section-card';
import { useNotify } from '@nurse/ui-kit';
import { useSession } from '../../shared/hooks/use-session';
import { useSettled } from '../../shared/hooks/use-settled';
import { failureDescription } from '@nurse/api-client';
import { useUpdateProfileMutation } from '../api/profile-api';
import {
  contactFieldsOf,
  emailChanged,
  isProfileDirty,
  profileFormFromUser,
  profileUpdateBody,
  validateProfileForm,
  type ContactField,
  type ProfileErrors,
  type ProfileForm,
} from '../utils/profile-form';
import { ContactEditPanel, EmailChangeDialog, SpecialtyDialog } from './on-demand';
import { CertificationsSection } from './certifications-section';
import { LicensureSummary } from './licensure-summary';
import { ProfileHeader } from './profile-header';
import { ResumeSection } from './resume-section';

export const PROFILE_TEXTS = {
  save: 'Save Changes',
  saving: 'Saving...',
} as const;

/** /profile. */
export function ProfileScreen() {
  const { user, setUser } = useSession();
  if (!user) return <Navigate to={ROUTES.login} replace />;
  // A different signed-in user (another account on this browser) starts from her own record.
  return <ProfileEditor key={user.id} user={user} setUser={setUser} />;
}

type DialogKind = 'specialties' | 'interests' | null;

/**
 * While the sticky Save Changes bar shows, a field that gets the focus or is typed in is scrolled, if need
 * be, to stop above the bar (the browser alone would only bring the caret to the window's bottom edge,
 * behind the bar): its scroll margin (profile-layout.css) keeps the bar's height free below it.
 */
function keepAboveSaveBar(event: SyntheticEvent<HTMLElement>) {
  const field = event.target;
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) field.scrollIntoView?.({ block: 'nearest' });
}

function ProfileEditor({ user, setUser }: { user: User; setUser: (user: User) => void }) {
  const notify = useNotify();
  const settled = useSettled(TIMINGS_MS.profileDirtySettle);
  const [form, setForm] = useState<ProfileForm>(() => profileFormFromUser(user));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [editing, setEditing] = useState(false);
  const [beforeEdit, setBeforeEdit] = useState<Pick<ProfileForm, ContactField> | null>(null);
  const [dialog, setDialog] = useState<DialogKind>(null);
  const [confirmingEmail, setConfirmingEmail] = useState(false);
  const [emailDialogShown, setEmailDialogShown] = useState(false);
  const [updateProfile, { isLoading: saving }] = useUpdateProfileMutation();

  const dirty = isProfileDirty(form, user);
  const showSave = settled && dirty;
  const update = (patch: Partial<ProfileForm>) => setForm((current) => ({ ...current, ...patch }));

  const openEditor = () => {
    if (editing) return;
    setBeforeEdit(contactFieldsOf(form));
    setEditing(true);
  };

  const cancelEditor = () => {
    if (beforeEdit) update(beforeEdit);
    setErrors({});
    setEditing(false);
  };

  const doneEditor = () => {
    const found = validateProfileForm(form);
    setErrors(found);
    if (Object.keys(found).length === 0) setEditing(false);
  };

  const commit = async () => {
    setConfirmingEmail(false);
    try {
      const saved = await updateProfile({ id: user.id, body: profileUpdateBody(form, user) }).unwrap();
      setUser(saved);
      setForm(profileFormFromUser(saved));
      setErrors({});
      setEditing(false);
      setDialog(null);
      window.scrollTo({ top: 0, behavior: 'smooth' });
      notify.success(PROFILE_TOASTS.profileUpdated.title, PROFILE_TOASTS.profileUpdated.description);
    } catch (error) {
      notify.error(PROFILE_TOASTS.profileUpdateFailed.title, failureDescription(error, PROFILE_TOASTS.profileUpdateFailed.description));
    }
  };

  const save = () => {
    if (saving) return;
    const found = validateProfileForm(form);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // The invalid fields are in the edit panel: open it so she sees why.
      if (!editing) openEditor();
      return;
    }
    if (emailChanged(form, user)) {
      setConfirmingEmail(true);
      setEmailDialogShown(true);
      return;
    }
    void commit();
  };

  const cancelEmailChange = () => {
    update({ email: user.email });
    setConfirmingEmail(false);
  };

  const saveButton = showSave ? (
    <Button type="primary" onClick={save} loading={saving}>
      {saving ? PROFILE_TEXTS.saving : PROFILE_TEXTS.save}
    </Button>
  ) : null;

  return (
    <div
      className={`pf-page${saveButton ? ' pf-page--saving-bar' : ''}`}
      onFocus={saveButton ? keepAboveSaveBar : undefined}
      onInput={saveButton ? keepAboveSaveBar : undefined}
    >
      <Panel>
        <div className="pf-header-row">
          <ProfileHeader user={user} onUserChange={setUser} onEdit={openEditor} editing={editing} />
          {saveButton ? <div className="pf-save pf-save--top">{saveButton}</div> : null}
        </div>
      </Panel>

      {editing ? <ContactEditPanel form={form} errors={errors} onChange={update} onCancel={cancelEditor} onDone={doneEditor} /> : null}

      <SectionCard
        titleId="profile-specialties-title"
        title="Experienced In"
        extra={
          <Button onClick={() => setDialog('specialties')} aria-label="Edit Experienced In">
            Edit
          </Button>
        }
      >
        <ChipList items={form.confirmedSpecialties} label="Experienced in" color="green" empty="No specialties added yet." />
      </SectionCard>

      <SectionCard
        titleId="profile-interests-title"
        title="Also Interested In"
        extra={
          <Button onClick={() => setDialog('interests')} aria-label="Edit Also Interested In">
            Edit
          </Button>
        }
      >
        <ChipList items={form.selectedCareerAreas} label="Also interested in" color="blue" empty="No interests added yet." />
      </SectionCard>

      <ResumeSection user={user} onUserChange={setUser} />

      <SectionCard titleId="profile-background-title" title="Background">
        <FormField id="profile-work" label="Work Experience">
          <TextArea
            id="profile-work"
            className="pf-textarea-work"
            value={form.workExperience}
            maxLength={LIMITS.longTextMax}
            rows={4}
            onChange={(event) => update({ workExperience: event.target.value })}
          />
        </FormField>
        <FormField id="profile-education" label="Education">
          <TextArea
            id="profile-education"
            className="pf-textarea-education"
            value={form.education}
            maxLength={LIMITS.longTextMax}
            rows={3}
            onChange={(event) => update({ education: event.target.value })}
          />
        </FormField>
      </SectionCard>

      <LicensureSummary user={user} setUser={setUser} />

      <CertificationsSection form={form} onChange={update} />

      {saveButton ? <div className="pf-save pf-save--bottom">{saveButton}</div> : null}

      {dialog === 'specialties' ? (
        <SpecialtyDialog
          open
          title="Experienced In"
          items={form.confirmedSpecialties}
          chipColor="green"
          chipsLabel="Experienced in"
          onSave={(confirmedSpecialties) => {
            update({ confirmedSpecialties });
            setDialog(null);
          }}
          onCancel={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'interests' ? (
        <SpecialtyDialog
          open
          title="Also Interested In"
          items={form.selectedCareerAreas}
          alsoExclude={form.confirmedSpecialties}
          chipColor="blue"
          chipsLabel="Also interested in"
          onSave={(selectedCareerAreas) => {
            update({ selectedCareerAreas });
            setDialog(null);
          }}
          onCancel={() => setDialog(null)}
        />
      ) : null}

      {/* Rendered from the first time it opens, so that closing runs the dialog's own animation. */}
      {emailDialogShown ? (
        <EmailChangeDialog
          open={confirmingEmail}
          newEmail={form.email.trim()}
          currentEmail={user.email}
          saving={saving}
          onConfirm={() => void commit()}
          onCancel={cancelEmailChange}
        />
      ) : null}
    </div>
  );
}
