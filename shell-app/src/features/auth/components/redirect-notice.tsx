import type { ReactNode } from 'react';
import { Result } from '@nurse/ui-kit/result';
import { AuthCard } from '../../layout/auth-card';

/** The card that replaces an account form once it has done its work, while the redirect waits. */
export function RedirectNotice({ title, notice, footer }: { title: string; notice: string; footer?: ReactNode }) {
  return (
    <AuthCard title={title} footer={footer}>
      <Result status="success" title={notice} />
    </AuthCard>
  );
}
