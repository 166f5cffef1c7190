import { describe, expect, it } from 'vitest';
import { chunkSizes } from '../../../infra/bundle/build-handler';
import { budgetProblems, formatBytes, formatReport, median, type BundleResult } from '../../../infra/bundle/report';

const built = (over: Partial<Extract<BundleResult, { status: 'built' }>> = {}): BundleResult => ({
  name: 'inbound',
  status: 'built',
  bytes: 600_000,
  mapBytes: 2_000_000,
  importMs: 150,
  importCpuMs: 120,
  processMs: 180,
  ...over,
});

describe('median', () => {
  it('takes the middle value, or the mean of the two middle values', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });
});

describe('formatBytes', () => {
  it('uses B, kB and MB in powers of 1000', () => {
    expect(formatBytes(999)).toBe('999 B');
    expect(formatBytes(239_400)).toBe('239.4 kB');
    expect(formatBytes(1_500_000)).toBe('1.50 MB');
  });
});

describe('budgetProblems', () => {
  it('passes an inbound bundle under 1 MB that imports in under 300 ms of CPU', () => {
    expect(budgetProblems(built())).toEqual([]);
    // A busy machine's wall time alone does not fail the budget.
    expect(budgetProblems(built({ importMs: 900 }))).toEqual([]);
  });

  it('reports an inbound bundle over 1 MB and over 300 ms of CPU, with the numbers', () => {
    expect(budgetProblems(built({ bytes: 1_200_000, importCpuMs: 340 }))).toEqual([
      'inbound: 1.20 MB is over the 1.00 MB budget',
      'inbound: import takes 340 ms of CPU, over the 300 ms budget',
    ]);
  });

  it('holds outbound to 2 MB with no time budget, and reminders to none', () => {
    expect(budgetProblems(built({ name: 'outbound', bytes: 1_900_000, importCpuMs: 900 }))).toEqual([]);
    expect(budgetProblems(built({ name: 'outbound', bytes: 2_100_000 }))).toHaveLength(1);
    expect(budgetProblems(built({ name: 'reminders', bytes: 9_000_000, importCpuMs: 2000 }))).toEqual([]);
  });

  it('counts a missing entry, a failed build and a bundle that does not import as problems', () => {
    expect(budgetProblems({ name: 'bounces', status: 'missing', entry: 'lambdas/bounces.ts' })).toEqual([
      'bounces: entry lambdas/bounces.ts does not exist',
    ]);
    expect(budgetProblems({ name: 'outbound', status: 'failed', error: 'Could not resolve "x"' })).toHaveLength(1);
    expect(
      budgetProblems(built({ name: 'reminders', importMs: undefined, importCpuMs: undefined, importError: 'TypeError: boom' })),
    ).toEqual(['reminders: bundle does not import: TypeError: boom']);
  });
});

describe('formatReport', () => {
  it('prints one aligned row per handler with size, times, budget and verdict', () => {
    const text = formatReport([
      built({ startBytes: 500_000 }),
      built({ name: 'outbound', bytes: 2_500_000, importMs: 410, importCpuMs: 380, processMs: 470 }),
      { name: 'bounces', status: 'missing', entry: 'lambdas/bounces.ts' },
    ]);
    const lines = text.split('\n');
    expect(lines).toHaveLength(5);
    expect(lines[2]).toMatch(/^inbound\s+600\.0 kB\s+500\.0 kB\s+2\.00 MB\s+120 ms\s+150 ms\s+180 ms\s+< 1\.00 MB, < 300 ms\s+yes$/);
    expect(lines[3]).toMatch(/^outbound\s+2\.50 MB .* NO$/);
    expect(lines[4]).toMatch(/^bounces\s+missing\s+-\s+NO$/);
    // Columns line up: every row's second column starts where the header's does.
    const column = lines[0]!.indexOf('one mail');
    for (const line of lines.slice(2)) expect(line[column - 1]).toBe(' ');
  });
});

describe('chunkSizes', () => {
  it('counts what loads at start (entry and its static imports) apart from each lazily loaded part', () => {
    const output = (bytes: number, imports: { path: string; kind: 'import-statement' | 'dynamic-import' }[], entryPoint?: string) => ({
      bytes,
      imports,
      exports: [],
      inputs: {},
      ...(entryPoint ? { entryPoint } : {}),
    });
    const metafile = {
      inputs: {},
      outputs: {
        'dist/x/index.mjs': output(
          100,
          [
            { path: 'dist/x/chunks/shared.mjs', kind: 'import-statement' },
            { path: 'dist/x/chunks/game-a.mjs', kind: 'dynamic-import' },
            { path: 'dist/x/chunks/game-b.mjs', kind: 'dynamic-import' },
          ],
          'lambdas/x.ts',
        ),
        'dist/x/chunks/shared.mjs': output(50, []),
        'dist/x/chunks/game-a.mjs': output(30, [
          { path: 'dist/x/chunks/shared.mjs', kind: 'import-statement' },
          { path: 'dist/x/chunks/ab.mjs', kind: 'import-statement' },
        ]),
        'dist/x/chunks/game-b.mjs': output(70, [{ path: 'dist/x/chunks/ab.mjs', kind: 'import-statement' }]),
        'dist/x/chunks/ab.mjs': output(5, []),
      },
    };
    expect(chunkSizes(metafile as never, 'dist/x')).toEqual({
      startBytes: 150,
      startFiles: ['dist/x/index.mjs', 'dist/x/chunks/shared.mjs'],
      lazy: [
        { file: 'chunks/game-b.mjs', bytes: 75 },
        { file: 'chunks/game-a.mjs', bytes: 35 },
      ],
    });
  });
});
