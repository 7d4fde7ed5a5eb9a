import type { ReactNode } from 'react';
import { theme } from '@nurse/ui-kit';

/** An inline error, announced to screen readers, with an optional action such as Retry. */
export function ErrorNotice({ id, message, action }: { id?: string; message: string; action?: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div
      id={id}
      role="alert"
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 12,
        padding: '8px 12px',
        color: token.colorErrorText,
        background: token.colorErrorBg,
        border: `1px solid ${token.colorErrorBorder}`,
        borderRadius: token.borderRadius,
      }}
    >
      <span>{message}</span>
      {action}
    </div>
  );
}
