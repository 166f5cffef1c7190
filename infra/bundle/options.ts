/**
 * How every Lambda handler is bundled, shared by the CDK stack and by `npm run build`
 * (both through build-handler.ts), so the bundle we measure is the bundle we deploy.
 */
import type { BuildOptions } from 'esbuild';
import { PICTURE_ASSETS } from '../../lambdas/mail/outbound/picture-assets';

/** The four AWS entry points; each exports `handler`. `name` is also the dist/ folder. */
export const LAMBDA_HANDLERS = [
  { name: 'inbound', entry: 'lambdas/inbound.ts' },
  { name: 'outbound', entry: 'lambdas/outbound.ts' },
  { name: 'reminders', entry: 'lambdas/reminders.ts' },
  { name: 'bounces', entry: 'lambdas/bounces.ts' },
] as const satisfies readonly { name: string; entry: string }[];

export type HandlerName = (typeof LAMBDA_HANDLERS)[number]['name'];

/** Lambda runtime nodejs22.x: esbuild may leave any syntax Node 22 understands. */
export const BUNDLE_TARGET = 'node22';

/**
 * Prefer a package's ESM build: it tree-shakes far better than the CommonJS one
 * (the AWS SDK v3 and Powertools both ship both).
 */
export const MAIN_FIELDS = ['module', 'main'] as const;

/**
 * Text as UTF-8, not esbuild's default of ASCII with `\uXXXX` escapes: every Japanese character
 * of the engines' and the catalogue's texts took 6 bytes escaped and takes 3 unescaped (inbound
 * bundle 1.21 MB → 1.15 MB, 2026-11-25). Node reads every module as UTF-8.
 */
export const CHARSET = 'utf8' as const;

/**
 * CommonJS dependencies bundled into an ES module still call `require` for Node
 * built-ins; ESM has no `require`, so give the bundle one. The import alias is
 * unusual on purpose so it cannot clash with a bundled module's own names.
 */
export const ESM_REQUIRE_BANNER =
  "import { createRequire as __pbemCreateRequire } from 'node:module'; const require = __pbemCreateRequire(import.meta.url);";

/**
 * Nothing is external. The Node 22 runtime does provide AWS SDK v3, but its version is
 * whatever AWS ships that week and can differ from the one our tests ran against
 * (and the two SDK packages we use are pinned at different patch levels). Bundling
 * pins the exact, tested client and lets esbuild drop the unused commands; the price is
 * bundle size and import time, which `npm run build` measures against the budgets below.
 */
export const EXTERNAL_MODULES: readonly string[] = [];

/**
 * The esbuild settings of a deployed bundle (build-handler.ts adds code splitting), also
 * for the tools that call esbuild themselves (the engine benchmarks).
 */
export const LAMBDA_ESBUILD = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: BUNDLE_TARGET,
  charset: CHARSET,
  minify: true,
  mainFields: [...MAIN_FIELDS],
  banner: { js: ESM_REQUIRE_BANNER },
} as const satisfies BuildOptions;

/**
 * Files a handler reads beside its index.mjs, copied there by the one bundling step
 * (build-handler.ts, which `npm run build` and the CDK stack both run): the outbound function renders board pictures with resvg's
 * WebAssembly module and one font (lambdas/mail/outbound/picture-assets.ts). `from` is a path
 * inside node_modules, `to` the file name beside the bundle.
 */
export const BUNDLE_ASSETS: Readonly<Partial<Record<HandlerName, readonly { from: string; to: string }[]>>> = {
  outbound: Object.values(PICTURE_ASSETS).map((a) => ({ from: a.module, to: a.bundled })),
};

/** Size and cold-import budgets. A handler without a row has no budget. */
export const BUNDLE_BUDGETS: Readonly<Partial<Record<HandlerName, { maxBytes: number; maxImportMs?: number; maxAssetBytes?: number }>>> = {
  inbound: { maxBytes: 1_000_000, maxImportMs: 300 },
  // Assets: resvg's WebAssembly (2.5 MB) and DejaVu Sans Bold (0.7 MB); zipped, about 1.6 MB.
  outbound: { maxBytes: 2_000_000, maxAssetBytes: 3_500_000 },
};
