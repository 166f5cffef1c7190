import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../cli/main';
import { mailRenderCommand } from '../../cli/mail-render';
import { jaStyleFaults } from '../support/japanese';
import { buildStatusModel, digestFor } from '../../lambdas/play/letters/status-model';
import { newMatch, replay, type AppliedStep, type Match } from '../../engine/core/match';
import { randomPlayout } from '../../engine/core/playout';
import { puertoRico } from '../../engine/puerto-rico';
import { pig } from '../fixtures/games/pig';

const NAMES = ['Anna', 'Ben'];

function start(): Match {
  const created = newMatch(pig, 2, {}, 'mail-render');
  if (!created.ok) throw new Error(created.error.reason);
  return created.match;
}

function model(match: Match, seat: number, since: readonly AppliedStep[] = []) {
  return buildStatusModel({
    game: pig,
    match,
    seat,
    names: NAMES,
    gameId: 'g7k2',
    recipientAddress: 'x@example.com',
    replyAddress: 'g-g7k2-0-abcdefgh@play.example.org',
    since,
  });
}

describe('buildStatusModel', () => {
  it('headlines the seat on turn with its prompt and lists its numbered moves', () => {
    const m = model(start(), 0);
    expect(m.headline).toBe('Your turn: roll or hold');
    expect(m.yourMoves).toEqual([
      { n: 1, text: 'roll' },
      { n: 2, text: 'hold' },
    ]);
    expect(m.step).toBe(0);
    expect(m.game).toEqual({ id: 'g7k2', kind: 'pig', title: 'Pig' });
  });

  it('tells a waiting seat whom it waits for, without moves', () => {
    const m = model(start(), 1);
    expect(m.headline).toBe('Waiting for Anna: roll or hold');
    expect(m.yourMoves).toBeNull();
    expect(m.pending).toEqual([{ name: 'Anna', prompt: 'roll or hold' }]);
  });

  it('builds the board from view(state, seat) only: the other seat’s hidden luck is not in the model', () => {
    const match = start();
    const luck = (match.state as { luck: number[] }).luck;
    const m = model(match, 1);
    expect(m.view).toEqual(pig.view(match.state as never, 1));
    expect((m.view as { luck: (number | null)[] }).luck[0]).toBeNull();
    expect(luck[0]).not.toBeNull();
  });

  it('announces the winner and the ranking at the end', () => {
    const report = randomPlayout(pig, 2, 'mail-render-end');
    expect(report.finished).toBe(true);
    const match = replay(pig, { players: 2, seed: 'mail-render-end', moves: report.moves }).match as Match;
    const result = pig.result(match.state as never);
    const winner = NAMES[result?.ranking[0] ?? 0];
    const m = model(match, 0);
    expect(m.headline).toBe(`Game over: ${winner} wins`);
    expect(m.result?.ranking[0]).toMatchObject({ place: 1, name: winner });
    expect(m.yourMoves).toBeNull();
  });
});

describe('digestFor', () => {
  const steps: AppliedStep[] = [
    { step: 1, seat: 0, move: 'roll', data: { kind: 'roll' }, by: 'player', reveals: true, events: [{ seat: 0, text: 'rolls 4' }] },
    {
      step: 2,
      seat: 0,
      move: 'hold',
      data: { kind: 'hold' },
      by: 'player',
      reveals: false,
      events: [{ seat: 0, text: 'You score 1 VP.', visibleTo: [0] }],
    },
    { step: 3, seat: 0, move: 'confirm', data: { kind: 'confirm' }, by: 'forced', reveals: false, events: [] },
  ];
  const nameOf = (s: number) => NAMES[s] as string;

  it('names the actor of public events, shows private ones only to their reader without a name, moves without events as notation, and marks forced steps', () => {
    expect(digestFor(steps, 0, nameOf)).toEqual([
      { actor: 'Anna', text: 'rolls 4' },
      { actor: null, text: 'You score 1 VP.' },
      { actor: 'Anna', text: 'confirm', how: 'forced' },
    ]);
    expect(digestFor(steps, 1, nameOf)).toEqual([
      { actor: 'Anna', text: 'rolls 4' },
      { actor: 'Anna', text: 'confirm', how: 'forced' },
    ]);
  });
});

