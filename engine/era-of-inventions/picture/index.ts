import type { BoardPicture } from '../../core/picture';
import type { Lang } from '../../core/types';
import type { EraView } from '../view';

export function eraPicture(_v: EraView, _lang: Lang): BoardPicture | null {
  return null;
}
