// The live problems list (core/rules/problems/problems): errors stop Test play
// and the balance check, warnings do not; a scenario with errors can still be
// saved as a draft. Clicking a problem shows its place on the map and selects
// its record.
import { useMemo } from 'preact/hooks';
import type { EditorPanelContext } from './contract';
import { scenarioProblems, type Problem } from '../../../../core/rules/problems/problems';
import { formatJsonPath } from '../../../../core/model/issues';

export function ProblemsPanel({ ctx }: { ctx: EditorPanelContext }) {
  // Reach (G-WIN-6) is the costly part; the World only changes identity on an edit.
  const problems = useMemo(() => scenarioProblems(ctx.world), [ctx.world]);
  const errors = problems.filter((p) => p.level === 'error').length;
  const warnings = problems.length - errors;
  const show = (p: Problem) => {
    if (p.cell) ctx.focusCell(p.cell);
    if (p.recordId) ctx.select([p.recordId]);
  };
  return (
    <div class="ed-panel" data-testid="panel-problems">
      <p data-testid="problems-summary" role="status" class={errors ? 'ed-error' : 'ed-ok'}>
        {problems.length === 0
          ? 'No problems found: ready to play.'
          : `${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}${errors ? ' — can be saved as a draft, not played until fixed' : ''}`}
      </p>
      <ul class="ed-list ed-problems" data-testid="problem-list">
        {problems.map((p, i) => (
          <li key={i}>
            <button
              type="button"
              class={`link ed-problem ed-${p.level}`}
              data-testid="problem"
              data-code={p.code}
              data-level={p.level}
              title={`${formatJsonPath(p.path)}${p.cell ? ` — click to show ${p.cell.c},${p.cell.r}` : ''}`}
              onClick={() => show(p)}
            >
              <span aria-label={p.level}>{p.level === 'error' ? '✖' : '⚠'}</span> {p.message}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
