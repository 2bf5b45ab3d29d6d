/**
 * Prints, when the run ends, where the browser time went: each spec file's summed test time
 * (worker-seconds, retries included), its test count and time per test, largest first. CI's 15-minute
 * budget is mostly this suite, and the table says which spec to look at first (issue 40).
 */
import path from 'node:path';
import type {Reporter, TestCase, TestResult} from '@playwright/test/reporter';

interface SpecTime {
  ms: number;
  tests: number;
  retries: number;
}

export default class TimeBySpecReporter implements Reporter {
  private readonly specs = new Map<string, SpecTime>();
  private started = Date.now();

  onBegin(): void {
    this.started = Date.now();
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = path.relative(process.cwd(), test.location.file);
    const spec = this.specs.get(file) ?? {ms: 0, tests: 0, retries: 0};
    spec.ms += result.duration;
    if (result.retry === 0) spec.tests += 1;
    else spec.retries += 1;
    this.specs.set(file, spec);
  }

  onEnd(): void {
    if (this.specs.size === 0) return;
    const rows = [...this.specs].sort((a, b) => b[1].ms - a[1].ms);
    const total = rows.reduce((sum, [, s]) => sum + s.ms, 0);
    const wall = (Date.now() - this.started) / 1000;
    const lines = rows.map(([file, s]) => {
      const share = ((100 * s.ms) / total).toFixed(1).padStart(5);
      const perTest = (s.ms / 1000 / Math.max(1, s.tests)).toFixed(1).padStart(6);
      const retried = s.retries ? `, ${s.retries} retried` : '';
      return `${(s.ms / 1000).toFixed(0).padStart(7)} s ${share} % ${String(s.tests).padStart(4)} tests ${perTest} s/test  ${file}${retried}`;
    });
    console.log(
      [
        '',
        `Browser time by spec: ${(total / 1000).toFixed(0)} worker-seconds in ${wall.toFixed(0)} s of wall time (${(total / 1000 / wall).toFixed(2)} workers busy on average)`,
        ...lines,
      ].join('\n'),
    );
  }
}
