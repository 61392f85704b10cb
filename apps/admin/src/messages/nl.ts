/** Dutch texts of the admin remote (loaded on demand with its pages), written like the shared Dutch catalogue. */
import type { Messages } from './en';

export const nl: Messages = {
  'admin.approve': 'Goedkeuren',
  'admin.reject': 'Afwijzen',
  'admin.status': 'Status',
};
