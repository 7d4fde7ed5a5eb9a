import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import type { User } from '@nurse/api-client';
import { ADVANCED_CERTIFICATIONS, BASIC_CERTIFICATIONS } from '@nurse/catalogue';
import { LICENSURE_TYPES, LIMITS, PROFILE_TOASTS, ROUTES, TIMINGS_MS } from '@nurse/domain';
import { ChipList } from '../../shared/components/ChipList';
import { useNotify } from '../../shared/hooks/useNotify';
import { Button, CheckboxGroup, TextArea } from '../../shared/ui/controls';
import { Dialog } from '../../shared/ui/Dialog';
import { useSession } from '../../shared/hooks/useSession';
import { useSettled } from '../../shared/hooks/useSettled';
import { failureDescription } from '../../shared/utils/toast-error';
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
import { ContactEditPanel } from './ContactEditPanel';
import { LicensedStatesGrid } from './LicensedStatesGrid';
import { ProfileHeader } from './ProfileHeader';
import { ResumeSection } from './ResumeSection';
import { SpecialtyDialog } from './SpecialtyDialog';

export const PROFILE_TEXTS = {
  save: 'Save Changes',
  saving: 'Saving...',
  confirmEmailTitle: 'Change your email address?',
  confirmEmail: 'Yes, Change Email',
} as const;

/** /profile (spec §2, §4). */
export function ProfileScreen() {
  const { user, setUser } = useSession();
  if (!user) return <Navigate to={ROUTES.login} replace />;
  // A different signed-in user (another account on this browser) starts from her own record.
  return <ProfileEditor key={user.id} user={user} setUser={setUser} />;
}

type DialogKind = 'specialties' | 'interests' | null;

