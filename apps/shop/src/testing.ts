import { en as sharedEnglish } from '@bike/shared/i18n';
import { en as shopEnglish } from './messages/en';
import { en as checkoutEnglish } from './checkout/messages/en';
import { en as listEnglish } from './shop/messages/en';

/**
 * The English texts a shop page sees (the shared catalogue with the shop's own over it), for
 * component tests; the shop list's and the cart and checkout's groups are in too, as on those pages.
 */
export const en = { ...sharedEnglish, ...shopEnglish, ...listEnglish, ...checkoutEnglish };
