import type { User, WebAuthnOptions } from '@nurse/api-client';

/** Whether this browser can use passkeys at all. */
export const passkeysSupported = (): boolean => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/**
 * The browser's passkey prompt for the server's options, and its answer (AuthenticationResponseJSON).
 * @simplewebauthn/browser is loaded only then; a cancelled prompt rejects with the browser's error.
 */
export async function answerWithPasskey(options: () => Promise<WebAuthnOptions>): Promise<Record<string, unknown>> {
  const [{ options: optionsJSON }, { startAuthentication }] = await Promise.all([options(), import('@simplewebauthn/browser')]);
  const response = await startAuthentication({
    optionsJSON: optionsJSON as unknown as Parameters<typeof startAuthentication>[0]['optionsJSON'],
  });
  return response as unknown as Record<string, unknown>;
}

/**
 * Signs in with a passkey: the server's options, the browser's passkey prompt (any passkey of this
 * site: she types no email), and the answer back.
 */
export async function signInWithPasskey(
  options: () => Promise<WebAuthnOptions>,
  signIn: (response: Record<string, unknown>) => Promise<User>,
): Promise<User> {
  return signIn(await answerWithPasskey(options));
}
