/** German texts of the newsletter's link pages (du, as the site). */
import type { NewsletterPageMessages } from './en';

export const de: NewsletterPageMessages = {
  'confirm.title': 'Bestätige dein Abo',
  'confirm.text': 'Drück auf den Button, um den Newsletter von {brand} zu bekommen. Du kannst dich jederzeit über den Link in jeder Mail wieder abmelden.',
  'confirm.button': 'Abo bestätigen',
  'subscribed.title': 'Du hast den Newsletter abonniert',
  'subscribed.text': 'Danke für deine Bestätigung. Du bekommst jetzt den Newsletter von {brand}; jede Mail enthält einen Link zum Abmelden.',
  'subscribed.already': 'Dein Abo des Newsletters von {brand} war schon bestätigt. Du musst nichts weiter tun.',
  'unsubscribe.title': 'Vom Newsletter abmelden',
  'unsubscribe.text': 'Drück auf den Button, und diese Adresse bekommt keinen Newsletter von {brand} mehr.',
  'unsubscribe.button': 'Abmelden',
  'unsubscribed.title': 'Du bist abgemeldet',
  'unsubscribed.text': 'Diese Adresse bekommt keinen Newsletter von {brand} mehr. Doch anders überlegt? Du kannst dich jederzeit wieder auf unserer Website anmelden.',
  'invalid.title': 'Dieser Link ist ungültig oder abgelaufen',
  'invalid.text': 'Prüfe, ob du den ganzen Link aus der Mail geöffnet hast. Ein Bestätigungslink gilt {days, plural, one {# Tag} other {# Tage}}; für einen neuen meldest du dich einfach noch einmal auf unserer Website an.',
  'limited.title': 'Zu viele Versuche',
  'limited.text': 'Warte bitte einen Moment und versuch es dann noch einmal.',
  'home': 'Zurück zu {brand}',
};
