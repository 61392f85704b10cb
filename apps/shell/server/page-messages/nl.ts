import type { ErrorPageMessages } from './en';

export const nl: ErrorPageMessages = {
  'status': 'Foutcode {status}',
  'badRequest.title': 'Dit adres kan niet geopend worden',
  'badRequest.text': 'Het adres bevat tekens die geen enkele pagina van {brand} heeft. Controleer de link of begin opnieuw op de startpagina.',
  'serverError.title': 'Er ging bij ons iets mis',
  'serverError.text': 'We konden deze pagina nu niet tonen. Probeer het zo meteen opnieuw; blijft het gebeuren, begin dan opnieuw op de startpagina.',
  'home': 'Naar de startpagina van {brand}',
};
