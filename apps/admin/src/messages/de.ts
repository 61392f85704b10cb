/** German texts of the admin remote (loaded on demand with its pages), written like the shared German catalogue. */
import type { Messages } from './en';

export const de: Messages = {
  'admin.approve': 'Freigeben',
  'admin.reject': 'Ablehnen',
  'admin.status': 'Status',
  'admin.fanzone.intro': 'Fotos, die Fahrer an die Fanzone geschickt haben. Freigegebene Fotos sind sofort in der Galerie; der Fahrer bekommt in jedem Fall eine E-Mail.',
  'admin.fanzone.empty': 'Keine Fotos mit diesem Status.',
  'admin.fanzone.status.submitted': 'Wartend',
  'admin.fanzone.status.approved': 'Freigegeben',
  'admin.fanzone.status.rejected': 'Abgelehnt',
  'admin.fanzone.reason': 'Grund',
  'admin.fanzone.reason.persons': 'Zeigt Personen',
  'admin.fanzone.reason.notABike': 'Keines unserer Räder',
  'admin.fanzone.reason.quality': 'Zu dunkel, unscharf oder klein',
  'admin.fanzone.reason.rights': 'Keine Rechte zur Veröffentlichung',
  'admin.fanzone.reason.other': 'Anderes (mit Notiz)',
  'admin.fanzone.note': 'Notiz für den Fahrer',
  'admin.fanzone.noteNeeded': '„Anderes“ braucht eine Notiz für den Fahrer.',
  'admin.fanzone.concept': 'Verknüpftes Konzept {code}',
  'admin.history': 'Verlauf',
  'admin.history.none': 'Noch keine Aktion eines Admins.',
};
