/**
 * CPU seconds by process kind while something runs, read from Linux's /proc: the machine's busy time from
 * /proc/stat (exact, every process counted) and, sampled every 100 ms, each process's user and system time
 * attributed to a kind by its command line. A process's time after its last sample is not attributed (a
 * renderer that exits between two samples), so the kinds add up to a little less than the busy time; the
 * difference is printed as its own line rather than spread over the kinds.
 */
import fs from 'node:fs';

const ticksPerSecond = 100; // USER_HZ, 100 on every Linux Node supports

/** The machine's busy ticks since boot, all cores (idle and iowait left out). */
function machineBusyTicks() {
  const [, ...fields] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const [user, nice, system, , , irq, softirq, steal] = fields;
  return user + nice + system + irq + softirq + steal;
}

function processes() {
  const out = new Map();
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(pid, {
        ticks: Number(fields[11]) + Number(fields[12]),
        command: fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' '),
      });
    } catch {
      // it exited between the listing and the read
    }
  }
  return out;
}

/**
 * Starts counting; `stop()` returns {wallSeconds, busySeconds, byKind: {kind: seconds}}, with `kindOf`
 * naming each process from its command line (null: counted in no kind).
 */
export function countCpu(kindOf) {
  const started = process.hrtime.bigint();
  const busyAtStart = machineBusyTicks();
  const last = new Map([...processes()].map(([pid, p]) => [pid, p.ticks]));
  const byKind = {};
  const sample = () => {
    for (const [pid, p] of processes()) {
      const kind = kindOf(p.command);
      // A pid seen before with more ticks is a new process that reuses it.
      const before = Math.min(last.get(pid) ?? 0, p.ticks);
      last.set(pid, p.ticks);
      if (kind) byKind[kind] = (byKind[kind] ?? 0) + (p.ticks - before) / ticksPerSecond;
    }
  };
  const timer = setInterval(sample, 100);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return {
        wallSeconds: Number(process.hrtime.bigint() - started) / 1e9,
        busySeconds: (machineBusyTicks() - busyAtStart) / ticksPerSecond,
        byKind,
      };
    },
  };
}
