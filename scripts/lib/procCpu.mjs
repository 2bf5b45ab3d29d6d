/**
 * CPU seconds read from Linux's /proc, for the browser tests' figures.
 *  - countCpu (bench-browser-tests.mjs): by process kind while something runs: the machine's busy time from
 *    /proc/stat (exact, every process counted) and, sampled every 100 ms, each process's user and system time
 *    attributed to a kind by its command line. A process's time after its last sample is not attributed (a
 *    renderer that exits between two samples), so the kinds add up to a little less than the busy time; the
 *    difference is printed as its own line rather than spread over the kinds.
 *  - processTreeSeconds (the browser tests' fixture, tests/e2e/fixtures.ts): a process and all it started, read
 *    at two moments, with nothing lost to processes that exit between them.
 */
import fs from 'node:fs';

const ticksPerSecond = 100; // USER_HZ, 100 on every Linux Node supports

/** The machine's busy ticks since boot, all cores (idle and iowait left out). */
function machineBusyTicks() {
  const [, ...fields] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const [user, nice, system, , , irq, softirq, steal] = fields;
  return user + nice + system + irq + softirq + steal;
}

/**
 * One process's /proc/<pid>/stat fields after its name (field 3 of proc(5) is index 0; `statField` names the ones read
 * here), or null once it has exited. The name is cut at the last ')' because it may hold spaces and parentheses itself.
 */
function statFields(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** Indices into statFields: proc(5)'s ppid, utime, stime, cutime, cstime and starttime, less 3. */
const statField = {parent: 1, user: 11, system: 12, reapedUser: 13, reapedSystem: 14, started: 19};

const pids = () => fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name));

/**
 * The machine's processes, keyed by pid and start time (a pid the kernel gives again later is another process),
 * with their ticks so far and their command line. The command line is read at every sample: a process forked by
 * Chromium's zygote or started through a shell shows its own only once it has set it.
 */
function processes() {
  const out = new Map();
  for (const pid of pids()) {
    const fields = statFields(pid);
    if (!fields) continue;
    try {
      out.set(`${pid}@${fields[statField.started]}`, {
        ticks: Number(fields[statField.user]) + Number(fields[statField.system]),
        command: fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' '),
      });
    } catch {
      // it exited between the listing and the reads
    }
  }
  return out;
}

/**
 * CPU seconds spent so far by a process and everything it started: its own and each live descendant's user and
 * system time, plus what each of them spent in children it has already reaped (a Chromium renderer that closed is
 * counted in the process that waited for it). The browser tests' fixture reads it around each test for the worker
 * process, whose browser is its child.
 */
export function processTreeSeconds(rootPid) {
  const children = new Map();
  const ticks = new Map();
  for (const pid of pids()) {
    const fields = statFields(pid);
    if (!fields) continue;
    const parent = Number(fields[statField.parent]);
    if (!children.has(parent)) children.set(parent, []);
    children.get(parent).push(Number(pid));
    const own = Number(fields[statField.user]) + Number(fields[statField.system]);
    ticks.set(Number(pid), own + Number(fields[statField.reapedUser]) + Number(fields[statField.reapedSystem]));
  }
  let total = 0;
  const todo = [rootPid];
  while (todo.length > 0) {
    const pid = todo.pop();
    total += ticks.get(pid) ?? 0;
    todo.push(...(children.get(pid) ?? []));
  }
  return total / ticksPerSecond;
}

/** The machine's busy seconds since boot, all cores: what processTreeSeconds is compared with. */
export function machineBusySeconds() {
  return machineBusyTicks() / ticksPerSecond;
}

/**
 * Starts counting; `stop()` returns {wallSeconds, busySeconds, byKind: {kind: seconds}}, with `kindOf`
 * naming each process from its command line (null: counted in no kind).
 */
export function countCpu(kindOf) {
  const started = process.hrtime.bigint();
  const busyAtStart = machineBusySeconds();
  const last = new Map([...processes()].map(([id, p]) => [id, p.ticks]));
  const byKind = {};
  const sample = () => {
    for (const [id, p] of processes()) {
      const kind = kindOf(p.command);
      if (kind) byKind[kind] = (byKind[kind] ?? 0) + (p.ticks - (last.get(id) ?? 0)) / ticksPerSecond;
      last.set(id, p.ticks);
    }
  };
  const timer = setInterval(sample, 100);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return {
        wallSeconds: Number(process.hrtime.bigint() - started) / 1e9,
        busySeconds: machineBusySeconds() - busyAtStart,
        byKind,
      };
    },
  };
}
