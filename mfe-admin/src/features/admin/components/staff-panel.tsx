import { useState, type FormEvent } from 'react';
import { readErrorMessage } from '@nurse/api-client';
import { STAFF_ROLE_LABELS, STAFF_ROLES, VALIDATION, type StaffRole } from '@nurse/domain';
import { Button, Input, Spin, useNotify } from '@nurse/ui-kit';
import { FormField, describedBy } from '@nurse/ui-kit/forms';
import { useInviteStaffMutation, useRemoveStaffMutation, useSetStaffRoleMutation, useStaffListQuery } from '../api/admin-api';
import { ADMIN_TEXT, STAFF_TEXT } from '../texts';
import { ErrorNotice } from './error-notice';

const selectStyle = { minHeight: 32, padding: '4px 8px', maxWidth: '100%' };

function RoleSelect({ id, label, value, onChange }: { id: string; label: string; value: StaffRole; onChange(role: StaffRole): void }) {
  return (
    <select id={id} aria-label={label} value={value} style={selectStyle} onChange={(event) => onChange(event.target.value as StaffRole)}>
      {STAFF_ROLES.map((role) => (
        <option key={role} value={role}>
          {STAFF_ROLE_LABELS[role]}
        </option>
      ))}
    </select>
  );
}

/** The owner's Staff tab: who is staff with which role, invitations by email, role changes and removal. */
export function StaffPanel({ selfId }: { selfId: number }) {
  const list = useStaffListQuery();
  const [invite, inviting] = useInviteStaffMutation();
  const [setRole] = useSetStaffRoleMutation();
  const [remove] = useRemoveStaffMutation();
  const notify = useNotify();
  const [email, setEmail] = useState('');
  const [role, setInviteRole] = useState<StaffRole>('moderator');
  const [error, setError] = useState<string | null>(null);

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!/^[^\s@]+@[^\s@]+$/.test(email.trim())) {
      setError(VALIDATION.email);
      return;
    }
    try {
      await invite({ email: email.trim(), role }).unwrap();
      notify.success(ADMIN_TEXT.inviteSent, STAFF_TEXT.invited(email.trim().toLowerCase()));
      setEmail('');
      setError(null);
    } catch (failure) {
      setError(readErrorMessage(failure, ADMIN_TEXT.inviteFailed));
    }
  };

  const act = async (call: () => Promise<unknown>, done: string) => {
    try {
      await call();
      notify.success(done);
    } catch (failure) {
      notify.error(readErrorMessage(failure, ADMIN_TEXT.tryAgain));
    }
  };

  return (
    <section aria-label={STAFF_TEXT.tab}>
      <form noValidate onSubmit={(event) => void send(event)} aria-labelledby="staff-invite-title" style={{ marginBottom: 24 }}>
        <h2 id="staff-invite-title" style={{ fontSize: 18 }}>
          {STAFF_TEXT.inviteTitle}
        </h2>
        <FormField id="staff-invite-email" label={STAFF_TEXT.inviteEmail} error={error}>
          <Input
            id="staff-invite-email"
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(null);
            }}
            {...describedBy('staff-invite-email', error)}
          />
        </FormField>
        <label htmlFor="staff-invite-role" style={{ display: 'block', marginBottom: 8 }}>
          {STAFF_TEXT.roleLabel}
        </label>
        <RoleSelect id="staff-invite-role" label={STAFF_TEXT.roleLabel} value={role} onChange={setInviteRole} />
        <div style={{ marginTop: 16 }}>
          <Button type="primary" htmlType="submit" loading={inviting.isLoading}>
            {STAFF_TEXT.invite}
          </Button>
        </div>
      </form>
      {list.isError && <ErrorNotice message={readErrorMessage(list.error, ADMIN_TEXT.tryAgain)} />}
      {!list.data ? (
        <Spin />
      ) : (
        <ul aria-label={STAFF_TEXT.tab} style={{ listStyle: 'none', padding: 0 }}>
          {list.data.items.map((member) => (
            <li key={member.id} style={{ padding: '12px 0', borderTop: '1px solid rgba(0,0,0,0.1)', overflowWrap: 'anywhere' }}>
              <div>
                <strong>{member.name}</strong> · {member.email}
              </div>
              <div>{member.secondFactorOn ? STAFF_TEXT.secondFactorOn : STAFF_TEXT.secondFactorOff}</div>
              <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginTop: 8 }}>
                <RoleSelect
                  id={`staff-role-${member.id}`}
                  label={STAFF_TEXT.roleOf(member.name)}
                  value={member.role}
                  onChange={(next) => void act(() => setRole({ id: member.id, role: next }).unwrap(), STAFF_TEXT.roleChanged)}
                />
                {member.id !== selfId && (
                  <Button
                    danger
                    aria-label={STAFF_TEXT.removeLabel(member.name)}
                    onClick={() => void act(() => remove(member.id).unwrap(), STAFF_TEXT.removed)}
                  >
                    {STAFF_TEXT.remove}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
