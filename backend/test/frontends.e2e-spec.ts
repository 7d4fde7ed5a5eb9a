/**
 * The built front ends as the server hosts them: the shell's files compressed and cached by their
 * content hash, index.html for page addresses, and API answers left to the API (never a page, never
 * compressed: they are small JSON documents).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { request } from 'node:http';
import { DEFAULT_REMOTE_ENTRIES, HOSTED_REMOTES } from '@nurse/federation';
import { useTestApp } from './support/test-app';

const frontendsDir = mkdtempSync(join(tmpdir(), 'nurse-frontends-'));
const SHELL_SCRIPT = `console.log(${JSON.stringify('the shell '.repeat(400))});`;
mkdirSync(join(frontendsDir, 'shell-app/dist'), { recursive: true });
mkdirSync(join(frontendsDir, 'mfe-admin/dist'), { recursive: true });
mkdirSync(join(frontendsDir, 'mfe-profile/dist'), { recursive: true });
writeFileSync(join(frontendsDir, 'shell-app/dist/index.html'), '<!doctype html><title>Nurse Career Network</title>');
writeFileSync(join(frontendsDir, 'shell-app/dist/main.0123abcd.js'), SHELL_SCRIPT);
writeFileSync(join(frontendsDir, 'shell-app/dist/sw.js'), "self.addEventListener('fetch', () => undefined);");
writeFileSync(join(frontendsDir, 'shell-app/dist/manifest.webmanifest'), JSON.stringify({ name: 'Nurse Career Network' }));

const app = useTestApp({ SERVE_FRONTENDS: 'true', FRONTENDS_DIR: frontendsDir });
afterAll(() => rmSync(frontendsDir, { recursive: true, force: true }));

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET that asks for gzip and keeps the body as sent (fetch would decompress it). */
function getRaw(path: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(`${app.baseUrl}${path}`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

it("answers a page address with the shell's index.html, revalidated on every visit", async () => {
  const res = await getRaw('/profile');
  expect(res.status).toBe(200);
  expect(res.headers['cache-control']).toBe('no-cache');
  const html = res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.body) : res.body;
  expect(html.toString()).toContain('<title>Nurse Career Network</title>');
});

it('answers a shared packet page unindexed, uncached and with no referrer, since its address holds the token', async () => {
  const res = await getRaw(`/packet/${'A'.repeat(43)}`);
  expect(res.status).toBe(200);
  expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  expect((await getRaw('/profile')).headers['x-robots-tag']).toBeUndefined();
});

it('answers an unsubscribe page unindexed, uncached and with no referrer, since its address holds a signed token', async () => {
  const res = await getRaw('/unsubscribe/12.message.c2lnbmF0dXJl');
  expect(res.status).toBe(200);
  expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
});

it('sends the scripts gzipped and cached for good under their content hash', async () => {
  const res = await getRaw('/main.0123abcd.js');
  expect(res.status).toBe(200);
  expect(res.headers['content-encoding']).toBe('gzip');
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(gunzipSync(res.body).toString()).toBe(SHELL_SCRIPT);
});

it('serves the service worker from the root as a script revalidated on every visit, so a new version is picked up', async () => {
  const res = await getRaw('/sw.js');
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
  expect(res.headers['cache-control']).toBe('no-cache');
  // A page may register it and read the manifest: with no worker-src or manifest-src of its own, the
  // policy admits them from script-src and default-src, both 'self'.
  const policy = String((await getRaw('/profile')).headers['content-security-policy']);
  expect(policy).toMatch(/(^|;)\s*default-src 'self'/);
  expect(policy).toMatch(/(^|;)\s*script-src 'self'/);
});

it('serves the web app manifest with its media type', async () => {
  const res = await getRaw('/manifest.webmanifest');
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
  expect(res.headers['cache-control']).toBe('no-cache');
});

it('answers API routes from the API: JSON, uncompressed, and a 404 in the error shape rather than a page', async () => {
  const document = await getRaw('/api/docs-json');
  expect(document.status).toBe(200);
  expect(document.body.length).toBeGreaterThan(1024);
  expect(document.headers['content-encoding']).toBeUndefined();
  expect(JSON.parse(document.body.toString())).toMatchObject({ openapi: expect.any(String) });

  const missing = await getRaw('/api/no-such-route');
  expect(missing.status).toBe(404);
  expect(JSON.parse(missing.body.toString())).toMatchObject({ statusCode: 404, message: expect.any(String) });
});

it('answers an API path in any case from the API, never with the shell page', async () => {
  const res = await getRaw('/API/auth/me');
  expect(res.status).toBe(401);
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  expect(JSON.parse(res.body.toString())).toMatchObject({ statusCode: 401 });
});

it('serves the runtime remotes manifest, never cached', async () => {
  const res = await getRaw('/remotes.json');
  expect(res.status).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  const manifest = JSON.parse((res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.body) : res.body).toString());
  expect(manifest.remotes.map((remote: { name: string }) => remote.name)).toEqual(
    expect.arrayContaining(['mfe_admin', 'mfe_profile', 'mfe_network', 'mfe_chat']),
  );
});

it('serves every remote of the federation contract from its build, under the folder of its entry', async () => {
  for (const remote of HOSTED_REMOTES) {
    const script = `console.log(${JSON.stringify(remote.name)});`;
    mkdirSync(join(frontendsDir, remote.project, 'dist'), { recursive: true });
    writeFileSync(join(frontendsDir, remote.project, 'dist', remote.entryFile), script);
    const res = await getRaw(`${remote.urlPath}/${remote.entryFile}`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect((res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.body) : res.body).toString()).toBe(script);
  }
  expect(HOSTED_REMOTES.map((remote) => remote.urlPath)).toEqual(
    DEFAULT_REMOTE_ENTRIES.map((remote) => remote.entry.replace(/\/[^/]+$/, '')),
  );
});
