/** Dutch texts of the admin remote (loaded on demand with its pages), written like the shared Dutch catalogue. */
import type { Messages } from './en';

export const nl: Messages = {
  'admin.approve': 'Goedkeuren',
  'admin.reject': 'Afwijzen',
  'admin.status': 'Status',
  'admin.fanzone.intro': 'Foto\'s die rijders naar de fanzone stuurden. Goedgekeurde foto\'s staan meteen in de galerij; de rijder krijgt hoe dan ook een mail.',
  'admin.fanzone.empty': 'Geen foto\'s met deze status.',
  'admin.fanzone.status.submitted': 'Wachtend',
  'admin.fanzone.status.approved': 'Goedgekeurd',
  'admin.fanzone.status.rejected': 'Afgewezen',
  'admin.fanzone.reason': 'Reden',
  'admin.fanzone.reason.persons': 'Toont personen',
  'admin.fanzone.reason.notABike': 'Geen fiets van ons',
  'admin.fanzone.reason.quality': 'Te donker, onscherp of klein',
  'admin.fanzone.reason.rights': 'Geen recht om te publiceren',
  'admin.fanzone.reason.other': 'Anders (met notitie)',
  'admin.fanzone.note': 'Notitie voor de rijder',
  'admin.fanzone.noteNeeded': '"Anders" heeft een notitie voor de rijder nodig.',
  'admin.fanzone.concept': 'Gekoppeld concept {code}',
  'admin.history': 'Geschiedenis',
  'admin.history.none': 'Nog geen actie van een beheerder.',
};
