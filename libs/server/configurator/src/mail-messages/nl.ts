/** Dutch texts of the chat helper's mails (je, like the site). */
import type { HelpMailMessages } from './en';

export const nl: HelpMailMessages = {
  'support.subject': 'Vraag in de configurator over het model {model}',
  'support.intro': 'Iemand vraagt om hulp in de configurator van {brand}.',
  'support.emailProven': '{email} (aangemeld, adres bevestigd)',
  'support.emailUnproven': '{email} (niet bevestigd)',
  'support.question': 'De vraag:',
  'support.build': 'De configuratie die openstond:',
  'support.action': 'Open de configuratie',
  'support.reply': 'Beantwoord deze mail om deze persoon in de eigen taal te antwoorden.',
  'row.name': 'Naam',
  'row.email': 'E-mailadres',
  'row.language': 'Taal',
  'row.model': 'Fietsmodel',
  'copy.subject': 'We hebben je vraag over het model {model}',
  'copy.intro': 'Bedankt voor je bericht vanuit de configurator van {brand}. Je vraag over het model {model} is bij ons team aangekomen.',
  'copy.question': 'Je vraag:',
  'copy.next': 'Ons team beantwoordt vragen over maten, onderdelen en levering per e-mail, meestal binnen één werkdag.',
  'copy.build': 'De link hieronder opent de fiets precies zoals je hem had samengesteld toen je ons schreef.',
  'copy.action': 'Open je configuratie',
  'copy.add': 'Wil je nog iets toevoegen? Beantwoord dan gewoon deze mail.',
  'signOff': 'Het team van {brand}',
};
