// CPU time of processes and of the whole machine, from /proc (Linux).
import { readdirSync, readFileSync } from 'node:fs';

/** Linux reports process CPU time in clock ticks of 1/100 s on every common kernel build. */
const CLOCK_TICKS_PER_SECOND = 100;

/** The fields of /proc/<pid>/stat after the command name (which may hold spaces). */
function statFields(pid) {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  } catch {
    return null;
  }
}

/** CPU seconds (user and system) a process has used so far, from /proc; null where there is none. */
export function cpuSecondsOf(pid) {
  const fields = statFields(pid);
  return fields ? (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND : null;
}

/** The ids of the processes whose parent is `pid` (nginx's workers under its master, say). */
export function childPids(pid) {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => statFields(name)?.[1] === String(pid))
    .map(Number);
}

/** Busy and total CPU ticks of the whole machine so far, all cores together (/proc/stat). */
export function machineTicks() {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const total = values.reduce((sum, value) => sum + value, 0);
  // idle and iowait
  return { busy: total - values[3] - values[4], total };
}

/**
 * A meter over named groups of processes: `sample()` answers, for each group, the share of one core
 * its processes used since the previous sample (100 = one core busy), and the machine's busy share of
 * all its cores. `groups` maps a name to a function answering the group's current pids.
 */
export function cpuMeter(groups) {
  const seconds = (pids) => pids.reduce((sum, pid) => sum + (cpuSecondsOf(pid) ?? 0), 0);
  let last = null;
  const read = () => ({
    at: performance.now(),
    machine: machineTicks(),
    groups: Object.fromEntries(Object.entries(groups).map(([name, pids]) => [name, { pids: pids(), seconds: seconds(pids()) }])),
  });
  last = read();
  return {
    sample() {
      const now = read();
      const elapsed = (now.at - last.at) / 1000;
      const shares = {};
      for (const [name, group] of Object.entries(now.groups)) {
        // A process that restarted in between is counted from zero.
        const before = last.groups[name].pids.join() === group.pids.join() ? last.groups[name].seconds : 0;
        shares[name] = (Math.max(0, group.seconds - before) / elapsed) * 100;
      }
      const machine = ((now.machine.busy - last.machine.busy) / Math.max(1, now.machine.total - last.machine.total)) * 100;
      last = now;
      return { shares, machine };
    },
  };
}
