import { useState } from 'react';
import { Alert, Button } from '@nurse/ui-kit';
import { Result } from '@nurse/ui-kit/result';
import { Form, FormField as Field, PasswordInput } from '@nurse/ui-kit/forms';
import { Link, useSearchParams } from 'react-router-dom';
import { AUTH_SCREEN_TEXTS, NOTICES, RESET_PASSWORD_TEXTS, ROUTES, validatePassword } from '@nurse/domain';
import { readErrorMessage } from '@nurse/api-client';
import { AuthCard } from '../../layout/auth-card';
import { useResetPasswordMutation } from '../api/auth-api';

type Errors = { password?: string | null; confirm?: string | null };

/** /reset-password?token=… : the page the reset email links to. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [resetPassword, { isLoading }] = useResetPasswordMutation();

  if (done) {
    return (
      <AuthCard title="Password Updated">
        <Result status="success" title={NOTICES.passwordResetDone} extra={<Link to={ROUTES.login}>Go to login</Link>} />
      </AuthCard>
    );
  }

  if (!token) {
    return (
      <AuthCard title="Reset Your Password">
        <Alert type="error" title={RESET_PASSWORD_TEXTS.missingToken} showIcon />
        <div className="nk-auth-links">
          <Link to={ROUTES.forgotPassword}>Request a new reset link</Link>
        </div>
      </AuthCard>
    );
  }

  const submit = async () => {
    const found: Errors = {
      password: validatePassword(password),
      confirm: confirm === password ? null : RESET_PASSWORD_TEXTS.passwordsDiffer,
    };
    setErrors(found);
    if (found.password || found.confirm) return;
    try {
      await resetPassword({ token, password }).unwrap();
      setDone(true);
    } catch (failure) {
      setServerError(readErrorMessage(failure, AUTH_SCREEN_TEXTS.tryAgain));
    }
  };

  const edit = (field: keyof Errors, setter: (value: string) => void) => (value: string) => {
    setter(value);
    setServerError(null);
    setErrors((current) => ({ ...current, [field]: null }));
  };

  return (
    <AuthCard title="Choose a New Password" subtitle="Use at least 8 characters.">
      <Form onFinish={() => void submit()} aria-label="Choose a new password">
        {serverError ? (
          <Alert
            className="nk-form-error"
            type="error"
            showIcon
            title={serverError}
            description={<Link to={ROUTES.forgotPassword}>Request a new reset link</Link>}
          />
        ) : null}
        <Field id="reset-password" label="New password" error={errors.password} required>
          <PasswordInput
            id="reset-password"
            value={password}
            onChange={edit('password', setPassword)}
            autoComplete="new-password"
            error={errors.password}
          />
        </Field>
        <Field id="reset-confirm" label="Confirm new password" error={errors.confirm} required>
          <PasswordInput
            id="reset-confirm"
            value={confirm}
            onChange={edit('confirm', setConfirm)}
            autoComplete="new-password"
            error={errors.confirm}
          />
        </Field>
        <Button type="primary" htmlType="submit" loading={isLoading} block>
          {isLoading ? 'Saving...' : 'Set New Password'}
        </Button>
      </Form>
      <div className="nk-auth-links">
        <Link to={ROUTES.login}>Back to login</Link>
      </div>
    </AuthCard>
  );
}
