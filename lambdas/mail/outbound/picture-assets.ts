/**
 * Where the picture renderer's two files are: the resvg WebAssembly module and the one font
 * pictures are drawn in. A deployed bundle carries them beside its index.mjs under the names
 * below (infra/bundle/options.ts copies them there); run from the sources (tests, the CLI,
 * the local stack) they are read from node_modules.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface PictureAsset {
  /** The file's name beside a bundle. */
  readonly bundled: string;
  /** The package path it comes from. */
  readonly module: string;
}

/** resvg's WebAssembly build (MPL-2.0) and DejaVu Sans Bold (Bitstream Vera licence, free to redistribute). */
export const PICTURE_ASSETS = {
  wasm: { bundled: 'resvg.wasm', module: '@resvg/resvg-wasm/index_bg.wasm' },
  font: { bundled: 'picture-font.ttf', module: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf' },
} as const satisfies Record<string, PictureAsset>;

/** The bytes of one asset: beside this module when bundled, else from its package. */
export function readPictureAsset(asset: PictureAsset): Buffer {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const beside = path.join(here, asset.bundled);
  if (existsSync(beside)) return readFileSync(beside);
  return readFileSync(createRequire(import.meta.url).resolve(asset.module));
}
