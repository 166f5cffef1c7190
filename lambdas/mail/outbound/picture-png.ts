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
  const [png] = await renderPngs(svg, null);
  return png!;
}

/** A rectangle of a rendered image, in its pixels. */
export interface PixelArea {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/**
 * Several PNGs cut from one render of `svg` (null: the whole image). Loading the font and
 * setting up resvg cost about as much as drawing a board, so a picture and its close-up are
 * drawn as one image and cut apart.
 */
export async function renderPngs(svg: string, areas: readonly PixelArea[] | null): Promise<Buffer[]> {
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
      if (areas === null) return [encodeIndexedPng(image.pixels, image.width, image.height)];
      const pixels = image.pixels;
      return areas.map((a) => encodeIndexedPng(cut(pixels, image.width, a), a.width, a.height));
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}

/** The RGBA bytes of `area` of an image `width` pixels wide. */
function cut(rgba: Uint8Array, width: number, area: PixelArea): Uint8Array {
  const out = new Uint8Array(area.width * area.height * 4);
  for (let row = 0; row < area.height; row++) {
    const from = ((area.y + row) * width + area.x) * 4;
    out.set(rgba.subarray(from, from + area.width * 4), row * area.width * 4);
  }
  return out;
}
