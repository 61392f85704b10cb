/** Dutch texts of the fan-zone decision mail (je, like the site). */
import type { FanzoneMailMessages } from './en';

export const nl: FanzoneMailMessages = {
  'approved.subject': 'Je foto ‘{caption}’ staat in de fanzone',
  'approved.intro': 'Goed nieuws: je foto ‘{caption}’ staat nu in de galerij van de fanzone van {brand}, bovenaan bij de nieuwste foto’s.',
  'approved.thanks': 'Bedankt dat je je rit deelt: andere fietsers zien je foto nu.',
  'approved.concept': 'Je koppelde er het concept {code} aan, dus zij kunnen met één klik dezelfde fiets samenstellen.',
  'approved.action': 'Bekijk hem in de fanzone',
  'approved.withdraw': 'Toch niet? Je kunt de foto altijd op dezelfde pagina, onder ‘Jouw foto’s’, uit de galerij halen.',
  'rejected.subject': 'Over je foto ‘{caption}’',
  'rejected.intro': 'Onze moderatoren hebben je foto ‘{caption}’ bekeken en konden hem niet publiceren in de fanzone van {brand}.',
  'rejected.why': 'Waarom:',
  'rejected.note': 'Een notitie van onze moderatoren:',
  'rejected.again': 'Je mag gerust een andere foto van je rit sturen.',
  'rejected.action': 'Stuur een andere foto',
  'reason.persons': 'Er staan personen op. Om ieders privacy te beschermen, toont de fanzone fietsen zonder herkenbare personen.',
  'reason.notABike': 'We konden er geen fiets van ons op zien.',
  'reason.quality': 'Hij is te donker, onscherp of klein om goed uit te komen.',
  'reason.rights': 'Het lijkt een foto die je niet mag publiceren.',
  'reason.other': 'Hij past niet bij wat de fanzone toont.',
  'signOff': 'Het team van {brand}',
};
