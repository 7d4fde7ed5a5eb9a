import { useState } from 'react';
import { Button } from '@nurse/ui-kit';
import { AUTH_SCREEN_FORGOT_PASSWORD, AUTH_SCREEN_SIGN_IN, AUTH_SCREEN_SIGN_UP } from './account-form-options';
import { AssistantCallNote, Testimonials } from './auth-screen-extras';
import { ForgotPasswordForm } from './forgot-password-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

export type AuthMode = 'register' | 'login' | 'forgot-password';

/**
 * /auth, the combined account screen: the sign-up, sign-in and forgot-password forms of /signup, /login
 * and /forgot-password switched in place, with this screen's options (registration by name and phone,
 * notices before the redirect to the dashboard, refusals and the reset link as notifications), and
 * testimonials and the note about the assistant's call around whichever is shown.
 */
export default function AuthScreen({ initialMode = 'register' }: { initialMode?: AuthMode }) {
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const frame = { after: <Testimonials />, footer: <AssistantCallNote /> };
  const switchTo = (next: AuthMode, label: string) => (
    <Button type="link" onClick={() => setMode(next)}>
      {label}
    </Button>
  );

  switch (mode) {
    case 'register':
      return (
        <SignUpForm
          key={mode}
          title="Join the Network"
          options={AUTH_SCREEN_SIGN_UP}
          {...frame}
          links={switchTo('login', 'Already have an account? Log in')}
        />
      );
    case 'login':
      return (
        <SignInForm
          key={mode}
          options={AUTH_SCREEN_SIGN_IN}
          {...frame}
          links={
            <>
              {switchTo('forgot-password', 'Forgot password?')}
              {switchTo('register', 'New here? Register')}
            </>
          }
        />
      );
    case 'forgot-password':
      return (
        <ForgotPasswordForm
          key={mode}
          options={AUTH_SCREEN_FORGOT_PASSWORD}
          {...frame}
          onBackToSignIn={() => setMode('login')}
          links={switchTo('login', 'Back to login')}
        />
      );
  }
}
