/** Dutch texts of the newsletter mails (je, as the site). */
import type { NewsletterMailMessages } from './en';

export const nl: NewsletterMailMessages = {
  'optIn.subject': 'Bevestig je inschrijving op de nieuwsbrief van {brand}',
  'optIn.intro': 'Iemand, hopelijk jij, wil de nieuwsbrief van {brand} op dit adres ontvangen.',
  'optIn.when': 'Bevestig je inschrijving met de knop hieronder; de link werkt {days, plural, one {# dag} other {# dagen}}. Heb je hier niet om gevraagd? Negeer deze mail dan: je krijgt de nieuwsbrief niet.',
  'optIn.action': 'Mijn inschrijving bevestigen',
  'welcome.subject': 'Welkom bij de nieuwsbrief van {brand}',
  'welcome.intro': 'Bedankt voor je bevestiging: je bent ingeschreven op de nieuwsbrief van {brand}. Nieuwe fietsen, ritten en verhalen, één keer per maand.',
  'welcome.action': 'Naar {brand}',
  'footer.reason': 'Je krijgt deze mail omdat dit adres is opgegeven voor de nieuwsbrief van {brand}.',
  'footer.unsubscribe': 'Meteen uitschrijven',
};
