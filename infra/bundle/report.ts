import { BUNDLE_BUDGETS, type HandlerName } from './options';

/** One handler's build outcome, as `npm run build` measured it. */
export type BundleResult =
  | { readonly name: HandlerName; readonly status: 'missing'; readonly entry: string }
  | { readonly name: HandlerName; readonly status: 'failed'; readonly error: string }
  | {
      readonly name: HandlerName;
      readonly status: 'built';
      /** What one mail loads: `startBytes` plus the heaviest lazily loaded part (a game). */
      readonly bytes: number;
      /** The entry and the chunks it imports statically (a cold start before any game). */
      readonly startBytes?: number;
      readonly mapBytes: number;
      /** Files copied beside the bundle (BUNDLE_ASSETS), in bytes; 0 when none. */
      readonly assetBytes?: number;
      /** Median wall time of `await import(bundle)` inside a fresh node process. */
      readonly importMs: number | undefined;
      /**
       * Median CPU time (user + system) the process spent on that import. Loading code is
       * CPU-bound, so on an idle machine wall time is about this; on a shared, busy one the
       * wall time mostly measures the neighbours, so the budget is checked against this.
       */
      readonly importCpuMs: number | undefined;
      /** Median wall time of the whole `node -e "import(...)"` process (includes Node's own start). */
      readonly processMs: number | undefined;
      readonly importError?: string;
    };

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`;
  return `${(bytes / 1_000_000).toFixed(2)} MB`;
}

/** The budget breaches of one result, as sentences; empty when within budget. */
export function budgetProblems(result: BundleResult): string[] {
  if (result.status === 'missing') return [`${result.name}: entry ${result.entry} does not exist`];
  if (result.status === 'failed') return [`${result.name}: build failed: ${result.error}`];
  const problems: string[] = [];
  if (result.importError !== undefined) problems.push(`${result.name}: bundle does not import: ${result.importError}`);
  const budget = BUNDLE_BUDGETS[result.name];
  if (budget === undefined) return problems;
  if (result.bytes > budget.maxBytes) {
    problems.push(`${result.name}: ${formatBytes(result.bytes)} is over the ${formatBytes(budget.maxBytes)} budget`);
  }
  if (budget.maxAssetBytes !== undefined && (result.assetBytes ?? 0) > budget.maxAssetBytes) {
    problems.push(
      `${result.name}: files beside the bundle take ${formatBytes(result.assetBytes ?? 0)}, over the ${formatBytes(budget.maxAssetBytes)} budget`,
    );
  }
  if (budget.maxImportMs !== undefined && result.importCpuMs !== undefined && result.importCpuMs > budget.maxImportMs) {
    problems.push(`${result.name}: import takes ${Math.round(result.importCpuMs)} ms of CPU, over the ${budget.maxImportMs} ms budget`);
  }
  return problems;
}

function budgetText(name: HandlerName): string {
  const budget = BUNDLE_BUDGETS[name];
  if (budget === undefined) return '-';
  const size = `< ${formatBytes(budget.maxBytes)}${budget.maxAssetBytes === undefined ? '' : ` + ${formatBytes(budget.maxAssetBytes)} files`}`;
  return budget.maxImportMs === undefined ? size : `${size}, < ${budget.maxImportMs} ms`;
}

/** A plain-text table, one row per handler. */
export function formatReport(results: readonly BundleResult[]): string {
  const header = ['handler', 'one mail', 'at start', 'source maps', 'import CPU', 'import wall', 'node process wall', 'budget', 'ok'];
  const rows = results.map((r) => {
    const ok = budgetProblems(r).length === 0 ? 'yes' : 'NO';
    if (r.status !== 'built') return [r.name, r.status, '', '', '', '', '', budgetText(r.name), ok];
    const ms = (v: number | undefined) => (v === undefined ? 'error' : `${Math.round(v)} ms`);
    return [
      r.name,
      r.assetBytes ? `${formatBytes(r.bytes)} + ${formatBytes(r.assetBytes)} files` : formatBytes(r.bytes),
      r.startBytes === undefined ? '' : formatBytes(r.startBytes),
      formatBytes(r.mapBytes),
      ms(r.importCpuMs),
      ms(r.importMs),
      ms(r.processMs),
      budgetText(r.name),
      ok,
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
