import type { ReactNode } from 'react';
import { theme } from '@nurse/ui-kit';

/** The admin area's signed-out pages (sign-in, joining): one card in the middle of the page. */
export function CenteredCard({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <main style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 16 }}>
      <div
        style={{
          width: '100%',
          maxWidth: 400,
          padding: 24,
          background: token.colorBgContainer,
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
        }}
      >
        {children}
      </div>
    </main>
  );
}
