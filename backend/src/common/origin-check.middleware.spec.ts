import type { Response } from 'express';
import { originCheck } from './origin-check.middleware';
import type { AppRequest } from './request-context';

function run(check: ReturnType<typeof originCheck>, headers: Record<string, string>, method = 'POST'): number {
  let status = 0;
  const res = { status: (code: number) => ((status = code), { json: () => undefined }) } as unknown as Response;
  check({ method, headers } as unknown as AppRequest, res, () => (status = 200));
  return status;
}

describe('originCheck', () => {
  const check = originCheck('https://nurse.example:8443/', ['https://cdn.example.org']);

  it.each([
    ['the public origin', { origin: 'https://nurse.example:8443' }],
    ['another allowed origin', { origin: 'https://cdn.example.org', 'sec-fetch-site': 'cross-site' }],
    ['the Host it was sent to, under the public scheme', { origin: 'https://10.0.0.5:3000', host: '10.0.0.5:3000' }],
    ['no Origin', {}],
  ])('lets %s through', (_case, headers: Record<string, string>) => {
    expect(run(check, { host: 'nurse.example:8443', ...headers })).toBe(200);
  });

  it.each([
    ['the public host under http', { origin: 'http://nurse.example:8443' }],
    ['the public host on another port', { origin: 'https://nurse.example' }],
    ['the Host it was sent to under http', { origin: 'http://10.0.0.5:3000', host: '10.0.0.5:3000' }],
    ['an allowed origin under http', { origin: 'http://cdn.example.org' }],
    ['another site', { origin: 'https://evil.example' }],
    ['a null Origin', { origin: 'null' }],
    ['a garbled Origin', { origin: 'https://nurse.example:8443/x' }],
    ['Sec-Fetch-Site: cross-site without an Origin', { 'sec-fetch-site': 'cross-site' }],
  ])('refuses %s', (_case, headers: Record<string, string>) => {
    expect(run(check, { host: 'nurse.example:8443', ...headers })).toBe(403);
  });

  it('lets reads through from anywhere', () => {
    expect(run(check, { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' }, 'GET')).toBe(200);
  });
});
