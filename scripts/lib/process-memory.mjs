// Resident memory of the server and the processes it started (the photo encoder), from /proc (Linux).
import { readFileSync } from 'node:fs';

/** Resident memory of a process in MB, from /proc (0 once it has exited). */
export function ownRssMb(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** The processes the server started (the photo encoder), from /proc. */
function childrenOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(' ').filter(Boolean);
  } catch {
    return [];
  }
}

/**
 * Resident memory of the server alone and with the processes it started, in MB. The sum counts the
 * shared libraries both map (Node, libvips) twice, so it is an upper bound.
 */
export function memoryMb(pid) {
  const api = ownRssMb(pid);
  return { api, total: api + childrenOf(pid).reduce((sum, child) => sum + ownRssMb(child), 0) };
}

/** Samples `memoryMb(pid)` every 20 ms until `stop()`, which answers the peak of each figure. */
export function peakSampler(pid) {
  const peak = memoryMb(pid);
  const timer = setInterval(() => {
    const now = memoryMb(pid);
    peak.api = Math.max(peak.api, now.api);
    peak.total = Math.max(peak.total, now.total);
  }, 20);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}

export const mb = (value) => `${value.toFixed(0)} MB`;
