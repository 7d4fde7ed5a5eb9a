// How soon a screen's main content is painted on a first view (a fresh browser profile: nothing cached),
// measured from the start of the navigation. An init script watches the document; once every part of
// the content is in it and laid out, the next animation frame (the one that paints it) gives the time.
// Several runs per screen, and their median, so that a busy machine does not decide the figure alone.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expectOk, signInLiveNurse } from './measure-accounts.mjs';

/** A day `days` from today, as the API takes dates. */
const inDays = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A licence and a certification: the wallet then shows a card in each of its two lists. */
async function fillWallet(context, url) {
  await expectOk(
    await context.request.post(`${url}/api/credentials/licences`, {
      data: {
        type: 'RN',
        state: 'FL',
        number: 'FL-RN-3344',
        multistate: false,
        issueDate: inDays(-300),
        expiryDate: inDays(400),
        status: 'active',
      },
    }),
    'Adding a licence',
  );
  await expectOk(
    await context.request.post(`${url}/api/credentials/certifications`, {
      data: { name: 'BLS', issuer: 'American Heart Association', issueDate: inDays(-100), expiryDate: inDays(600) },
    }),
    'Adding a certification',
  );
}

/** The List-Unsubscribe link of a mail the server wrote to `to` in its outbox, once there is one. */
async function unsubscribeLinkTo(outbox, to, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // The server writes each mail to a temporary file first and renames it once complete.
    const names = (await readdir(outbox).catch(() => [])).filter((name) => name.endsWith('.eml'));
    for (const name of names) {
      // Header lines may be folded: a line break followed by white space continues the line.
      const raw = (await readFile(path.join(outbox, name), 'utf8')).replace(/\r?\n[ \t]+/g, ' ');
      const headers = raw.split(/\r?\n\r?\n/, 1)[0];
      const addressed = new RegExp(`^To:.*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi').test(headers);
      const link = headers.match(/^List-Unsubscribe:\s*<([^>]+)>/im)?.[1];
      if (addressed && link) return link;
    }
    if (Date.now() > deadline) throw new Error(`No mail with an unsubscribe link reached ${to} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * The link of a real digest email: another nurse asks to connect while she is away, and the server
 * mails her the digest (the measuring server sends digests a second after what they gather).
 */
async function unsubscribeLink(browser, server) {
  const context = await browser.newContext();
  try {
    const recipient = await signInLiveNurse(context, server.url, { onboarded: true });
    // What reaches her is mailed only when it is newer than her last request.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await context.clearCookies();
    const sender = await signInLiveNurse(context, server.url, { onboarded: true });
    await expectOk(
      await context.request.post(`${server.url}/api/connections/request`, {
        data: { userId1: sender.id, userId2: recipient.id, message: 'We worked together on the ICU.' },
      }),
      'Connection request',
    );
    return new URL(await unsubscribeLinkTo(path.join(server.dataDir, 'outbox'), recipient.email)).pathname;
  } finally {
    await context.close();
  }
}

/**
 * The screens measured: where the visit starts, what the visitor needs, and the content whose paint is
 * the figure (every selector matched, with `text` in the first when given).
 */
export const PAINT_SCREENS = {
  wallet: {
    label: '/wallet (her licences and certifications)',
    prepare: async (context, server) => {
      await signInLiveNurse(context, server.url, { onboarded: true });
      await fillWallet(context, server.url);
      return '/wallet';
    },
    content: ['ul[aria-labelledby="wallet-licences-title"] > li', 'ul[aria-labelledby="wallet-certifications-title"] > li'],
  },
  jobs: {
    label: '/areas-of-interest?tab=jobs (the first job listing)',
    prepare: async (context, server) => {
      await signInLiveNurse(context, server.url, { onboarded: true });
      return '/areas-of-interest?tab=jobs';
    },
    content: ['ul[aria-label="Jobs"] > li article'],
  },
  unsubscribe: {
    label: '/unsubscribe/:token (the question it asks)',
    // A visitor without a session: the link of a real digest email.
    prepare: async (_context, server, browser) => unsubscribeLink(browser, server),
    content: ['main h1'],
    text: 'Stop emails about',
  },
};

/** Records in `window.__contentShownAt` when all of `selectors` first match laid-out elements. */
function watchForContent({ selectors, text }) {
  const shown = () =>
    selectors.every((selector, index) => {
      const element = document.querySelector(selector);
      if (!element || element.getClientRects().length === 0) return false;
      return index > 0 || !text || (element.textContent ?? '').includes(text);
    });
  const observer = new MutationObserver(() => {
    if (!shown()) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      window.__contentShownAt = performance.now();
    });
  });
  observer.observe(document, { subtree: true, childList: true, characterData: true });
}

/** Every request of `page` answered `latencyMs` late; the bandwidth is left unlimited. */
async function emulateLatency(context, page, latencyMs) {
  const session = await context.newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: latencyMs,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Milliseconds from navigation start to the paint of each screen's content, `runs` first views each.
 * Each run is a new browser context (an empty cache) with the cookies of the one prepared. With
 * `latencyMs`, every request waits that long for its answer (Chromium's network emulation), as on a real
 * network rather than the loopback: downloads made one after another then show in the figure.
 */
export async function measureFirstPaints(browser, server, { runs, latencyMs = 0, screens = Object.keys(PAINT_SCREENS) }) {
  const results = [];
  for (const key of screens) {
    const screen = PAINT_SCREENS[key];
    const setup = await browser.newContext();
    const address = await screen.prepare(setup, server, browser);
    const storageState = await setup.storageState();
    await setup.close();
    const times = [];
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ storageState });
      try {
        const page = await context.newPage();
        if (latencyMs > 0) await emulateLatency(context, page, latencyMs);
        await page.addInitScript(watchForContent, { selectors: screen.content, text: screen.text });
        await page.goto(`${server.url}${address}`);
        await page.waitForFunction(() => window.__contentShownAt !== undefined, null, { timeout: 30_000 });
        times.push(Math.round(await page.evaluate(() => window.__contentShownAt)));
      } finally {
        await context.close();
      }
    }
    results.push({ key, label: screen.label, times, medianMs: median(times) });
  }
  return results;
}
