// Every request a load made, in the order answered: what it was, when it started and ended, its status
// (0 for a connection error, with no answer at all). Windows of it give latency, status counts, the
// longest spell with no successful answer and when service came back after a fault.

/** status 0: the request got no answer (refused, reset, timed out). */
export const NO_ANSWER = 0;

const isSuccess = (status) => status >= 200 && status < 300;

/** `sorted` ascending; the value below which `p` percent of them lie. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
}

export function createTimeline() {
  const ops = [];
  const starts = [];
  const ends = [];
  const statuses = [];

  /** The indexes of the requests that ended in [from, to). */
  function window(from = 0, to = Infinity) {
    const picked = [];
    for (let index = 0; index < ends.length; index += 1) if (ends[index] >= from && ends[index] < to) picked.push(index);
    return picked;
  }

  return {
    /** Times are performance.now() milliseconds. */
    record(op, status, startedAt, endedAt) {
      ops.push(op);
      starts.push(startedAt);
      ends.push(endedAt);
      statuses.push(status);
    },

    get size() {
      return ends.length;
    },

    /** Counts, latency and status classes of the requests that ended in [from, to). */
    summary(from, to) {
      const picked = window(from, to);
      const latencies = picked.map((index) => ends[index] - starts[index]).sort((a, b) => a - b);
      const byStatus = {};
      const byOp = {};
      let serverErrors = 0;
      let noAnswer = 0;
      for (const index of picked) {
        const status = statuses[index];
        byStatus[status] = (byStatus[status] ?? 0) + 1;
        if (status >= 500) serverErrors += 1;
        if (status === NO_ANSWER) noAnswer += 1;
        const op = (byOp[ops[index]] ??= { count: 0, totalMs: 0, failed: 0, latencies: [] });
        op.count += 1;
        op.totalMs += ends[index] - starts[index];
        op.latencies.push(ends[index] - starts[index]);
        if (!isSuccess(status)) op.failed += 1;
      }
      for (const op of Object.values(byOp)) {
        op.latencies.sort((a, b) => a - b);
        op.p99Ms = percentile(op.latencies, 99);
        delete op.latencies;
      }
      const total = latencies.reduce((sum, ms) => sum + ms, 0);
      return {
        count: picked.length,
        averageMs: picked.length ? total / picked.length : 0,
        p50Ms: percentile(latencies, 50),
        p99Ms: percentile(latencies, 99),
        maxMs: latencies.at(-1) ?? 0,
        serverErrors,
        noAnswer,
        failures: picked.filter((index) => !isSuccess(statuses[index])).length,
        byStatus,
        byOp,
      };
    },

    /**
     * The longest time within [from, to) in which no request ended with a success: between two
     * successes, or from `from` to the first, or from the last to `to`.
     */
    longestGap(from, to) {
      let previous = from;
      let longest = 0;
      const successes = window(from, to)
        .filter((index) => isSuccess(statuses[index]))
        .map((index) => ends[index])
        .sort((a, b) => a - b);
      for (const end of successes) {
        longest = Math.max(longest, end - previous);
        previous = end;
      }
      return Math.max(longest, to - previous);
    },

    /**
     * How long after `back` (a service answering again) requests stopped failing: the end of the last
     * failed request among those started at or after `back` and ended before `until`, less `back`
     * (0 when none failed). Failures are answers of 5xx and no answer at all.
     */
    recoveryMs(back, until) {
      let last = back;
      for (let index = 0; index < ends.length; index += 1) {
        const status = statuses[index];
        const failed = status === NO_ANSWER || status >= 500;
        if (failed && starts[index] >= back && ends[index] < until) last = Math.max(last, ends[index]);
      }
      return last - back;
    },

    /** Requests whose answer was `status`, each as { op, startedAt, endedAt }. */
    withStatus(status) {
      const found = [];
      for (let index = 0; index < ends.length; index += 1)
        if (statuses[index] === status) found.push({ op: ops[index], startedAt: starts[index], endedAt: ends[index] });
      return found;
    },
  };
}
