import { isIP } from 'node:net';

/** Whether `host` names this machine's loopback interface only (127.0.0.0/8, ::1, localhost), reachable from no other machine. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (bare === 'localhost' || bare === '::1') return true;
  return isIP(bare) === 4 && bare.startsWith('127.');
}
