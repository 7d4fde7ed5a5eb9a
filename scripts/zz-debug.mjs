import { launchChromium } from './lib/chromium.mjs';
import { startServer } from './lib/server.mjs';
import { signInLiveNurse } from './lib/measure-accounts.mjs';
const server = await startServer();
const browser = await launchChromium();
try {
  const context = await browser.newContext();
  await signInLiveNurse(context, server.url, { onboarded: true });
  const page = await context.newPage();
  page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.start');
  await page.goto(server.url + (process.argv[2] ?? '/wallet'), { waitUntil: 'commit' });
  await new Promise((r) => setTimeout(r, 4000));
  const { profile } = await cdp.send('Profiler.stop');
  const counts = new Map();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  for (const s of profile.samples) { const n = byId.get(s); const k = `${n.callFrame.functionName}@${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`; counts.set(k, (counts.get(k) ?? 0) + 1); }
  console.log([...counts].sort((a, b) => b[1] - a[1]).slice(0, 15));
} finally { await browser.close(); await server.stop(); }
