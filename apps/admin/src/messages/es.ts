/** Spanish texts of the admin remote (loaded on demand with its pages), written like the shared Spanish catalogue. */
import type { Messages } from './en';

export const es: Messages = {
  'admin.approve': 'Aprobar',
  'admin.reject': 'Rechazar',
  'admin.status': 'Estado',
  'admin.fanzone.intro': 'Fotos que los ciclistas han enviado a la zona de fans. Las aprobadas aparecen al instante en la galería; el ciclista recibe un correo en cualquier caso.',
  'admin.fanzone.empty': 'No hay fotos con este estado.',
  'admin.fanzone.status.submitted': 'Pendientes',
  'admin.fanzone.status.approved': 'Aprobadas',
  'admin.fanzone.status.rejected': 'Rechazadas',
  'admin.fanzone.reason': 'Motivo',
  'admin.fanzone.reason.persons': 'Aparecen personas',
  'admin.fanzone.reason.notABike': 'No es una de nuestras bicis',
  'admin.fanzone.reason.quality': 'Demasiado oscura, borrosa o pequeña',
  'admin.fanzone.reason.rights': 'Sin derecho a publicarla',
  'admin.fanzone.reason.other': 'Otro (con una nota)',
  'admin.fanzone.note': 'Nota para el ciclista',
  'admin.fanzone.noteNeeded': '«Otro» necesita una nota para el ciclista.',
  'admin.fanzone.concept': 'Concepto enlazado {code}',
  'admin.history': 'Historial',
  'admin.history.none': 'Ningún administrador ha actuado aún.',
};
