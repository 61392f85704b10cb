import { en as sharedEnglish } from '@bike/shared/i18n';
import { en as shopEnglish } from './messages/en';
import { en as checkoutEnglish } from './checkout/messages/en';

/**
 * The English texts a shop page sees (the shared catalogue with the shop's own over it), for
 * component tests; the cart and checkout group is in too, as on those pages.
 */
export const en = { ...sharedEnglish, ...shopEnglish, ...checkoutEnglish };
