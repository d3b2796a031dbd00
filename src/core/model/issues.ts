// A problem found in a file, with the JSON path where it sits; io turns these
// into `file: $.path: problem` lines (DESIGN "Files").
export type JsonPath = ReadonlyArray<string | number>;
export interface Issue {
  path: JsonPath;
  message: string;
}

const IDENT = /^[A-Za-z_$][A-Za-z0-9_$-]*$/;

/** `['figures', 'marshal', 'stats', 'bod']` -> `$.figures.marshal.stats.bod`. */
export function formatJsonPath(path: JsonPath): string {
  let out = '$';
  for (const p of path) {
    if (typeof p === 'number') out += `[${p}]`;
    else if (IDENT.test(p)) out += `.${p}`;
    else out += `[${JSON.stringify(p)}]`;
  }
  return out;
}

export function formatIssue(fileLabel: string, issue: Issue): string {
  return `${fileLabel}: ${formatJsonPath(issue.path)}: ${issue.message}`;
}
