/** Dutch texts of the newsletter's link pages (je, as the site). */
import type { NewsletterPageMessages } from './en';

export const nl: NewsletterPageMessages = {
  'confirm.title': 'Bevestig je inschrijving',
  'confirm.text': 'Druk op de knop om de nieuwsbrief van {brand} te ontvangen. Je kunt je altijd uitschrijven via de link in elke mail.',
  'confirm.button': 'Mijn inschrijving bevestigen',
  'subscribed.title': 'Je bent ingeschreven',
  'subscribed.text': 'Bedankt voor je bevestiging. Je ontvangt voortaan de nieuwsbrief van {brand}; in elke mail staat een link om je uit te schrijven.',
  'subscribed.already': 'Je inschrijving op de nieuwsbrief van {brand} was al bevestigd. Je hoeft niets meer te doen.',
  'unsubscribe.title': 'Uitschrijven voor de nieuwsbrief',
  'unsubscribe.text': 'Druk op de knop en dit adres ontvangt geen nieuwsbrieven van {brand} meer.',
  'unsubscribe.button': 'Uitschrijven',
  'unsubscribed.title': 'Je bent uitgeschreven',
  'unsubscribed.text': 'Dit adres ontvangt geen nieuwsbrieven van {brand} meer. Toch van gedachten veranderd? Je kunt je altijd opnieuw inschrijven op onze site.',
  'invalid.title': 'Deze link is ongeldig of verlopen',
  'invalid.text': 'Controleer of je de volledige link uit de mail hebt geopend. Een bevestigingslink werkt {days, plural, one {# dag} other {# dagen}}; voor een nieuwe schrijf je je gewoon opnieuw in op onze site.',
  'limited.title': 'Te veel pogingen',
  'limited.text': 'Wacht even en probeer het dan opnieuw.',
  'home': 'Terug naar {brand}',
};
