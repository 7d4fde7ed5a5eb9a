import { theme } from '@nurse/ui-kit';
import type { AccountStatus, InvitationStatus } from '@nurse/domain';
import type { JobStatus } from '../api/admin-api';

type TaggedStatus = AccountStatus | InvitationStatus | JobStatus;

/**
 * Account status (live/pending, deleting/deleted), invitation status (invited/pending/live) or job listing status
 * (draft/open/closed) as a coloured tag.
 */
export function StatusTag({ status }: { status: TaggedStatus }) {
  const { token } = theme.useToken();
  const success = { fg: token.colorSuccessText, bg: token.colorSuccessBg, border: token.colorSuccessBorder };
  const warning = { fg: token.colorWarningText, bg: token.colorWarningBg, border: token.colorWarningBorder };
  const colours: Record<TaggedStatus, { fg: string; bg: string; border: string }> = {
    live: success,
    pending: warning,
    invited: { fg: token.colorInfoText, bg: token.colorInfoBg, border: token.colorInfoBorder },
    open: success,
    draft: warning,
    closed: { fg: token.colorText, bg: token.colorFillTertiary, border: token.colorBorder },
    deleting: { fg: token.colorErrorText, bg: token.colorErrorBg, border: token.colorErrorBorder },
    deleted: { fg: token.colorText, bg: token.colorFillTertiary, border: token.colorBorder },
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
