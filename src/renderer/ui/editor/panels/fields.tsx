// Small form fields shared by the editor panels: each reports a committed
// value (on change, not on every key), so one edit is one undo step.
import type { ComponentChildren } from 'preact';

export function Field({ label, title, children }: { label: string; title?: string; children: ComponentChildren }) {
  return (
    <label class="ed-field" title={title}>
      <span class="ed-label">{label}</span>
      {children}
    </label>
  );
}

export function TextInput({ value, onCommit, testId, label, maxLength }: { value: string; onCommit(v: string): void; testId?: string; label: string; maxLength?: number }) {
  return <input type="text" aria-label={label} data-testid={testId} value={value} maxLength={maxLength} onChange={(e) => onCommit((e.currentTarget as HTMLInputElement).value)} />;
}

export function NumberInput({
  value,
  onCommit,
  testId,
  label,
  min,
  max,
}: {
  value: number | undefined;
  onCommit(v: number | undefined): void;
  testId?: string;
  label: string;
  min?: number;
  max?: number;
}) {
  return (
    <input
      type="number"
      aria-label={label}
      data-testid={testId}
      value={value === undefined ? '' : String(value)}
      min={min}
      max={max}
      style="width: 4.5em;"
      onChange={(e) => {
        const t = (e.currentTarget as HTMLInputElement).value.trim();
        onCommit(t === '' ? undefined : Number(t));
      }}
    />
  );
}

export function Select<T extends string>({
  value,
  options,
  onCommit,
  testId,
  label,
}: {
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onCommit(v: T): void;
  testId?: string;
  label: string;
}) {
  return (
    <select aria-label={label} data-testid={testId} value={value} onChange={(e) => onCommit((e.currentTarget as HTMLSelectElement).value as T)}>
      {options.map((o) => (
        <option key={o.value} value={o.value} selected={o.value === value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

/** "3,4" or "3 4" -> {c: 3, r: 4}; null when it is not two whole numbers. */
export function parseCellText(text: string): { c: number; r: number } | null {
  const m = /^\s*(\d+)\s*[, ]\s*(\d+)\s*$/.exec(text);
  return m ? { c: Number(m[1]), r: Number(m[2]) } : null;
}

export function ErrorLine({ error, testId }: { error: string | null; testId?: string }) {
  return error ? (
    <p class="ed-error" role="alert" data-testid={testId}>
      {error}
    </p>
  ) : null;
}
