import { en as sharedEnglish } from '@bike/shared/i18n';
import { nl as sharedDutch } from '@bike/shared/i18n/messages/nl';
import { en as accountEnglish } from './messages/en';
import { nl as accountDutch } from './messages/nl';

/** The texts an account page sees (the shared catalogue with the account remote's own over it), for component tests. */
export const en = { ...sharedEnglish, ...accountEnglish };
export const nl = { ...sharedDutch, ...accountDutch };
