/** The VAPID identity push services check each push against (RFC 8292). */
export interface PushConfig {
  /** Absent: a key pair generated at first start and kept in the database. */
  keys?: { publicKey: string; privateKey: string };
  /** A mailto: or https: address push services may write to about this sender. */
  subject: string;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;
/** An uncompressed P-256 point (65 bytes) and a P-256 private scalar (32 bytes), base64url without padding. */
const PUBLIC_KEY_LENGTH = 87;
const PRIVATE_KEY_LENGTH = 43;

export interface PushEnv {
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_SUBJECT?: string;
  MAIL_FROM: string;
}

/** The address in a From line such as `Nurse Career Network <no-reply@example.org>`. */
function mailAddress(from: string): string | null {
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(from)?.[1] ?? (/^[^\s<>]+@[^\s<>]+$/.test(from.trim()) ? from.trim() : null);
  return address;
}

/** What is wrong with the push settings, one line per variable; empty when they are usable. */
export function pushConfigProblems(e: PushEnv): string[] {
  const problems: string[] = [];
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: subject } = e;
  if (Boolean(publicKey) !== Boolean(privateKey)) {
    const missing = publicKey ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY';
    problems.push(`${missing}: required with the other VAPID key (set both, or neither to have a pair generated and kept in the database)`);
  }
  if (publicKey && !(BASE64URL.test(publicKey) && publicKey.length === PUBLIC_KEY_LENGTH)) {
    problems.push(
      'VAPID_PUBLIC_KEY: must be a P-256 public key in base64url (87 characters), as `npx web-push generate-vapid-keys` prints',
    );
  }
  if (privateKey && !(BASE64URL.test(privateKey) && privateKey.length === PRIVATE_KEY_LENGTH)) {
    problems.push(
      'VAPID_PRIVATE_KEY: must be a P-256 private key in base64url (43 characters), as `npx web-push generate-vapid-keys` prints',
    );
  }
  if (subject !== undefined && !/^(mailto:\S+@\S+|https:\/\/\S+)$/.test(subject)) {
    problems.push('VAPID_SUBJECT: must be a mailto: address or an https: URL, such as mailto:ops@example.org');
  }
  return problems;
}

/** The push identity from checked settings: the subject defaults to the mail sender's address, else the app's https address. */
export function pushConfigOf(e: PushEnv, appUrl: string): PushConfig {
  const keys = e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY } : undefined;
  const address = mailAddress(e.MAIL_FROM);
  const subject =
    e.VAPID_SUBJECT ?? (address ? `mailto:${address}` : appUrl.startsWith('https://') ? appUrl : 'mailto:no-reply@nurse-network.local');
  return { keys, subject };
}
