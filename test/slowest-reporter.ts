// Vitest reporter: after the run, the ten slowest tests with their files, so
// a test that creeps up is seen (issue 17 item 14). Runs beside the default reporter.
import type { Reporter, TestModule } from 'vitest/node';

const SHOWN = 10;

export default class SlowestTests implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const timed: Array<{ ms: number; name: string; file: string }> = [];
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const diagnostic = test.diagnostic();
        if (diagnostic) timed.push({ ms: diagnostic.duration, name: test.fullName, file: module.relativeModuleId });
      }
    }
    if (timed.length === 0) return;
    timed.sort((a, b) => b.ms - a.ms);
    const lines = timed.slice(0, SHOWN).map((t) => `  ${(t.ms / 1000).toFixed(2).padStart(7)} s  ${t.file} > ${t.name}`);
    process.stdout.write(`\nslowest ${Math.min(SHOWN, timed.length)} tests:\n${lines.join('\n')}\n`);
  }
}
