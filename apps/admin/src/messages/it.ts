/** Italian texts of the admin remote (loaded on demand with its pages), written like the shared Italian catalogue. */
import type { Messages } from './en';

export const it: Messages = {
  'admin.approve': 'Approva',
  'admin.reject': 'Rifiuta',
  'admin.status': 'Stato',
  'admin.fanzone.intro': 'Foto inviate dai ciclisti alla fan zone. Quelle approvate sono subito nella galleria; il ciclista riceve un\'e-mail in ogni caso.',
  'admin.fanzone.empty': 'Nessuna foto con questo stato.',
  'admin.fanzone.status.submitted': 'In attesa',
  'admin.fanzone.status.approved': 'Approvate',
  'admin.fanzone.status.rejected': 'Rifiutate',
  'admin.fanzone.reason': 'Motivo',
  'admin.fanzone.reason.persons': 'Mostra persone',
  'admin.fanzone.reason.notABike': 'Non è una nostra bici',
  'admin.fanzone.reason.quality': 'Troppo scura, sfocata o piccola',
  'admin.fanzone.reason.rights': 'Nessun diritto di pubblicarla',
  'admin.fanzone.reason.other': 'Altro (con una nota)',
  'admin.fanzone.note': 'Nota per il ciclista',
  'admin.fanzone.noteNeeded': '«Altro» richiede una nota per il ciclista.',
  'admin.fanzone.concept': 'Concept collegato {code}',
  'admin.history': 'Cronologia',
  'admin.history.none': 'Nessun amministratore è ancora intervenuto.',
};
