import type { ErrorPageMessages } from './en';

export const es: ErrorPageMessages = {
  'status': 'Código de error {status}',
  'badRequest.title': 'No se puede abrir esta dirección',
  'badRequest.text': 'La dirección contiene caracteres que ninguna página de {brand} tiene. Comprueba el enlace o vuelve a empezar desde la página de inicio.',
  'serverError.title': 'Algo ha fallado por nuestra parte',
  'serverError.text': 'No hemos podido mostrar esta página ahora mismo. Inténtalo de nuevo en un momento; si vuelve a ocurrir, empieza de nuevo desde la página de inicio.',
  'notOpen.title': 'La tienda aún no está abierta',
  'notOpen.text': 'La tienda de {brand} se está preparando y todavía no tiene nada que mostrar. Vuelve un poco más tarde.',
  'home': 'A la página de inicio de {brand}',
};
