import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { readErrorMessage } from '@nurse/api-client';
import { ERRORS, ROUTES, VALIDATION } from '@nurse/domain';
import { Button, Input } from '@nurse/ui-kit';
import { FormField, PasswordInput, describedBy } from '@nurse/ui-kit/forms';
import { useJoinStaffMutation } from '../api/admin-api';
import { setAdminFlag } from '../utils/admin-flag';
import { STAFF_TEXT } from '../texts';
import { CenteredCard } from './centered-card';
import { ErrorNotice } from './error-notice';

/**
 * /admin-join#<token>: an invited staff person (or the first owner, from the setup link, who also
 * chooses her address) chooses her password; the dashboard then asks her to set up her authenticator.
 * The token is the link's fragment, which the browser never sends to a server.
 */
export function StaffJoinScreen() {
  const navigate = useNavigate();
  const [token] = useState(() => window.location.hash.replace(/^#/, ''));
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [needsEmail, setNeedsEmail] = useState(false);
  const [join, { isLoading }] = useJoinStaffMutation();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (name.trim().length < 2) {
      setError(VALIDATION.nameMin);
      return;
    }
    setError(null);
    try {
      await join({ token, name: name.trim(), password, ...(email.trim() ? { email: email.trim() } : {}) }).unwrap();
      setAdminFlag();
      await navigate(ROUTES.admin, { replace: true });
    } catch (failure) {
      const message = readErrorMessage(failure, ERRORS.internal);
      // The setup link names no address: the answer asks for hers.
      if (/email/i.test(message)) setNeedsEmail(true);
      setError(message);
    }
  };

  return (
    <CenteredCard>
      <h1 style={{ fontSize: 24, marginTop: 0 }}>{STAFF_TEXT.joinTitle}</h1>
      {!token ? (
        <ErrorNotice message={STAFF_TEXT.noToken} />
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)}>
          <p>{needsEmail ? STAFF_TEXT.setupIntro : STAFF_TEXT.joinIntro}</p>
          <FormField id="staff-join-name" label={STAFF_TEXT.nameLabel}>
            <Input id="staff-join-name" autoComplete="name" value={name} onChange={(event) => setName(event.target.value)} />
          </FormField>
          {needsEmail && (
            <FormField id="staff-join-email" label="Email">
              <Input
                id="staff-join-email"
                type="email"
                autoComplete="username"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                {...describedBy('staff-join-email', null)}
              />
            </FormField>
          )}
          <label htmlFor="staff-join-password" style={{ display: 'block', marginBottom: 8, fontWeight: 500 }}>
            Password
          </label>
          <PasswordInput
            id="staff-join-password"
            name="password"
            autoComplete="new-password"
            value={password}
            onChange={setPassword}
            error={error}
          />
          {error && (
            <div style={{ marginTop: 12 }}>
              <ErrorNotice id="staff-join-password-error" message={error} />
            </div>
          )}
          <Button type="primary" htmlType="submit" block loading={isLoading} style={{ marginTop: 16 }}>
            {STAFF_TEXT.joinButton}
          </Button>
        </form>
      )}
    </CenteredCard>
  );
}
