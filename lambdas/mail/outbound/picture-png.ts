/**
 * SVG → PNG for the board pictures, with resvg compiled to WebAssembly: a maintained SVG
 * renderer (the one behind many static-site image tools) that needs no native build step and
 * no system fonts, so the Lambda bundle carries everything it needs (README "Board pictures").
 * The module and the font are read once per process.
 */
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import { PICTURE_FONT } from '../../../engine/core/picture';
import { PICTURE_ASSETS, readPictureAsset } from './picture-assets';
import { encodeIndexedPng } from './png-encode';

let ready: Promise<Uint8Array> | null = null;

/** Loads the WebAssembly module once; resolves to the font's bytes. */
function prepare(): Promise<Uint8Array> {
  ready ??= (async () => {
    await initWasm(readPictureAsset(PICTURE_ASSETS.wasm));
    return new Uint8Array(readPictureAsset(PICTURE_ASSETS.font));
  })();
  return ready;
}

/**
 * Starts loading the renderer now (compiling the WebAssembly takes a moment), so the first
 * picture does not wait for it; a failure here shows again at the first render.
 */
export function preparePictureRenderer(): void {
  prepare().catch(() => {
    ready = null;
  });
}

/** The PNG of `svg` at its own size (one image pixel per CSS pixel), indexed (png-encode.ts); deterministic for the same SVG. */
export async function renderPng(svg: string): Promise<Buffer> {
  const font = await prepare();
  const resvg = new Resvg(svg, {
    font: { fontBuffers: [font], loadSystemFonts: false, defaultFontFamily: PICTURE_FONT, sansSerifFamily: PICTURE_FONT },
    fitTo: { mode: 'original' },
    shapeRendering: 2,
    textRendering: 1,
  });
  try {
    const image = resvg.render();
    try {
      return encodeIndexedPng(image.pixels, image.width, image.height);
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}
