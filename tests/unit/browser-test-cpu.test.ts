/**
 * The browser tests' CPU figures (tests/e2e/time-by-spec-reporter.ts, the fixture in tests/e2e/fixtures.ts): a
 * process tree's CPU seconds count its children while they run and after they have exited, and the table sums
 * each spec's tests by what they cost.
 */
import {spawn} from 'node:child_process';
import {once} from 'node:events';
import {describe, expect, it} from 'vitest';
import {machineBusySeconds, processTreeSeconds} from '../../scripts/lib/procCpu.mjs';
import {costTable, cpuAnnotation, cpuSecondsOf, type SpecCost} from '../e2e/time-by-spec-reporter';

/** A child that spends `ms` of CPU (not of wall time, so a busy machine does not shorten it), then idles until killed. */
function burner(ms: number) {
  const child = spawn(
    process.execPath,
    [
      '-e',
      `const spent = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; }; while (spent() < ${ms}); console.log('spent'); setInterval(() => {}, 1000);`,
    ],
    {stdio: ['ignore', 'pipe', 'inherit']},
  );
  const spent = once(child.stdout, 'data');
  return {child, spent};
}

/** CPU seconds of this process's children: the tree's less this process's own. */
function childrenSeconds(): number {
  const own = process.cpuUsage();
  return processTreeSeconds(process.pid) - (own.user + own.system) / 1e6;
}

describe('processTreeSeconds', () => {
  it("counts a running child's CPU, and keeps counting it once the child has exited", async () => {
    const before = childrenSeconds();
    const {child, spent} = burner(300);
    await spent;
    // Clock ticks are 10 ms; the child also spent some CPU starting Node.
    expect(childrenSeconds() - before).toBeGreaterThanOrEqual(0.28);
    child.kill();
    await once(child, 'exit');
    expect(childrenSeconds() - before).toBeGreaterThanOrEqual(0.28);
  });

  it('is 0 for a process that does not exist', () => {
    expect(processTreeSeconds(2 ** 22 + 1)).toBe(0);
  });

  it("the machine's busy time grows at least as much as a process's", async () => {
    const busy = machineBusySeconds();
    const {child, spent} = burner(200);
    await spent;
    child.kill();
    await once(child, 'exit');
    expect(machineBusySeconds() - busy).toBeGreaterThanOrEqual(0.18);
  });
});

describe('the browser tests by spec', () => {
  const spec = (cpuSeconds: number, ms: number, tests: number, retries = 0): SpecCost => ({cpuSeconds, ms, tests, retries});

  it("reads a test's CPU seconds from the fixture's annotation, 0 when there is none", () => {
    expect(
      cpuSecondsOf({
        annotations: [
          {type: 'issue', description: '59'},
          {type: cpuAnnotation, description: '2.35'},
        ],
      }),
    ).toBe(2.35);
    expect(cpuSecondsOf({annotations: []})).toBe(0);
  });

  it('lists specs by CPU seconds, not by time (a test that waits costs little), with shares of the tests’ CPU', () => {
    const specs = new Map([
      ['tests/e2e/waits.spec.ts', spec(10, 60_000, 2)],
      ['tests/e2e/sweep.spec.ts', spec(30, 40_000, 4, 1)],
    ]);
    const lines = costTable(specs, 50, 45);
    expect(lines[1]).toContain('40 CPU seconds in the tests');
    expect(lines[1]).toContain('of 45 busy seconds');
    expect(lines[1]).toContain('100 worker-seconds in 50 s of wall time (2.00 workers busy');
    expect(lines.slice(3)).toEqual([
      '    30 CPU s  75.0 %     40 s    4 tests  tests/e2e/sweep.spec.ts, 1 retried',
      '    10 CPU s  25.0 %     60 s    2 tests  tests/e2e/waits.spec.ts',
    ]);
  });
});
