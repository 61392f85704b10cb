import type { Messages } from './en';

export const es: Messages = {
  'jobs.apply.title': 'Solicita este empleo',
  'jobs.apply.intro': 'Envíanos tu CV y unas palabras sobre por qué este puesto encaja contigo. Respondemos a cada solicitud en dos semanas.',
  'jobs.apply.signIn': 'Inicia sesión para solicitarlo',
  'jobs.apply.cv': 'Tu CV',
  'jobs.apply.cvHint': 'Un PDF de 15 MB como máximo.',
  'jobs.apply.motivation': '¿Por qué este puesto?',
  'jobs.apply.motivationHint': 'De {min} a {max} caracteres.',
  'jobs.apply.phone': 'Teléfono (opcional)',
  'jobs.apply.submit': 'Enviar solicitud',
  'jobs.apply.sending': 'Enviando…',
  'jobs.apply.sent': '¡Gracias! Tu solicitud va de camino a nuestro equipo. Encontrarás una confirmación en tu correo.',
  'jobs.apply.choose': 'Elegir un PDF',
  'jobs.apply.replace': 'Elegir otro PDF',
  'jobs.apply.uploading': 'Subiendo…',
  'jobs.apply.remove': 'Quitar',
  'jobs.error.ALREADY_APPLIED': 'Ya has solicitado este puesto. Te responderemos.',
  'jobs.error.VACANCY_NOT_FOUND': 'Esta vacante ya no está abierta.',
  'jobs.error.FILESIZE_TOO_HIGH': 'Este archivo es demasiado grande. Elige un PDF de 15 MB como máximo.',
  'jobs.error.INVALID_FILETYPE': 'Envía tu CV en PDF.',
  'jobs.error.tooMany': 'Has enviado muchas solicitudes hoy. Inténtalo mañana.',
};
