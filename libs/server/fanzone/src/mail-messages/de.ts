/** German texts of the fan-zone decision mail, written like the site (du). */
import type { FanzoneMailMessages } from './en';

export const de: FanzoneMailMessages = {
  'approved.subject': 'Dein Foto „{caption}“ ist in der Fanzone',
  'approved.intro': 'Gute Nachricht: Dein Foto „{caption}“ ist jetzt in der Galerie der Fanzone von {brand}, ganz oben bei den neuesten Fotos.',
  'approved.thanks': 'Danke, dass du deine Tour mit uns teilst: Andere sehen dein Foto jetzt.',
  'approved.concept': 'Du hast das Konzept {code} damit verknüpft, also können sie mit einem Klick dasselbe Rad zusammenstellen.',
  'approved.action': 'In der Fanzone ansehen',
  'approved.withdraw': 'Doch anders überlegt? Du kannst das Foto jederzeit auf derselben Seite unter „Deine Fotos“ aus der Galerie nehmen.',
  'rejected.subject': 'Zu deinem Foto „{caption}“',
  'rejected.intro': 'Unser Team hat sich dein Foto „{caption}“ angesehen und konnte es nicht in der Fanzone von {brand} veröffentlichen.',
  'rejected.why': 'Der Grund:',
  'rejected.note': 'Eine Notiz von unserem Team:',
  'rejected.again': 'Du kannst gern ein anderes Foto von deiner Tour schicken.',
  'rejected.action': 'Ein anderes Foto schicken',
  'reason.persons': 'Es zeigt Personen. Zum Schutz der Privatsphäre zeigt die Fanzone Räder ohne erkennbare Personen.',
  'reason.notABike': 'Wir konnten darauf keines unserer Räder erkennen.',
  'reason.quality': 'Es ist zu dunkel, unscharf oder klein, um gut zu wirken.',
  'reason.rights': 'Es scheint ein Foto zu sein, das du nicht veröffentlichen darfst.',
  'reason.other': 'Es passt nicht zu dem, was die Fanzone zeigt.',
  'signOff': 'Dein Team von {brand}',
};
