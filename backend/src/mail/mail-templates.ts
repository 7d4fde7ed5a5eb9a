import escapeHtml from 'escape-html';
import { ACCOUNT_DELETION_TEXTS, DATA_EXPORT_TEXTS, DELETED_MEMBER_NAME, TWO_FACTOR_ERRORS, deletionDateText } from '@nurse/domain';

/** Each template and the data it needs. */
export type MailTemplateData =
  | { template: 'welcome'; name: string; appUrl: string }
  | { template: 'password-reset'; name: string; resetUrl: string }
  | { template: 'invitation'; inviterName: string; signupUrl: string }
  | { template: 'staff-invitation'; inviterName: string; roleLabel: string; joinUrl: string; validHours: number }
  | { template: 'account-live'; name: string; signInUrl: string }
  | { template: 'data-export-ready'; name: string; settingsUrl: string; keptHours: number }
  | { template: 'account-deletion-requested'; name: string; dueAt: string; signInUrl: string }
  | { template: 'account-deleted' }
  | { template: 'second-factor-reset'; name: string; settingsUrl: string }
  | {
      template: 'digest';
      name: string;
      items: { text: string; url: string }[];
      /** One-click unsubscribe from the categories this digest carries (RFC 8058). */
      unsubscribeUrl: string;
      settingsUrl: string;
    };

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

const PRODUCT = 'Nurse Career Network';

interface Link {
  label: string;
  url: string;
}

interface LayoutParts {
  action?: Link;
  /** The line mail programs show beside the subject; hidden in the message itself. */
  preheader?: string;
  /** Links of their own, such as a list, before the footer. */
  links?: Link[];
  footerLinks?: Link[];
}

const anchor = ({ label, url }: Link, style = 'color:#0f766e') => `<a href="${escapeHtml(url)}" style="${style}">${escapeHtml(label)}</a>`;

