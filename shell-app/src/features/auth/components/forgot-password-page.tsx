import { useNavigate } from 'react-router-dom';
import { Button } from '@nurse/ui-kit';
import { ROUTES } from '@nurse/domain';
import { FORGOT_PASSWORD_PAGE } from './account-form-options';
import { ForgotPasswordForm } from './forgot-password-form';

/** /forgot-password, 'Reset Your Password'. */
export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  const toSignIn = () => navigate(ROUTES.login);
  return (
    <ForgotPasswordForm
      options={FORGOT_PASSWORD_PAGE}
      onBackToSignIn={toSignIn}
      links={
        <Button type="link" onClick={toSignIn}>
          Back to login
        </Button>
      }
    />
  );
}
