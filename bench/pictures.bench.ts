/**
 * Board pictures (README "Board pictures"): for every game that draws one, at positions along
 * seeded 4-player play-outs (3 for a 3-player-only game), the time to draw the SVG and to
 * render it to PNG, the PNG's size, and the status email that carries it: its HTML part
 * (Gmail clips over 102 KB) and the whole MIME message (budget 400 KB); and the reader's
 * phone close-up (engine/core/picture.ts `closeUp`): its render time, size and smallest text.
 * Budgets: render (whole picture and close-up together) ≤ 150 ms, PNG ≤ 80 KB. Figures only, never asserted. CPU time is printed beside wall time: on
 * a shared, busy machine the wall time mostly measures the neighbours.
 *
 * `npm run bench -- pictures` runs it bundled as deployed (bench/support/bundled.ts).
 */
import { newMatch, playMove, legalMovesFor, registry, type AnyGame, type Match } from '../engine/index';
import { randomInt, seedRng } from '../engine/core/rng';
import { closeUp } from '../engine/core/picture';
import { boardPicture, pictureParts } from '../lambdas/mail/outbound/board-picture';
import { composeMime } from '../lambdas/mail/outbound/compose';
import { renderPng } from '../lambdas/mail/outbound/picture-png';
import { buildStatusModel } from '../lambdas/play/letters/status-model';
import { renderStatusEmail } from '../templates/index';

const NAMES = ['Annabelle', 'Bartholomew', 'Cyrille', 'Dorothea', 'Evangeline'];
/** Positions sampled per game: the start, then every k-th decision of one play-out. */
const SAMPLES = 8;
const RUNS_PER_POSITION = 3;

function positions(game: AnyGame, players: number, seed: string): Match[] {
  const made = newMatch(game, players, {}, seed);
  if (!made.ok) throw new Error(made.error.reason);
  const out: Match[] = [made.match];
  let match = made.match;
  const chooser = seedRng(seed);
  for (let i = 0; i < 3_000 && game.pending(match.state).length > 0; i++) {
    const seat = game.pending(match.state)[0]!.seat;
    const legal = legalMovesFor(game, match, seat);
    const next = playMove(game, match, seat, legal[randomInt(chooser, legal.length)]!);
    if (!next.ok) throw new Error(next.error.reason);
    match = next.match;
    out.push(match);
  }
  const k = Math.max(1, Math.floor(out.length / SAMPLES));
  return out.filter((_m, i) => i % k === 0).slice(0, SAMPLES);
}

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;

export async function benchPictures(): Promise<string[]> {
  const lines: string[] = [];
  const t0 = performance.now();
  await renderPng('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><text y="6">1</text></svg>');
  lines.push(`first render (loads resvg's WebAssembly and the font once per process): ${(performance.now() - t0).toFixed(0)} ms`);
  for (const game of registry.all) {
    if (!game.picture) continue;
    const players = Math.min(4, game.meta.maxPlayers);
    const draw: number[] = [];
    const render: number[] = [];
    const renderCpu: number[] = [];
    const close: number[] = [];
    const closeCpu: number[] = [];
    let closeBytes = 0;
    let smallest = Number.POSITIVE_INFINITY;
    let png = { bytes: 0, width: 0, height: 0 };
    let html = 0;
    let whole = 0;
    for (const match of positions(game, players, `pictures-${game.meta.id}`)) {
      const seat = game.pending(match.state)[0]?.seat ?? 0;
      const view = game.view(match.state, seat);
      for (let r = 0; r < RUNS_PER_POSITION; r++) {
        const a = performance.now();
        const picture = game.picture(view, 'en');
        const b = performance.now();
        if (!picture) continue;
        const cpu = process.cpuUsage();
        const bytes = await renderPng(picture.svg);
        const c = performance.now();
        const used = process.cpuUsage(cpu);
        draw.push(b - a);
        render.push(c - b);
        renderCpu.push((used.user + used.system) / 1000);
        if (bytes.length > png.bytes) png = { bytes: bytes.length, width: picture.width, height: picture.height };
        const zoom = closeUp(picture);
        if (!zoom) continue;
        const d = performance.now();
        const zoomCpu = process.cpuUsage();
        const zoomed = await renderPng(zoom.svg);
        close.push(performance.now() - d);
        const zoomUsed = process.cpuUsage(zoomCpu);
        closeCpu.push((zoomUsed.user + zoomUsed.system) / 1000);
        closeBytes = Math.max(closeBytes, zoomed.length);
        smallest = Math.min(smallest, zoom.smallestText);
      }
      for (const lang of ['en', 'ja'] as const) {
        const model = buildStatusModel({
          game,
          match,
          seat,
          names: NAMES.slice(0, players),
          gameId: 'u7b8k2',
          recipientAddress: 'annabelle@example.com',
          replyAddress: 'g-u7b8k2-0-abcdefghijklmnopqrstuvwx@play.example.org',
          lang,
        });
        const pic = await boardPicture(game.meta.id, model.view, lang, model.players);
        const email = renderStatusEmail(pic ? { ...model, picture: pic.model } : model);
        const raw = await composeMime({
          from: '"pbem" <games@play.example.org>',
          to: 'annabelle@example.com',
          replyTo: 'g-u7b8k2-0-abcdefghijklmnopqrstuvwx@play.example.org',
          subject: email.subject,
          html: email.html,
          text: email.text,
          autoSubmitted: true,
          ...(pic ? { inlineImages: pictureParts(pic) } : {}),
        });
        html = Math.max(html, Buffer.byteLength(email.html, 'utf8'));
        whole = Math.max(whole, raw.length);
      }
    }
    const ms = (x: number) => `${x.toFixed(1)} ms`;
    lines.push(
      `${game.meta.id} (${players}p, ${render.length} renders): draw SVG median ${ms(percentile(draw, 0.5))}; render PNG median ${ms(percentile(render, 0.5))} wall, ${ms(percentile(renderCpu, 0.5))} CPU, p95 ${ms(percentile(render, 0.95))} wall (budget 150 ms); ` +
        `largest PNG ${(png.bytes / 1024).toFixed(1)} KB at ${png.width}×${png.height} (budget 80 KB); ` +
        (close.length > 0
          ? `close-up render median ${ms(percentile(close, 0.5))} wall, ${ms(percentile(closeCpu, 0.5))} CPU, largest ${(closeBytes / 1024).toFixed(1)} KB, smallest text ${smallest} px at 1:1; `
          : 'no close-up; ') +
        `largest HTML part ${(html / 1024).toFixed(1)} KB (Gmail clips at 102 KB); largest email ${(whole / 1024).toFixed(1)} KB (budget 400 KB)`,
    );
  }
  return lines;
}
