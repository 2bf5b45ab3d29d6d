/**
 * Prints, when the run ends, where the browser tests' cost went, per spec file, largest first: the CPU seconds of
 * its tests (each test's worker process and browser, measured by the fixture in fixtures.ts), its share, its summed
 * test time (worker-seconds, retries included) and its test count. CI's time is mostly this suite, on 2 cores that the
 * tests keep busy: CPU seconds say which spec to look at first (issues 40 and 59); a test's time also counts waiting.
 * The header compares the tests' CPU seconds with the machine's busy time during the run: the rest is the runner,
 * the static server, starting the browsers, and anything else the machine did.
 */
import path from 'node:path';
import type {Reporter, TestCase, TestResult} from '@playwright/test/reporter';
import {machineBusySeconds} from '../../scripts/lib/procCpu.mjs';

/** The annotation the fixture in fixtures.ts gives each test, with its CPU seconds. */
export const cpuAnnotation = 'cpu-seconds';

export interface SpecCost {
  cpuSeconds: number;
  ms: number;
  tests: number;
  retries: number;
}

/** The CPU seconds the fixture recorded on one run of a test (0 when it recorded none: a test that failed to start). */
export function cpuSecondsOf(result: Pick<TestResult, 'annotations'>): number {
  const note = result.annotations.find((a) => a.type === cpuAnnotation);
  return note?.description ? Number(note.description) : 0;
}

/** The table's lines, largest CPU first. */
export function costTable(specs: Map<string, SpecCost>, wallSeconds: number, busySeconds: number): string[] {
  const rows = [...specs].sort((a, b) => b[1].cpuSeconds - a[1].cpuSeconds || b[1].ms - a[1].ms);
  const cpu = rows.reduce((sum, [, s]) => sum + s.cpuSeconds, 0);
  const workerSeconds = rows.reduce((sum, [, s]) => sum + s.ms, 0) / 1000;
  const lines = rows.map(([file, s]) => {
    const share = cpu > 0 ? ((100 * s.cpuSeconds) / cpu).toFixed(1) : '-';
    const retried = s.retries ? `, ${s.retries} retried` : '';
    return (
      `${s.cpuSeconds.toFixed(0).padStart(6)} CPU s ${share.padStart(5)} % ${(s.ms / 1000).toFixed(0).padStart(6)} s ` +
      `${String(s.tests).padStart(4)} tests  ${file}${retried}`
    );
  });
  return [
    '',
    `Browser tests by spec: ${cpu.toFixed(0)} CPU seconds in the tests' workers and browsers, of ${busySeconds.toFixed(0)} ` +
      `busy seconds of the machine; ${workerSeconds.toFixed(0)} worker-seconds in ${wallSeconds.toFixed(0)} s of wall time ` +
      `(${(workerSeconds / Math.max(1, wallSeconds)).toFixed(2)} workers busy on average)`,
    '   CPU seconds, share of them, worker-seconds, tests:',
    ...lines,
  ];
}

export default class TimeBySpecReporter implements Reporter {
  private readonly specs = new Map<string, SpecCost>();
  private started = Date.now();
  private busyAtStart = 0;

  onBegin(): void {
    this.started = Date.now();
    this.busyAtStart = machineBusySeconds();
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = path.relative(process.cwd(), test.location.file);
    const spec = this.specs.get(file) ?? {cpuSeconds: 0, ms: 0, tests: 0, retries: 0};
    spec.cpuSeconds += cpuSecondsOf(result);
    spec.ms += result.duration;
    if (result.retry === 0) spec.tests += 1;
    else spec.retries += 1;
    this.specs.set(file, spec);
  }

  onEnd(): void {
    if (this.specs.size === 0) return;
    console.log(costTable(this.specs, (Date.now() - this.started) / 1000, machineBusySeconds() - this.busyAtStart).join('\n'));
  }
}
