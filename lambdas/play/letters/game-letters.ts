/**
 * What every letter about one game needs, worked out once per game item: the game's module,
 * the names by seat, the title in each language, and each player's addressing (reply
 * address, unsubscribe link, subject). A reply builds it once and hands it to each answer,
 * instead of looking the module up and deriving the reply token again for every letter.
 */
import type { AnyGame } from '../../../engine/index';
import type { GameRef, NumberedMove, StatusEmailModel } from '../../../templates/model';
import type { Lang } from '../../../templates/i18n/index';
import type { NewMail, Player } from '../../store/index';
import type { ServiceConfig } from '../deps';
import {
  addressing,
  gameModule,
  gameRef,
  namer,
  statusModel,
  toPlayer,
  yourMoves,
  type LetterContent,
  type LiveGame,
  type StatusExtras,
} from './compose-letters';

export interface GameLetters {
  readonly game: LiveGame;
  readonly module: AnyGame;
  /** A seat's name as the game knows it. */
  readonly nameOf: (seat: number) => string;
  player(seat: number): Player;
  ref(lang: Lang): GameRef;
  /** Recipient, reply address, unsubscribe link, language and subject for `player`. */
  addressing(player: Player): ReturnType<typeof addressing>;
  /** A letter to `player`, threaded per game and seat. */
  toPlayer(player: Player, content: LetterContent): NewMail;
  status(player: Player, extras: StatusExtras): StatusEmailModel;
  yourMoves(seat: number, lang: Lang): NumberedMove[] | null;
}

export function lettersFor(config: ServiceConfig, game: LiveGame): GameLetters {
  const module = gameModule(game.kind);
  const refs = new Map<Lang, GameRef>();
  const addressed = new Map<number, ReturnType<typeof addressing>>();
  const nameOf = namer(game);
  return {
    game,
    module,
    nameOf,
    player: (seat) => game.players.find((p) => p.seat === seat)!,
    ref(lang) {
      let ref = refs.get(lang);
      if (!ref) refs.set(lang, (ref = gameRef(game, lang)));
      return ref;
    },
    addressing(player) {
      const key = player.seat;
      let found = addressed.get(key);
      // A setting changed in this reply (language) changes the addressing: only the same player object is reused.
      if (!found || found.recipient.address !== player.address || found.lang !== (player.language ?? 'en')) {
        addressed.set(key, (found = addressing(config, game, player)));
      }
      return found;
    },
    toPlayer: (player, content) => toPlayer(config, game, player, content),
    status: (player, extras) => statusModel(config, game, player, extras),
    yourMoves: (seat, lang) => yourMoves(game, seat, lang),
  };
}
