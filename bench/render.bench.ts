/**
 * Email render benchmark: time to render one mid-game Puerto Rico status email (HTML and
 * text, from a ready StatusEmailModel), p50/p99 over many renders. Target < 2 ms.
 * Also times composing it into raw MIME, which the outbound Lambda does next.
 * Run through `npm run bench` (the lead wires `benchRender` in) or directly with tsx.
 */
import { buildStatusModel, withBoard } from '../lambdas/play/letters/status-model';
import { replay } from '../engine/core/match';
import { randomPlayout } from '../engine/core/playout';
import { puertoRico, type PRState } from '../engine/puerto-rico';
import { composeMime, threadHeaders } from '../lambdas/mail/outbound/compose';
import type { StatusEmailModel } from '../templates/model';
import { renderStatusEmail } from '../templates/status';

/** A 4-player game replayed to its middle, rendered for the seat whose turn it is. */
export function midGameModel(seed = 'bench-render'): StatusEmailModel {
  const full = randomPlayout(puertoRico, 4, seed, { checks: 'none' });
  const half = replay(puertoRico, { players: 4, seed, moves: full.moves.slice(0, Math.floor(full.moves.length / 2)) });
  if (!half.match) throw new Error(`cannot replay ${seed}`);
  const seat = puertoRico.pending(half.match.state as PRState)[0]?.seat ?? 0;
  return buildStatusModel({
    game: puertoRico,
    match: half.match,
    seat,
    names: ['Anna', 'Ben', 'Chiara', 'Daisuke'],
    gameId: 'g7k2',
    recipientAddress: 'player@example.com',
    replyAddress: `g-g7k2-${seat}-abcdef1234@play.example.org`,
    since: half.steps.slice(-8),
    deadline: 'Tue 24 Nov 2026, 18:00 (Europe/Berlin)',
  });
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

function ms(x: number): string {
  return `${x.toFixed(3)} ms`;
}

export async function benchRender(renders = 2000): Promise<string[]> {
  const model = midGameModel();
  // Warm up the JIT and mustache's parse cache, as a warm Lambda would have them.
  for (let i = 0; i < 200; i++) renderStatusEmail(withBoard(model));

  const render: number[] = [];
  let email = renderStatusEmail(withBoard(model));
  for (let i = 0; i < renders; i++) {
    const t0 = performance.now();
    email = renderStatusEmail(withBoard(model));
    render.push(performance.now() - t0);
  }
  render.sort((a, b) => a - b);
  const mean = render.reduce((a, b) => a + b, 0) / render.length;

  const compose: number[] = [];
  let bytes = 0;
  for (let i = 0; i < 300; i++) {
    const t0 = performance.now();
    const raw = await composeMime({
      from: 'play@play.example.org',
      to: 'player@example.com',
      replyTo: model.replyAddress,
      subject: email.subject,
      html: email.html,
      text: email.text,
      ...threadHeaders('g7k2', model.recipient.seat, 'play.example.org'),
      listUnsubscribe: { address: model.replyAddress },
      autoSubmitted: true,
    });
    compose.push(performance.now() - t0);
    bytes = raw.length;
  }
  compose.sort((a, b) => a - b);

  return [
    `render: Puerto Rico status email p50 ${ms(percentile(render, 50))}, p99 ${ms(percentile(render, 99))}, mean ${ms(mean)} (${renders} renders; HTML ${email.html.length} bytes, text ${email.text.length} bytes)`,
    `render: composeMime p50 ${ms(percentile(compose, 50))}, p99 ${ms(percentile(compose, 99))} (300 composes; raw MIME ${bytes} bytes)`,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchRender().then((lines) => process.stdout.write(`${lines.join('\n')}\n`));
}
