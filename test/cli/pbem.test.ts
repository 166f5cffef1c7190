import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { run } from '../../cli/main';
import { playCommand } from '../../cli/play';
import { readGameFile } from '../../cli/game-file';

async function tempFile(content: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pbem-cli-'));
  const file = path.join(dir, 'game.json');
  await writeFile(file, content);
  return file;
}

describe('pbem', () => {
  it('lists every registered game with its player counts and options', async () => {
    const r = await run(['games', '--json']);
    expect(r.exitCode).toBe(0);
    const games = JSON.parse(r.output) as { id: string; players: string }[];
    expect(games.map((g) => g.id)).toEqual(expect.arrayContaining(['puerto-rico', 'barrage']));
    expect(games.find((g) => g.id === 'puerto-rico')!.players).toBe('2-5');
  });

  it('prints a new game file that replays to a running game', async () => {
    const r = await run(['new', 'puerto-rico', '--players', '3', '--seed', 'abc', '--name', 'Ann']);
    expect(r.exitCode).toBe(0);
    const file = JSON.parse(r.output);
    expect(file).toMatchObject({ game: 'puerto-rico', players: 3, seed: 'abc', moves: [], names: ['Ann'] });
    const replayed = await run(['replay', await tempFile(r.output), '--json']);
    expect(JSON.parse(replayed.output)).toEqual({
      game: 'puerto-rico',
      finished: false,
      pending: [expect.any(Number)],
      scores: [],
      ranking: [],
      moves: 0,
      error: null,
    });
  });

  it('refuses bad usage with exit code 2', async () => {
    expect((await run(['new', 'chess', '--players', '2'])).exitCode).toBe(2);
    expect((await run(['new', 'puerto-rico', '--players', '9'])).exitCode).toBe(2);
    expect((await run(['new', 'puerto-rico', '--players', '3', '--option', 'nonsense=1'])).exitCode).toBe(2);
    expect((await run(['frobnicate'])).exitCode).toBe(2);
    expect((await run(['show', '/nonexistent/game.json'])).exitCode).toBe(2);
  });

  it('shows the position, whose turn it is and the numbered legal moves', async () => {
    const file = await tempFile((await run(['new', 'puerto-rico', '--players', '3', '--seed', 'abc'])).output);
    const seat = JSON.parse((await run(['replay', file, '--json'])).output).pending[0] as number;
    const r = await run(['show', file, '--seat', String(seat)]);
    expect(r.exitCode).toBe(0);
    expect(r.output).toContain(`Viewing as Player ${seat + 1} (--seat=${seat})`);
    expect(r.output).toContain(`Waiting for: Player ${seat + 1} to `);
    expect(r.output).toMatch(/Your moves:\n\s+1\. /);
  });

  it('names the move that breaks a game file and exits 1', async () => {
    const base = JSON.parse((await run(['new', 'puerto-rico', '--players', '3', '--seed', 'abc'])).output);
    const first = JSON.parse((await run(['replay', await tempFile(JSON.stringify(base)), '--json'])).output).pending[0] as number;
    // The governor takes the Settler; the same seat cannot then also take the Mayor.
    base.moves = [
      { seat: first, move: 'role settler' },
      { seat: first, move: 'role mayor' },
    ];
    const r = await run(['replay', await tempFile(JSON.stringify(base)), '--json']);
    expect(r.exitCode).toBe(1);
    expect(JSON.parse(r.output).error).toMatchObject({ index: 1 });
  });

  it('plays seeded random games and reports errors, decisions and speed', async () => {
    const r = await run(['random', 'puerto-rico', '--players', '2', '--games', '3', '--seed', 's', '--json']);
    expect(r.exitCode).toBe(0);
    const summary = JSON.parse(r.output);
    expect(summary).toMatchObject({ game: 'puerto-rico', players: 2, games: 3, finished: 3, errors: [] });
    expect(summary.meanDecisions).toBeGreaterThan(50);
    expect(summary.playoutsPerSecond).toBeGreaterThan(0);
  });

  it('random takes game options (--option key=value, as new does); a bad option is a usage error', async () => {
    const r = await run([
      'random',
      'puerto-rico',
      '--players',
      '3',
      '--games',
      '2',
      '--seed',
      's',
      '--option',
      'expansions=buildings,nobles',
      '--option',
      'selection=random',
      '--json',
    ]);
    expect(r.exitCode).toBe(0);
    expect(JSON.parse(r.output)).toMatchObject({
      finished: 2,
      errors: [],
      options: { expansions: 'buildings,nobles', selection: 'random' },
    });
    const bad = await run(['random', 'puerto-rico', '--players', '3', '--games', '2', '--option', 'expansions=all']);
    expect(bad.exitCode).toBe(2);
    expect(bad.output).toContain('Option expansions: use one of none, buildings, nobles, buildings,nobles, nobles,buildings, not "all".');
  });

  it('plays hot-seat in the terminal: a bad move gets the reason, a good one is saved to the file', async () => {
    const file = await tempFile((await run(['new', 'puerto-rico', '--players', '3', '--seed', 'abc'])).output);
    const input = new PassThrough();
    let printed = '';
    const output = new Writable({
      write(chunk, _enc, done) {
        printed += String(chunk);
        done();
      },
    });
    input.end('dance\n1\nq\n');
    const r = await playCommand(file, await readGameFile(file), input, output);
    expect(r.exitCode).toBe(0);
    expect(printed).toContain('Not applied: "dance" is not a legal move');
    const saved = JSON.parse(await readFile(file, 'utf8'));
    expect(saved.moves).toHaveLength(1);
    const first = JSON.parse((await run(['replay', file, '--json'])).output);
    expect(first.error).toBeNull();
    expect(printed).toContain(`Player ${saved.moves[0].seat + 1}, choose a role`);
    expect(printed).not.toMatch(/\(seat \d\)/);
  });

  it('pbem play answers help, status and undo, and does not print the board again after a refused line', async () => {
    const file = await tempFile(
      (await run(['new', 'puerto-rico', '--players', '3', '--seed', 'abc', '--name', 'Ann', '--name', 'Bo', '--name', 'Cy'])).output,
    );
    const input = new PassThrough();
    let printed = '';
    const output = new Writable({
      write(chunk, _enc, done) {
        printed += String(chunk);
        done();
      },
    });
    input.end('dance\nhelp\n1\nundo\nstatus\nq\n');
    const r = await playCommand(file, await readGameFile(file), input, output);
    expect(r.exitCode).toBe(0);
    const boards = (text: string) => (text.match(/decision #/g) ?? []).length;
    const refused = printed.indexOf('Not applied: "dance"');
    const helped = printed.indexOf('status  show the position again');
    expect(refused).toBeGreaterThan(0);
    expect(helped).toBeGreaterThan(refused);
    // Only the first board before the refusal and the help; none between them.
    expect(boards(printed.slice(0, refused))).toBe(1);
    expect(boards(printed.slice(refused, helped))).toBe(0);
    expect(printed).toMatch(/Took back: role \w+\./);
    expect(JSON.parse(await readFile(file, 'utf8')).moves).toHaveLength(0);
    // Names, never seat numbers.
    expect(printed).not.toMatch(/\bSeat \d/);
  });

  it('parses a raw mail with the inbound code (pbem mail parse)', async () => {
    const r = await run(['mail', 'parse', 'test/fixtures/mail/several-moves.eml', '--json']);
    expect(r.exitCode).toBe(0);
    expect(JSON.parse(r.output).commands.length).toBeGreaterThan(1);
  });
});

describe('pbem reminders run', () => {
  it('runs the job against a local data folder and moves its clock forward', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'pbem-rem-'));
    const first = await run(['reminders', 'run', '--data', dir]);
    expect(first.exitCode).toBe(0);
    expect(first.output).toMatch(/^reminders run at .*: 0 mails delivered/);
    const later = await run(['reminders', 'run', '--data', dir, '--now', '2099-01-01T00:00:00Z']);
    expect(later.output).toContain('reminders run at 2099-01-01T00:00');
    const back = await run(['reminders', 'run', '--data', dir, '--now', '2020-01-01T00:00:00Z']);
    expect(back.exitCode).toBe(2);
    expect(back.output).toContain('can only move it forward');
  });
});