describe('mailRenderCommand', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'pbem-mail-render-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const lookup = (id: string) => (id === 'puerto-rico' ? puertoRico : null);

  it('renders a seat’s status email from a game file: text printed, HTML written', async () => {
    const played = randomPlayout(puertoRico, 3, 'cli-render', { checks: 'none' });
    const moves = played.moves.slice(0, 40);
    const file = join(dir, 'game.json');
    await writeFile(file, JSON.stringify({ game: 'puerto-rico', players: 3, seed: 'cli-render', names: ['Anna', 'Ben', 'Chiara'], moves }));
    const html = join(dir, 'out.html');
    const out = await mailRenderCommand(file, { seat: 1, html, text: true }, lookup);
    expect(out.exitCode).toBe(0);
    expect(out.output).toMatch(/^HTML written to .*out\.html/);
    expect(out.output).toMatch(/Subject: \[Puerto Rico local\] /);
    expect(out.output).toMatch(/local#\d+/);
    // Turn order from the Governor (rules/puerto-rico.md §3), with names, never seat numbers.
    expect(out.output).toMatch(/Turn order: 1\. (Anna|Ben|Chiara)/);
    expect(out.output).toContain('Ben (you)');
    expect(out.output).not.toMatch(/\bSeat \d/);
    const written = await readFile(html, 'utf8');
    expect(written).toContain('Board · round');
    expect(written).not.toContain('{{');
  });

  it('renders the Japanese email with --lang ja: Japanese headline, labels and footer, text and HTML', async () => {
    const played = randomPlayout(puertoRico, 3, 'cli-render-ja', { checks: 'none' });
    const file = join(dir, 'game-ja.json');
    await writeFile(
      file,
      JSON.stringify({
        game: 'puerto-rico',
        players: 3,
        seed: 'cli-render-ja',
        names: ['Gin', 'Hana', 'Kai'],
        moves: played.moves.slice(0, 40),
      }),
    );
    const html = join(dir, 'out-ja.html');
    const out = await run(['mail', 'render', file, '--seat', '1', '--lang', 'ja', '--text', '--html', html]);
    expect(out.exitCode).toBe(0);
    expect(out.output).toMatch(/Subject: \[プエルトリコ local\] /);
    expect(out.output).toMatch(/の番です：/);
    expect(out.output).toContain('Hana（あなた）');
    expect(out.output).toContain('「ヘルプ」と返信するとコマンド一覧が届きます。');
    expect(jaStyleFaults(out.output)).toEqual([]);
    const written = await readFile(html, 'utf8');
    expect(written).toContain('lang="ja"');
    expect(written).toContain('Hana &lt;player2@localhost&gt; 宛てに、メール対戦サービスから自動送信されたメールです。');
  });

  it('renders English without --lang, and refuses a language it does not write', async () => {
    const file = join(dir, 'game-en.json');
    await writeFile(file, JSON.stringify({ game: 'puerto-rico', players: 3, seed: 'cli-render-en' }));
    expect((await run(['mail', 'render', file, '--seat', '0'])).output).toContain('Turn order: 1.');
    const refused = await run(['mail', 'render', file, '--seat', '0', '--lang', 'fr']);
    expect(refused.exitCode).toBe(2);
    expect(refused.output).toContain('--lang takes en or ja');
  });

  it('refuses a game file whose game is not registered', async () => {
    const file = join(dir, 'pig.json');
    await writeFile(file, JSON.stringify({ game: 'no-such-game', players: 2, seed: 's' }));
    const out = await mailRenderCommand(file, { seat: 0, text: true }, lookup);
    expect(out.exitCode).toBe(2);
    expect(out.output).toContain('unknown game "no-such-game"');
  });

  it('refuses a seat the game does not have', async () => {
    const file = join(dir, 'two.json');
    await writeFile(file, JSON.stringify({ game: 'puerto-rico', players: 2, seed: 's' }));
    const out = await mailRenderCommand(file, { seat: 2, text: true }, lookup);
    expect(out.exitCode).toBe(2);
    expect(out.output).toContain('--seat must be 0 to 1');
  });

  it('writes the whole MIME email with the board picture inline (--eml) and the picture alone (--png)', async () => {
    const played = randomPlayout(puertoRico, 3, 'cli-eml', { checks: 'none' });
    const file = join(dir, 'eml.json');
    await writeFile(file, JSON.stringify({ game: 'puerto-rico', players: 3, seed: 'cli-eml', moves: played.moves.slice(0, 30) }));
    const eml = join(dir, 'out.eml');
    const png = join(dir, 'out.png');
    const out = await mailRenderCommand(file, { seat: 2, eml, png, text: false }, lookup);
    expect(out.exitCode).toBe(0);
    expect(out.output).toMatch(/PNG written to .*out\.png \(640×\d+, \d+ bytes\)/);
    expect(out.output).toMatch(/Email written to .*out\.eml \(\d+ bytes, board picture inline\)/);
    const parsed = await PostalMime.parse(await readFile(eml));
    const part = parsed.attachments.find((a) => a.contentId === '<board@pbem.picture>');
    const picture = await readFile(png);
    expect(Buffer.from(part!.content as ArrayBuffer).equals(picture)).toBe(true);
    expect(picture.readUInt32BE(16)).toBeGreaterThanOrEqual(600);
    expect(parsed.html).toMatch(/<img src="cid:board@pbem\.picture" width="640" height="\d+" alt="Puerto Rico board, round \d+/);
    expect(parsed.text).toContain('Governor');
  }, 30_000);

  it('says where a game file stops applying, and exits 1', async () => {
    const file = join(dir, 'bad.json');
    await writeFile(file, JSON.stringify({ game: 'puerto-rico', players: 3, seed: 's', moves: [{ seat: 0, move: 'fly to the moon' }] }));
    const out = await mailRenderCommand(file, { seat: 0, text: true }, lookup);
    expect(out.exitCode).toBe(1);
    expect(out.output).toContain('The game file stops applying at move 1');
  });
});
