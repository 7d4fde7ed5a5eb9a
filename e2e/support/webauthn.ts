import type { Page } from '@playwright/test';

/**
 * Chromium's virtual authenticator on the page: a platform authenticator that keeps discoverable
 * credentials and verifies her at once. Passkeys need the product under a domain name (WebAuthn
 * refuses an IP address as relying party): open it at LOCALHOST_URL (support/settings.ts), which the
 * server accepts (WEBAUTHN_RP_ID and WEBAUTHN_ORIGINS in playwright.config.ts).
 */
export async function addVirtualAuthenticator(page: Page): Promise<VirtualAuthenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    signBogus: async (bogus) => {
      await cdp.send('WebAuthn.setResponseOverrideBits', { authenticatorId, isBogusSignature: bogus });
    },
  };
}

export interface VirtualAuthenticator {
  /** Whether its next answers carry a signature that does not verify, as a broken or forged authenticator's would. */
  signBogus(bogus: boolean): Promise<void>;
}
