import { Link } from 'react-router-dom';
import { ROUTES } from '@nurse/domain';
import { LOGIN_PAGE_SIGN_IN } from './account-form-options';
import { SignInForm } from './sign-in-form';

/** /login, 'Welcome Back'. */
export default function LoginPage() {
  return (
    <SignInForm
      options={LOGIN_PAGE_SIGN_IN}
      links={
        <>
          <Link to={ROUTES.forgotPassword}>Forgot password?</Link>
          <Link to={ROUTES.signup}>Sign up for waitlist</Link>
        </>
      }
    />
  );
}
