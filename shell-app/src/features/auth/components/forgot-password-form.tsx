import { useState } from 'react';
import { Button, useNotify } from '@nurse/ui-kit';
import { Result } from '@nurse/ui-kit/result';
import { Form, Input, FormField as Field, describedBy } from '@nurse/ui-kit/forms';
import { AUTH_SCREEN_TEXTS, FORGOT_PASSWORD_TEXTS, validateEmail } from '@nurse/domain';
import { readErrorMessage } from '@nurse/api-client';
import { AuthCard } from '../../layout/auth-card';
import { useForgotPasswordMutation } from '../api/auth-api';
import type { AuthFormFrame } from './auth-form-frame';
import type { ForgotPasswordOptions } from './account-form-options';

interface ForgotPasswordFormProps extends AuthFormFrame {
  /** 'Return to Login', once the link is on its way. */
  onBackToSignIn: () => void;
  options: ForgotPasswordOptions;
}

/** 'Reset Your Password': her email, then a notification and, where the page wants it, 'Check Your Email' with a way back. */
export function ForgotPasswordForm({
  links,
  title = FORGOT_PASSWORD_TEXTS.title,
  after,
  footer,
  onBackToSignIn,
  options,
}: ForgotPasswordFormProps) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [requestReset, { isLoading }] = useForgotPasswordMutation();
  const toast = useNotify();

  const submit = async () => {
    const invalid = validateEmail(email);
    setError(invalid);
    if (invalid) return;
    try {
      await requestReset({ email: email.trim() }).unwrap();
      toast.success(options.sent.title, options.sent.body);
      setSent(options.checkEmailCard);
    } catch (failure) {
      toast.error(options.failedTitle, options.failureMessage(readErrorMessage(failure, AUTH_SCREEN_TEXTS.tryAgain)));
    }
  };

  if (sent) {
    return (
      <AuthCard title={FORGOT_PASSWORD_TEXTS.sentTitle} after={after} footer={footer}>
        {/* The card already carries the title; the result repeats only the icon and the details. */}
        <Result
          status="success"
          subTitle={`If an account exists for ${email.trim()}, a link to reset your password is on its way. The link works for one hour.`}
          extra={[
            <Button key="login" type="primary" onClick={onBackToSignIn}>
              Return to Login
            </Button>,
            <Button key="again" onClick={() => setSent(false)}>
              Send Another Reset Email
            </Button>,
          ]}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={title} subtitle="Enter the email you sign in with and we will send you a reset link." after={after} footer={footer}>
      <Form onFinish={() => void submit()} aria-label="Reset your password">
        <Field id="forgot-email" label="Email" error={error} required>
          <Input
            id="forgot-email"
            type="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(null);
            }}
            {...describedBy('forgot-email', error)}
          />
        </Field>
        <Button type="primary" htmlType="submit" loading={isLoading} block>
          {isLoading ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </Form>
      <div className="nk-auth-links">{links}</div>
    </AuthCard>
  );
}
