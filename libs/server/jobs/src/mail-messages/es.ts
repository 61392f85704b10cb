/** Spanish texts of the job mails (tú, like the site). */
import type { JobMailMessages } from './en';

export const es: JobMailMessages = {
  'receipt.subject': 'Tu candidatura: {job}',
  'receipt.intro': 'Gracias por presentar tu candidatura al puesto de {job} en {brand}. Tu currículum y tu carta ya han llegado a nuestro equipo.',
  'receipt.next': 'Qué pasa ahora: alguien de nuestro equipo lee cada candidatura y te responde por correo en un plazo de dos semanas, con una invitación a conocernos o con nuestra decisión.',
  'receipt.add': '¿Quieres añadir algo a tu candidatura? Responde a este correo.',
  'receipt.action': 'Ver el puesto',
  'receipt.signOff': 'El equipo de {brand}',
  'row.job': 'Puesto',
  'row.name': 'Nombre',
  'row.email': 'Correo electrónico',
  'row.phone': 'Teléfono',
  'application.subject': 'Candidatura: {job} ({name})',
  'application.intro': 'Ha llegado una nueva candidatura a través de la tienda online de {brand}.',
  'application.cv': 'Abrir el currículum (PDF, con sesión de administrador)',
  'application.letter': 'La carta de la candidatura:',
  'application.reply': 'Responde a este correo para contestar a la persona candidata.',
};
