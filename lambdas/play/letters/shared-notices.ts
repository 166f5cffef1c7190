/**
 * A notice for every player ("Bo resigned", "Cy is away until …"): written once, read by each
 * player in their own language, so it is kept as a sentence-maker over the message
 * catalogue and rendered per recipient (or queued, rendered, for their next email).
 */
import { messages, type Lang, type Messages } from '../../../templates/i18n/index';
import type { Notice } from '../../../templates/model';

export interface SharedNotice {
  readonly tone: Notice['tone'];
  /** `lang` for what the catalogue does not hold, such as a move's label in the reader's language. */
  readonly say: (t: Messages, lang: Lang) => string;
}

export function shared(tone: Notice['tone'], say: (t: Messages, lang: Lang) => string): SharedNotice {
  return { tone, say };
}

export function noticeIn(notice: SharedNotice, lang: Lang): Notice {
  return { tone: notice.tone, lines: [notice.say(messages(lang), lang)] };
}
