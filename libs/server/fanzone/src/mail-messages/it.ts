/** Italian texts of the fan-zone decision mail (tu, like the site). */
import type { FanzoneMailMessages } from './en';

export const it: FanzoneMailMessages = {
  'approved.subject': 'La tua foto «{caption}» è nella fan zone',
  'approved.intro': 'Buone notizie: la tua foto «{caption}» è ora nella galleria della fan zone di {brand}, in cima alle foto più recenti.',
  'approved.thanks': 'Grazie per aver condiviso la tua uscita: ora altri ciclisti possono vederla.',
  'approved.concept': 'Le hai collegato il concept {code}, quindi possono comporre la stessa bici con un clic.',
  'approved.action': 'Guardala nella fan zone',
  'approved.withdraw': 'Hai cambiato idea? Puoi togliere la foto dalla galleria in qualsiasi momento dalla stessa pagina, in «Le tue foto».',
  'rejected.subject': 'A proposito della tua foto «{caption}»',
  'rejected.intro': 'I nostri moderatori hanno esaminato la tua foto «{caption}» e non hanno potuto pubblicarla nella fan zone di {brand}.',
  'rejected.why': 'Il motivo:',
  'rejected.note': 'Una nota dei nostri moderatori:',
  'rejected.again': 'Puoi inviare volentieri un’altra foto della tua uscita.',
  'rejected.action': 'Invia un’altra foto',
  'reason.persons': 'Mostra delle persone. Per proteggere la privacy di tutti, la fan zone mostra bici senza persone riconoscibili.',
  'reason.notABike': 'Non siamo riusciti a vedere una delle nostre bici.',
  'reason.quality': 'È troppo scura, sfocata o piccola per rendere bene.',
  'reason.rights': 'Sembra una foto che non hai il diritto di pubblicare.',
  'reason.other': 'Non si adatta a ciò che mostra la fan zone.',
  'signOff': 'Il team di {brand}',
};
