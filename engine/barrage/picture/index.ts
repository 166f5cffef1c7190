import type { BoardPicture } from '../../core/picture';
import type { Lang } from '../../core/types';
import type { BarrageView } from '../view';

export function barragePicture(_v: BarrageView, _lang: Lang): BoardPicture | null {
  return null;
}
