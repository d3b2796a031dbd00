// Every rule option of RULES.md's table defaults (core/rules/options) with
// its description, rule id, default and current value. A change is checked
// (checkRuleOptions) before it is dispatched, so a scenario never holds a
// value the engine or `grit validate` would refuse; "default" removes the
// override. Options this version does not know (a module's, a newer
// version's) are listed apart and kept as the file has them.
import { useState } from 'preact/hooks';
import type { EditorPanelContext } from './contract';
import { checkRuleOptions, RULE_OPTIONS, type RuleOption, type RuleOptionValue } from '../../../../core/rules/options';
import { ErrorLine } from './fields';
import { checkModules, MODULES, activeModules, type ModuleId } from '../../../../core/model/modules';

const KNOWN = new Set([...RULE_OPTIONS.map((o) => o.id), 'modules']);

export function RulesPanel({ ctx }: { ctx: EditorPanelContext }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [filter, setFilter] = useState('');
  const rules = ctx.world.scenario.rules;
  const setValue = (o: RuleOption, value: RuleOptionValue | null) => {
    const problems = value === null ? [] : checkRuleOptions({ [o.id]: value });
    if (problems.length) {
      setErrors({ ...errors, [o.id]: problems.map((p) => p.message).join('; ') });
      return;
    }
    const r = ctx.dispatch({ type: 'setRuleOption', optionId: o.id, value }, `Rule ${o.id}`);
    const next = { ...errors };
    if (r.ok) delete next[o.id];
    else next[o.id] = r.error;
    setErrors(next);
  };
  const on = activeModules(ctx.world);
  const toggleModule = (id: ModuleId, checked: boolean) => {
    const next = checked ? [...on, id] : on.filter((m) => m !== id);
    const problems = checkModules(next);
    if (problems.length) {
      setErrors({ ...errors, modules: problems.map((p) => p.message).join('; ') });
      return;
    }
    const r = ctx.dispatch({ type: 'setRuleOption', optionId: 'modules', value: next.length ? next : null }, checked ? `Module ${id} on` : `Module ${id} off`);
    const rest = { ...errors };
    if (r.ok) delete rest.modules;
    else rest.modules = r.error;
    setErrors(rest);
  };
  const f = filter.trim().toLowerCase();
  const shown = RULE_OPTIONS.filter((o) => !f || `${o.id} ${o.description} ${o.ruleId}`.toLowerCase().includes(f));
  const unknown = Object.entries(rules).filter(([id]) => !KNOWN.has(id));
  return (
    <div class="ed-panel" data-testid="panel-rules">
      <input
        type="search"
        aria-label="Filter rule options"
        placeholder="Filter (e.g. cover, G-MOVE)"
        data-testid="rules-filter"
        value={filter}
        onInput={(e) => setFilter((e.currentTarget as HTMLInputElement).value)}
      />
      <table class="ed-rules">
        <thead>
          <tr>
            <th>Option</th>
            <th>Value</th>
            <th>Default</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((o) => {
            const set = Object.prototype.hasOwnProperty.call(rules, o.id);
            const value = set ? (rules[o.id] as RuleOptionValue) : o.default;
            return (
              <tr key={o.id} data-testid="rule-row" data-rule-id={o.id} class={set ? 'ed-changed' : ''}>
                <td>
                  <strong>{o.id}</strong> <span class="small">{o.ruleId}</span>
                  <div class="small">{o.description}</div>
                  <ErrorLine error={errors[o.id] ?? null} testId="rule-error" />
                </td>
                <td>
                  <ValueInput option={o} value={value} onCommit={(v) => setValue(o, v)} />
                </td>
                <td>
                  <span class="small">{JSON.stringify(o.default)}</span>
                  {set && (
                    <button type="button" data-testid="rule-reset" title="Back to the default" onClick={() => setValue(o, null)}>
                      default
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <h4 class="ed-sub">Optional modules</h4>
      <p class="small" data-testid="modules-note">
        The other source texts as switches (RULES §9). N and L go together, P goes with both; S replaces the round and goes with none of them.
      </p>
      <ul class="ed-list" data-testid="module-list">
        {Object.values(MODULES).map((m) => (
          <li key={m.id}>
            <label title={m.summary}>
              <input
                type="checkbox"
                data-testid={`module-${m.id}`}
                checked={on.includes(m.id)}
                disabled={!m.built}
                onChange={(e) => toggleModule(m.id, (e.currentTarget as HTMLInputElement).checked)}
              />{' '}
              {m.id} — {m.title}{' '}
              <span class="small">
                (§{m.section}: {m.summary})
              </span>
            </label>
          </li>
        ))}
      </ul>
      <ErrorLine error={errors.modules ?? null} testId="module-error" />
      <h4 class="ed-sub">Other options in the file</h4>
      <p class="small">Options this version does not know are kept as the file has them:</p>
      <ul class="ed-list" data-testid="unknown-rules">
        {unknown.map(([id, v]) => (
          <li key={id}>
            {id} = {JSON.stringify(v)}{' '}
            <button type="button" aria-label={`Remove ${id}`} onClick={() => ctx.dispatch({ type: 'setRuleOption', optionId: id, value: null }, `Rule ${id}`)}>
              ✕
            </button>
          </li>
        ))}
        {unknown.length === 0 && <li class="small">none</li>}
      </ul>
    </div>
  );
}

function ValueInput({ option: o, value, onCommit }: { option: RuleOption; value: RuleOptionValue; onCommit(v: RuleOptionValue): void }) {
  const label = `Value of ${o.id}`;
  if (typeof o.default === 'boolean')
    return <input type="checkbox" aria-label={label} data-testid="rule-value" checked={value === true} onChange={(e) => onCommit((e.currentTarget as HTMLInputElement).checked)} />;
  if (o.choices) {
    const asNumber = typeof o.default === 'number';
    return (
      <select
        aria-label={label}
        data-testid="rule-value"
        value={String(value)}
        onChange={(e) => onCommit(asNumber ? Number((e.currentTarget as HTMLSelectElement).value) : (e.currentTarget as HTMLSelectElement).value)}
      >
        {o.choices.map((c) => (
          <option key={c} value={c} selected={c === String(value)}>
            {c}
          </option>
        ))}
      </select>
    );
  }
  if (typeof o.default === 'number')
    return (
      <input
        type="number"
        aria-label={label}
        data-testid="rule-value"
        value={String(value)}
        style="width: 5em;"
        onChange={(e) => {
          const t = (e.currentTarget as HTMLInputElement).value.trim();
          // A non-number is passed on as text so the check names it.
          onCommit(t !== '' && Number.isFinite(Number(t)) ? Number(t) : t);
        }}
      />
    );
  return <input type="text" aria-label={label} data-testid="rule-value" value={String(value)} onChange={(e) => onCommit((e.currentTarget as HTMLInputElement).value)} />;
}
