import { createWording, type Wording } from '../src/wording.js';
import { fakeTranslate } from './fake-i18n.js';

/** The tile's and the modal's words as POS would give them in `locale`, times in `timeZone`. */
export function words(locale = 'en-GB', timeZone = 'UTC'): Wording {
  return createWording({ translate: fakeTranslate(locale), locale, timeZone });
}
