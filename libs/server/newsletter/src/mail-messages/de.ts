/** German texts of the newsletter mails (du, as the site). */
import type { NewsletterMailMessages } from './en';

export const de: NewsletterMailMessages = {
  'optIn.subject': 'Bitte bestätige dein Abo des Newsletters von {brand}',
  'optIn.intro': 'Jemand, hoffentlich du, möchte den Newsletter von {brand} an diese Adresse bekommen.',
  'optIn.when': 'Bestätige dein Abo mit dem Button unten; der Link gilt {days, plural, one {# Tag} other {# Tage}}. Wenn du das nicht angefordert hast, ignoriere diese Mail: Du bekommst den Newsletter dann nicht.',
  'optIn.action': 'Abo bestätigen',
  'welcome.subject': 'Willkommen beim Newsletter von {brand}',
  'welcome.intro': 'Danke für deine Bestätigung: Du hast den Newsletter von {brand} abonniert. Neue Räder, Touren und Geschichten, einmal im Monat.',
  'welcome.action': 'Zu {brand}',
  'footer.reason': 'Du bekommst diese Mail, weil diese Adresse für den Newsletter von {brand} angegeben wurde.',
  'footer.unsubscribe': 'Sofort abmelden',
};
