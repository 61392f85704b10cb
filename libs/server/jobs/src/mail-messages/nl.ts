/** Dutch texts of the job mails (je, like the site). */
import type { JobMailMessages } from './en';

export const nl: JobMailMessages = {
  'receipt.subject': 'Je sollicitatie: {job}',
  'receipt.intro': 'Bedankt voor je sollicitatie als {job} bij {brand}. Je cv en je brief zijn bij ons team aangekomen.',
  'receipt.next': 'Hoe het verder gaat: iemand van ons team leest elke sollicitatie en antwoordt je binnen twee weken per e-mail, met een uitnodiging voor een gesprek of met ons besluit.',
  'receipt.add': 'Wil je nog iets aan je sollicitatie toevoegen? Beantwoord dan gewoon deze mail.',
  'receipt.action': 'Bekijk de vacature',
  'receipt.signOff': 'Het team van {brand}',
  'row.job': 'Vacature',
  'row.name': 'Naam',
  'row.email': 'E-mailadres',
  'row.phone': 'Telefoon',
  'application.subject': 'Sollicitatie: {job} ({name})',
  'application.intro': 'Via de webshop van {brand} is een nieuwe sollicitatie binnengekomen.',
  'application.cv': 'Open het cv (pdf, aangemeld als beheerder)',
  'application.letter': 'De sollicitatiebrief:',
  'application.reply': 'Beantwoord deze mail om de sollicitant te antwoorden.',
};
