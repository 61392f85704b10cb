import type { ErrorPageMessages } from './en';

export const nl: ErrorPageMessages = {
  'status': 'Foutcode {status}',
  'badRequest.title': 'Dit adres kan niet geopend worden',
  'badRequest.text': 'Het adres bevat tekens die geen enkele pagina van {brand} heeft. Controleer de link of begin opnieuw op de startpagina.',
  'serverError.title': 'Er ging bij ons iets mis',
  'serverError.text': 'We konden deze pagina nu niet tonen. Probeer het zo meteen opnieuw; blijft het gebeuren, begin dan opnieuw op de startpagina.',
  'notOpen.title': 'De winkel is nog niet open',
  'notOpen.text': 'De winkel van {brand} wordt ingericht en heeft nog niets te tonen. Kom een beetje later terug.',
  'home': 'Naar de startpagina van {brand}',
};
