import { Card } from 'antd';
import { Link, Navigate } from 'react-router-dom';
import { ROUTES } from '@nurse/domain';
import { useAppSelector } from '../../../app/hooks';
import { selectUser } from '../../session/session-slice';
import '../dashboard.css';

/** /onboarding: finished profiles go to the dashboard; the setup form arrives with the profile area. */
export default function OnboardingPage() {
  const user = useAppSelector(selectUser);
  if (user?.onboardingCompleted) return <Navigate to={ROUTES.dashboard} replace />;
  return (
    <Card>
      <h1 className="nk-dashboard__title">Let's learn about you</h1>
      <p>Profile setup is not open yet. Your account is ready; we will ask about your licenses and specialties here soon.</p>
      <Link to={ROUTES.dashboard}>Go to your dashboard</Link>
    </Card>
  );
}
