/** Spanish texts of the fan-zone decision mail (tú, like the site). */
import type { FanzoneMailMessages } from './en';

export const es: FanzoneMailMessages = {
  'approved.subject': 'Tu foto «{caption}» ya está en la zona de fans',
  'approved.intro': 'Buenas noticias: tu foto «{caption}» ya está en la galería de la zona de fans de {brand}, la primera entre las más recientes.',
  'approved.thanks': 'Gracias por compartir tu ruta: otros ciclistas ya pueden verla.',
  'approved.concept': 'Le enlazaste el concepto {code}, así que pueden montar la misma bici con un clic.',
  'approved.action': 'Verla en la zona de fans',
  'approved.withdraw': '¿Has cambiado de idea? Puedes retirar la foto de la galería cuando quieras en la misma página, en «Tus fotos».',
  'rejected.subject': 'Sobre tu foto «{caption}»',
  'rejected.intro': 'Nuestro equipo ha revisado tu foto «{caption}» y no ha podido publicarla en la zona de fans de {brand}.',
  'rejected.why': 'El motivo:',
  'rejected.note': 'Una nota de nuestro equipo:',
  'rejected.again': 'Puedes enviar otra foto de tu ruta cuando quieras.',
  'rejected.action': 'Enviar otra foto',
  'reason.persons': 'Aparecen personas. Para proteger la privacidad de todos, la zona de fans muestra bicis sin personas reconocibles.',
  'reason.notABike': 'No pudimos ver una de nuestras bicis en ella.',
  'reason.quality': 'Está demasiado oscura, borrosa o pequeña para verse bien.',
  'reason.rights': 'Parece una foto que no puedes publicar.',
  'reason.other': 'No encaja con lo que muestra la zona de fans.',
  'signOff': 'El equipo de {brand}',
};
