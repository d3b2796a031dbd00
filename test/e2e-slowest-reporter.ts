// Playwright reporter: after the run, the ten slowest end-to-end tests with
// their files, beside the list reporter (issue 17 item 14; the unit tests have
// test/slowest-reporter.ts).
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const SHOWN = 10;

export default class SlowestE2e implements Reporter {
  private readonly timed: Array<{ ms: number; title: string }> = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = test.location.file.split(/[\\/]test[\\/]e2e[\\/]/).pop();
    this.timed.push({ ms: result.duration, title: `${file}:${test.location.line} › ${test.titlePath().slice(3).join(' › ')}` });
  }

  onEnd(): void {
    if (this.timed.length === 0) return;
    this.timed.sort((a, b) => b.ms - a.ms);
    const lines = this.timed.slice(0, SHOWN).map((t) => `  ${(t.ms / 1000).toFixed(1).padStart(6)} s  ${t.title}`);
    process.stdout.write(`\nslowest ${Math.min(SHOWN, this.timed.length)} end-to-end tests:\n${lines.join('\n')}\n`);
  }
}
