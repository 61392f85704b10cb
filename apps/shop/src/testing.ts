import { en as sharedEnglish } from '@bike/shared/i18n';
import { en as shopEnglish } from './messages/en';

/** The English texts a shop page sees (the shared catalogue with the shop's own over it), for component tests. */
export const en = { ...sharedEnglish, ...shopEnglish };
