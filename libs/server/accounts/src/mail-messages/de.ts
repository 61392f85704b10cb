/** German texts of the account mails, written like the site (du). */
import type { AccountMailMessages } from './en';

export const de: AccountMailMessages = {
  'activation.subject': 'Aktiviere dein Konto bei {brand}',
  'activation.intro': 'Danke, dass du ein Konto bei {brand} angelegt hast. Aktiviere es mit dem Button unten; der Link gilt {days, plural, one {# Tag} other {# Tage}}.',
  'activation.action': 'Mein Konto aktivieren',
  'reset.subject': 'Neues Passwort für {brand}',
  'reset.intro': 'Wir haben eine Anfrage erhalten, das Passwort deines Kontos bei {brand} zurückzusetzen. Wähle mit dem Button unten ein neues; der Link gilt {hours, plural, one {# Stunde} other {# Stunden}}.',
  'reset.action': 'Neues Passwort wählen',
  'emailChange.subject': 'Bestätige deine neue E-Mail-Adresse',
  'emailChange.intro': 'Du möchtest ab jetzt {email} für dein Konto bei {brand} verwenden.',
  'emailChange.when': 'Bestätige das mit dem Button unten; der Link gilt {hours, plural, one {# Stunde} other {# Stunden}}. Bis dahin behält dein Konto seine bisherige Adresse.',
  'emailChange.action': 'Neue E-Mail-Adresse bestätigen',
  'emailNotice.subject': 'Deine E-Mail-Adresse wird bald geändert',
  'emailNotice.intro': 'Jemand hat darum gebeten, die E-Mail-Adresse deines Kontos bei {brand} von {oldEmail} auf {newEmail} zu ändern.',
  'emailNotice.when': 'Die Änderung gilt erst, wenn sie von der neuen Adresse aus bestätigt wird; bis dahin ändert sich nichts.',
  'emailNotice.notYou': 'Warst du das nicht? Dann melde dich sofort an, ändere dein Passwort und kontaktiere unseren Kundenservice.',
  'ignore': 'Wenn du das nicht angefordert hast, kannst du diese Mail ignorieren.',
};
