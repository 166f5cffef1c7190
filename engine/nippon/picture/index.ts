import type { BoardPicture } from '../../core/picture';
import type { Lang } from '../../core/types';
import type { NipponView } from '../view';

export function nipponPicture(_v: NipponView, _lang: Lang): BoardPicture | null {
  return null;
}
