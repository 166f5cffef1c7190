/** The game file: the JSON a user keeps for a CLI game. Validated with zod at the boundary. */
import { readFile, writeFile } from 'node:fs/promises';
// Namespace import: lets the bundler drop the parts of zod we do not use.
import * as z from 'zod';

export const gameFileSchema = z.object({
  game: z.string().min(1),
  players: z.number().int().positive(),
  seed: z.string(),
  options: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).default({}),
  names: z.array(z.string()).optional(),
  moves: z
    .array(
      z.object({
        seat: z.number().int().nonnegative(),
        move: z.string(),
        by: z.enum(['player', 'forced', 'timeout', 'bot']).optional(),
      }),
    )
    .default([]),
});

export type GameFile = z.infer<typeof gameFileSchema>;

export class GameFileError extends Error {
  override readonly name = 'GameFileError';
}

export async function readGameFile(path: string): Promise<GameFile> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (e) {
    throw new GameFileError(`cannot read ${path}: ${(e as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new GameFileError(`${path} is not valid JSON: ${(e as Error).message}`);
  }
  const parsed = gameFileSchema.safeParse(json);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new GameFileError(`${path}: ${first ? `${first.path.join('.') || 'file'}: ${first.message}` : 'invalid game file'}`);
  }
  return parsed.data;
}

export async function writeGameFile(path: string, file: GameFile): Promise<void> {
  await writeFile(path, `${JSON.stringify(file, null, 2)}\n`, 'utf8');
}