function ProfileEditor({ user, setUser }: { user: User; setUser: (user: User) => void }) {
  const notify = useNotify();
  const settled = useSettled(TIMINGS_MS.profileDirtySettle);
  const [form, setForm] = useState<ProfileForm>(() => profileFormFromUser(user));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [editing, setEditing] = useState(false);
  const [beforeEdit, setBeforeEdit] = useState<Pick<ProfileForm, ContactField> | null>(null);
  const [dialog, setDialog] = useState<DialogKind>(null);
  const [confirmingEmail, setConfirmingEmail] = useState(false);
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
      notify.success({ title: PROFILE_TOASTS.profileUpdated.title, description: PROFILE_TOASTS.profileUpdated.description });
    } catch (error) {
      notify.error({ title: PROFILE_TOASTS.profileUpdateFailed.title, description: failureDescription(error, PROFILE_TOASTS.profileUpdateFailed.description) });
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
      return;
    }
    void commit();
  };

  const cancelEmailChange = () => {
    update({ email: user.email });
    setConfirmingEmail(false);
  };

  const saveButton = showSave ? (
    <Button variant="primary" onClick={save} loading={saving}>
      {saving ? PROFILE_TEXTS.saving : PROFILE_TEXTS.save}
    </Button>
  ) : null;

  return (
    <div className="pf-page">
      <div className="pf-card pf-card--header">
        <ProfileHeader user={user} onUserChange={setUser} onEdit={openEditor} editing={editing} />
        {saveButton ? <div className="pf-save pf-save--top">{saveButton}</div> : null}
      </div>

      {editing ? (
        <ContactEditPanel form={form} errors={errors} onChange={update} onCancel={cancelEditor} onDone={doneEditor} />
      ) : null}

      <section className="pf-card" aria-labelledby="profile-specialties-title">
        <div className="pf-section-head">
          <h2 id="profile-specialties-title" className="pf-section-title">
            Experienced In
          </h2>
          <Button onClick={() => setDialog('specialties')} aria-label="Edit Experienced In">
            Edit
          </Button>
        </div>
        <ChipList items={form.confirmedSpecialties} label="Experienced in" color="green" empty="No specialties added yet." />
      </section>

      <section className="pf-card" aria-labelledby="profile-interests-title">
        <div className="pf-section-head">
          <h2 id="profile-interests-title" className="pf-section-title">
            Also Interested In
          </h2>
          <Button onClick={() => setDialog('interests')} aria-label="Edit Also Interested In">
            Edit
          </Button>
        </div>
        <ChipList items={form.selectedCareerAreas} label="Also interested in" color="blue" empty="No interests added yet." />
      </section>

      <ResumeSection user={user} onUserChange={setUser} />

      <section className="pf-card" aria-labelledby="profile-background-title">
        <h2 id="profile-background-title" className="pf-section-title">
          Background
        </h2>
        <div className="pf-field">
          <label htmlFor="profile-work" className="pf-field__label">
            Work Experience
          </label>
          <TextArea
            id="profile-work"
            className="pf-textarea-work"
            value={form.workExperience}
            maxLength={LIMITS.longTextMax}
            rows={4}
            onChange={(event) => update({ workExperience: event.target.value })}
          />
        </div>
        <div className="pf-field">
          <label htmlFor="profile-education" className="pf-field__label">
            Education
          </label>
          <TextArea
            id="profile-education"
            className="pf-textarea-education"
            value={form.education}
            maxLength={LIMITS.longTextMax}
            rows={3}
            onChange={(event) => update({ education: event.target.value })}
          />
        </div>
      </section>

      <section className="pf-card" aria-labelledby="profile-licensure-title">
        <h2 id="profile-licensure-title" className="pf-section-title">
          Licensure
        </h2>
        <CheckboxGroup
          labelledBy="profile-licensure-title"
          options={LICENSURE_TYPES}
          value={form.licensureTypes}
          onChange={(licensureTypes) => update({ licensureTypes })}
        />
      </section>

      <section className="pf-card" aria-labelledby="profile-states-title">
        <h2 id="profile-states-title" className="pf-section-title">
          Licensed States
        </h2>
        <p className="pf-muted">Tick each state where you hold a licence; mark eNLC where it is multistate.</p>
        <LicensedStatesGrid
          value={{ selectedStates: form.selectedStates, enlcStates: form.enlcStates }}
          onChange={(states) => update({ selectedStates: [...states.selectedStates], enlcStates: [...states.enlcStates] })}
        />
      </section>

      <section className="pf-card" aria-labelledby="profile-certifications-title">
        <h2 id="profile-certifications-title" className="pf-section-title">
          Certifications
        </h2>
        <h3 id="profile-basic-title" className="pf-subtitle">
          Basic Certifications
        </h3>
        <CheckboxGroup
          labelledBy="profile-basic-title"
          options={BASIC_CERTIFICATIONS}
          value={form.basicCertifications}
          onChange={(basicCertifications) => update({ basicCertifications })}
        />
        <h3 id="profile-advanced-title" className="pf-subtitle">
          Advanced Certifications
        </h3>
        <CheckboxGroup
          labelledBy="profile-advanced-title"
          options={ADVANCED_CERTIFICATIONS}
          value={form.advancedCertifications}
          onChange={(advancedCertifications) => update({ advancedCertifications })}
        />
        {form.otherCertifications.length > 0 ? (
          <>
            <h3 className="pf-subtitle">Other Certifications</h3>
            <ChipList
              items={form.otherCertifications}
              label="Other certifications"
              onRemove={(item) => update({ otherCertifications: form.otherCertifications.filter((c) => c !== item) })}
            />
          </>
        ) : null}
      </section>

      {saveButton ? <div className="pf-save pf-save--bottom">{saveButton}</div> : null}

      <SpecialtyDialog
        open={dialog === 'specialties'}
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
      <SpecialtyDialog
        open={dialog === 'interests'}
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

      <Dialog
        open={confirmingEmail}
        title={PROFILE_TEXTS.confirmEmailTitle}
        okText={PROFILE_TEXTS.confirmEmail}
        cancelText="Cancel"
        onOk={() => void commit()}
        onCancel={cancelEmailChange}
        confirmLoading={saving}
      >
        <p>
          You will sign in with <strong>{form.email.trim()}</strong> from now on instead of {user.email}.
        </p>
      </Dialog>
    </div>
  );
}
