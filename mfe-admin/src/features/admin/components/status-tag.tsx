import { theme } from '@nurse/ui-kit';
import type { AccountStatus, InvitationStatus } from '@nurse/domain';

/** Account status (live/pending) or invitation status (invited/pending/live) as a coloured tag. */
export function StatusTag({ status }: { status: AccountStatus | InvitationStatus }) {
  const { token } = theme.useToken();
  const colours: Record<InvitationStatus, { fg: string; bg: string; border: string }> = {
    live: { fg: token.colorSuccessText, bg: token.colorSuccessBg, border: token.colorSuccessBorder },
    pending: { fg: token.colorWarningText, bg: token.colorWarningBg, border: token.colorWarningBorder },
    invited: { fg: token.colorInfoText, bg: token.colorInfoBg, border: token.colorInfoBorder },
  };
  const colour = colours[status];
  return (
    <span
      style={{
        display: 'inline-block',
        padding: '0 8px',
        fontSize: 13,
        lineHeight: '22px',
        borderRadius: token.borderRadiusSM,
        color: colour.fg,
        background: colour.bg,
        border: `1px solid ${colour.border}`,
      }}
    >
      {status}
    </span>
  );
}
