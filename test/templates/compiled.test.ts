import { readFile } from 'node:fs/promises';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { COMPILED_FILE, compileTemplates, serializeCompiled } from '../../scripts/compile-templates';
import { registry } from '../../engine/index';
import { compiledTemplates } from '../../templates/compiled';

describe('compiled templates', () => {
  it('are fresh: recompiling every .mjml gives the templates.json on disk (run scripts/compile-templates.ts)', async () => {
    const fresh = serializeCompiled(await compileTemplates());
    const committed = await readFile(COMPILED_FILE, 'utf8');
    expect(committed === fresh, 'templates/compiled/templates.json is stale: run npx tsx scripts/compile-templates.ts').toBe(true);
  });

  it('have a status template for the generic board and for every game that draws its own board', () => {
    expect(Object.keys(compiledTemplates.html)).toContain('status@generic');
    for (const game of registry.all.filter((g) => g.board)) expect(Object.keys(compiledTemplates.html)).toContain(`status@${game.meta.id}`);
  });

  it('have no board partial of a game that is not registered or draws no board (engine/<id>/email/board.mjml names its game)', () => {
    const withBoard = new Set(registry.all.filter((g) => g.board).map((g) => g.meta.id));
    const partials = Object.keys(compiledTemplates.html).flatMap((key) =>
      key.startsWith('status@') && key !== 'status@generic' ? [key.slice('status@'.length)] : [],
    );
    expect(partials.filter((id) => !withBoard.has(id))).toEqual([]);
  });
});

describe('run-time code', () => {
  it('does not import mjml (templates, compose and both mailers bundle without it)', async () => {
    const result = await build({
      entryPoints: [
        'templates/index.ts',
        'lambdas/mail/outbound/index.ts',
        'lambdas/mail/outbound/ses-mailer.ts',
        'lambdas/mail/outbound/smtp-mailer.ts',
      ],
      bundle: true,
      write: false,
      platform: 'node',
      format: 'esm',
      metafile: true,
      outdir: 'out',
      logLevel: 'silent',
      // The AWS SDK is large and cannot pull in mjml; leaving it out keeps this test fast.
      external: ['@aws-sdk/*'],
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.some((p) => p.includes('templates/compiled/templates.json'))).toBe(true);
    expect(inputs.some((p) => p.includes('node_modules/mustache'))).toBe(true);
    expect(inputs.filter((p) => /node_modules\/mjml/.test(p))).toEqual([]);
  });
});
