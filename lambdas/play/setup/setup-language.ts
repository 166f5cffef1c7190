/** Which language the set-up address (new@) answers in (every answer in both languages). */
import type { InboundMail } from '../../mail/inbound/index';
import type { Lang } from '../../../templates/index';
import type { Deps } from '../deps';
import { isJapanese } from '../reply/settings-words';

/**
 * The language of new@'s answers: `lang=` on the new line; else Japanese for a mail written in
 * Japanese; else the language the sender chose in one of their games (a few looked at); else English.
 */
export async function setupLanguage(deps: Deps, mail: InboundMail, from: string, langWord: string | undefined): Promise<Lang> {
  const asked = langWord === undefined ? undefined : ({ en: 'en', ja: 'ja' } as const)[langWord.toLowerCase() as 'en' | 'ja'];
  if (asked) return asked;
  if (isJapanese(mail.reply)) return 'ja';
  for (const { gameId, seat } of (await deps.store.gamesOf(from)).slice(0, KNOWN_LANGUAGE_LOOKUPS)) {
    const player = (await deps.store.getGame(gameId))?.players.find((p) => p.seat === seat && p.address === from);
    if (player?.language) return player.language;
  }
  return 'en';
}

/** Games read to find a sender's language: a few, so a stranger's mail costs little. */
const KNOWN_LANGUAGE_LOOKUPS = 3;
