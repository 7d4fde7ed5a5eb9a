import { Link } from 'react-router-dom';
import { ROUTES } from '@nurse/domain';
import { WAITLIST_SIGN_UP } from './account-form-options';
import { SignUpForm } from './sign-up-form';

/** /signup, 'Reserve Your Early Access'. */
export default function SignupPage() {
  return (
    <SignUpForm
      options={WAITLIST_SIGN_UP}
      links={
        <span>
          Already have an account? <Link to={ROUTES.login}>Login here</Link>
        </span>
      }
    />
  );
}
