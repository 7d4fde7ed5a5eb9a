import type { ReactNode } from 'react';
import type { RemotePageSetup } from '@nurse/host';
import { theme } from '@nurse/ui-kit';
import { adminApi } from '../features/admin/api/admin-api';

/** Gives this remote's own markup (headings, labels, tables) the theme's font and colours. */
function ThemedSurface({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        fontFamily: token.fontFamily,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        color: token.colorText,
        background: token.colorBgLayout,
        minHeight: '100%',
      }}
    >
      {children}
    </div>
  );
}

/** Around every admin page: the admin API on the host's store (not on a nurse's session), the themed surface. */
export const ADMIN_REMOTE: RemotePageSetup = { apis: [adminApi], Frame: ThemedSurface };
