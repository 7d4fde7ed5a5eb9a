import escapeHtml from 'escape-html';

/** Each template and the data it needs. */
export type MailTemplateData =
  | { template: 'welcome'; name: string; appUrl: string }
  | { template: 'password-reset'; name: string; resetUrl: string }
  | { template: 'invitation'; inviterName: string; signupUrl: string };

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const PRODUCT = 'Nurse Career Network';

function layout(paragraphs: string[], action?: { label: string; url: string }): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#0f766e;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>`
    : '';
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937;max-width:560px;margin:0 auto;padding:24px">${body}${button}<p style="color:#6b7280;font-size:12px">${PRODUCT}</p></body></html>`;
}

export function renderMail(data: MailTemplateData): RenderedMail {
  switch (data.template) {
    case 'welcome': {
      const lines = [
        `Hi ${data.name},`,
        `Thank you for reserving your early access to ${PRODUCT}. Your account is on the waitlist; we will let you know as soon as an administrator activates it.`,
        'Meanwhile you can sign in to see your place on the waitlist and invite colleagues.',
      ];
      return {
        subject: `Welcome to ${PRODUCT}`,
        text: `${lines.join('\n\n')}\n\n${data.appUrl}/login\n`,
        html: layout(lines, { label: 'Sign in', url: `${data.appUrl}/login` }),
      };
    }
    case 'password-reset': {
      const lines = [
        `Hi ${data.name},`,
        'We received a request to reset your password. The link below works once and expires in one hour.',
        'If you did not ask for this, you can ignore this email; your password stays as it is.',
      ];
      return {
        subject: 'Reset your password',
        text: `${lines.join('\n\n')}\n\n${data.resetUrl}\n`,
        html: layout(lines, { label: 'Choose a new password', url: data.resetUrl }),
      };
    }
    case 'invitation': {
      const lines = [
        'Hello,',
        `${data.inviterName} invited you to join ${PRODUCT}, an invite-only network where nurses find jobs, learning, career paths and each other.`,
      ];
      return {
        subject: `${data.inviterName} invited you to ${PRODUCT}`,
        text: `${lines.join('\n\n')}\n\n${data.signupUrl}\n`,
        html: layout(lines, { label: 'Reserve your early access', url: data.signupUrl }),
      };
    }
  }
}