function layout(paragraphs: string[], parts: LayoutParts = {}): string {
  const preheader = parts.preheader
    ? `<div style="display:none;max-height:0;overflow:hidden;opacity:0">${escapeHtml(parts.preheader)}</div>`
    : '';
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const links = parts.links?.length
    ? `<ul style="padding-left:20px;margin:0 0 16px">${parts.links.map((link) => `<li style="margin:0 0 8px">${anchor(link)}</li>`).join('')}</ul>`
    : '';
  const button = parts.action
    ? `<p style="margin:24px 0">${anchor(parts.action, 'background:#0f766e;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none')}</p>`
    : '';
  const footerLinks = (parts.footerLinks ?? []).map((link) => ` · ${anchor(link, 'color:#6b7280')}`).join('');
  // The viewport and a max-width (no fixed width) let a phone's mail app lay it out to the screen, not 980 px wide.
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head><body style="font-family:Arial,sans-serif;color:#1f2937;max-width:560px;margin:0 auto;padding:24px">${preheader}${body}${links}${button}<p style="color:#6b7280;font-size:12px">${PRODUCT}${footerLinks}</p></body></html>`;
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
        html: layout(lines, { action: { label: 'Sign in', url: `${data.appUrl}/login` } }),
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
        html: layout(lines, { action: { label: 'Choose a new password', url: data.resetUrl } }),
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
        html: layout(lines, { action: { label: 'Reserve your early access', url: data.signupUrl } }),
      };
    }
    case 'staff-invitation': {
      const lines = [
        'Hello,',
        `${data.inviterName} invited you to help run ${PRODUCT} as staff. Your role: ${data.roleLabel}.`,
        `Open the link within ${data.validHours} hours to choose your password and set up your authenticator app. It works once.`,
      ];
      return {
        subject: `${data.inviterName} invited you to the ${PRODUCT} admin team`,
        text: `${lines.join('\n\n')}\n\n${data.joinUrl}\n`,
        html: layout(lines, { action: { label: 'Join the admin team', url: data.joinUrl } }),
      };
    }
    case 'second-factor-reset': {
      const lines = [
        `Hi ${data.name},`,
        `Our support team turned off the authenticator app on your ${PRODUCT} account, as you asked: you now sign in with your password alone.`,
        'Turn the app on again from your settings to keep your account protected.',
        'If you did not ask for this, reset your password now and reply to this email.',
      ];
      return {
        subject: TWO_FACTOR_ERRORS.resetEmailSubject,
        text: `${lines.join('\n\n')}\n\n${data.settingsUrl}\n`,
        html: layout(lines, { action: { label: 'Open your settings', url: data.settingsUrl } }),
      };
    }
    case 'account-live': {
      const lines = [`Hi ${data.name},`, `Good news: an administrator has activated your ${PRODUCT} account. You can sign in now.`];
      return {
        subject: 'Your account is active',
        text: `${lines.join('\n\n')}\n\n${data.signInUrl}\n`,
        html: layout(lines, { action: { label: 'Sign in', url: data.signInUrl }, preheader: 'You can sign in now.' }),
      };
    }
    case 'data-export-ready': {
      const lines = [
        `Hi ${data.name},`,
        `The copy of your ${PRODUCT} data you asked for is ready. Download it from your settings, signed in to your account.`,
        `It is kept for ${data.keptHours} hours, then deleted; you can ask for a new one at any time.`,
      ];
      return {
        subject: DATA_EXPORT_TEXTS.emailSubject,
        text: `${lines.join('\n\n')}\n\n${data.settingsUrl}\n`,
        html: layout(lines, {
          action: { label: DATA_EXPORT_TEXTS.downloadButton, url: data.settingsUrl },
          preheader: 'Your archive is ready.',
        }),
      };
    }
    case 'account-deletion-requested': {
      const due = deletionDateText(new Date(data.dueAt));
      const lines = [
        `Hi ${data.name},`,
        `You asked us to delete your ${PRODUCT} account. It is hidden from everyone and signed out on every device, and it will be erased for good on ${due}.`,
        `Changed your mind? Sign in with your password before ${due} and choose "${ACCOUNT_DELETION_TEXTS.keepButton}".`,
      ];
      return {
        subject: ACCOUNT_DELETION_TEXTS.requestedEmailSubject,
        text: `${lines.join('\n\n')}\n\n${data.signInUrl}\n`,
        html: layout(lines, { action: { label: 'Sign in', url: data.signInUrl }, preheader: `Your account will be erased on ${due}.` }),
      };
    }
    case 'account-deleted': {
      const lines = [
        'Hello,',
        `Your ${PRODUCT} account has been erased, as you asked: your profile, documents, connections and everything else that identified you.`,
        `Messages you sent stay in the other nurses' conversations under "${DELETED_MEMBER_NAME}", without your name or photo. You are welcome to join again with this email address.`,
      ];
      return {
        subject: ACCOUNT_DELETION_TEXTS.completedEmailSubject,
        text: `${lines.join('\n\n')}\n`,
        html: layout(lines, { preheader: 'Your account has been erased.' }),
      };
    }
    case 'digest':
      return renderDigest(data);
  }
}

function renderDigest(data: Extract<MailTemplateData, { template: 'digest' }>): RenderedMail {
  const count = data.items.length;
  const summary = count === 1 ? data.items[0].text : `${count} things are waiting for you`;
  const lines = [`Hi ${data.name},`, 'While you were away:'];
  const footer = `You get this email because of your notification settings: ${data.settingsUrl}\nUnsubscribe from these emails: ${data.unsubscribeUrl}`;
  return {
    subject: summary,
    text: `${lines.join('\n\n')}\n\n${data.items.map((item) => `- ${item.text}: ${item.url}`).join('\n')}\n\n${footer}\n`,
    html: layout(lines, {
      preheader: data.items.map((item) => item.text).join(' · '),
      links: data.items.map((item) => ({ label: item.text, url: item.url })),
      footerLinks: [
        { label: 'Notification settings', url: data.settingsUrl },
        { label: 'Unsubscribe from these emails', url: data.unsubscribeUrl },
      ],
    }),
    headers: {
      'List-Unsubscribe': `<${data.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
