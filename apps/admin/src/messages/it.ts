/** Italian texts of the admin remote (loaded on demand with its pages), written like the shared Italian catalogue. */
import type { Messages } from './en';

export const it: Messages = {
  'admin.approve': 'Approva',
  'admin.reject': 'Rifiuta',
  'admin.status': 'Stato',
};
