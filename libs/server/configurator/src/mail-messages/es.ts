/** Spanish texts of the chat helper's mails (tú, like the site). */
import type { HelpMailMessages } from './en';

export const es: HelpMailMessages = {
  'support.subject': 'Pregunta en el configurador sobre el modelo {model}',
  'support.intro': 'Alguien pide ayuda en el configurador de {brand}.',
  'support.emailProven': '{email} (con sesión iniciada, dirección confirmada)',
  'support.emailUnproven': '{email} (sin confirmar)',
  'support.question': 'La pregunta:',
  'support.build': 'La configuración que tenía abierta:',
  'support.action': 'Abrir la configuración',
  'support.reply': 'Responde a este correo para contestar a esta persona en su idioma.',
  'row.name': 'Nombre',
  'row.email': 'Correo electrónico',
  'row.language': 'Idioma',
  'row.model': 'Modelo',
  'copy.subject': 'Hemos recibido tu pregunta sobre el modelo {model}',
  'copy.intro': 'Gracias por escribirnos desde el configurador de {brand}. Tu pregunta sobre el modelo {model} ha llegado a nuestro equipo.',
  'copy.question': 'Tu pregunta:',
  'copy.next': 'Nuestro equipo responde por correo a tus preguntas sobre tallas, piezas y entrega, normalmente en un día laborable.',
  'copy.build': 'El enlace de abajo abre la bici tal como la tenías configurada cuando nos escribiste.',
  'copy.action': 'Abrir tu configuración',
  'copy.add': '¿Quieres añadir algo? Responde a este correo.',
  'signOff': 'El equipo de {brand}',
};
