/** Dutch texts of the account mails, written like the site (je). */
import type { AccountMailMessages } from './en';

export const nl: AccountMailMessages = {
  'activation.subject': 'Activeer je account bij {brand}',
  'activation.intro': 'Bedankt voor het aanmaken van een account bij {brand}. Activeer het met de knop hieronder; de link werkt {days, plural, one {# dag} other {# dagen}}.',
  'activation.action': 'Mijn account activeren',
  'reset.subject': 'Kies een nieuw wachtwoord voor {brand}',
  'reset.intro': 'We kregen een vraag om het wachtwoord van je account bij {brand} opnieuw in te stellen. Kies een nieuw wachtwoord met de knop hieronder; de link werkt {hours, plural, one {# uur} other {# uur}}.',
  'reset.action': 'Nieuw wachtwoord kiezen',
  'emailChange.subject': 'Bevestig je nieuwe e-mailadres',
  'emailChange.intro': 'Je wilt voortaan {email} gebruiken voor je account bij {brand}.',
  'emailChange.when': 'Bevestig dat met de knop hieronder; de link werkt {hours, plural, one {# uur} other {# uur}}. Tot dan houdt je account zijn huidige adres.',
  'emailChange.action': 'Mijn nieuwe e-mailadres bevestigen',
  'emailNotice.subject': 'Je e-mailadres wordt binnenkort gewijzigd',
  'emailNotice.intro': 'Iemand heeft gevraagd om het e-mailadres van je account bij {brand} te wijzigen van {oldEmail} naar {newEmail}.',
  'emailNotice.when': 'De wijziging gaat pas in als ze vanaf het nieuwe adres bevestigd is; tot dan verandert er niets.',
  'emailNotice.notYou': 'Was jij dit niet? Log dan meteen in, wijzig je wachtwoord en neem contact op met onze klantenservice.',
  'ignore': 'Heb je hier niet om gevraagd? Dan kun je deze mail negeren.',
};
