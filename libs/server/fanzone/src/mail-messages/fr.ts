/** French texts of the fan-zone decision mail (vous, like the site). */
import type { FanzoneMailMessages } from './en';

export const fr: FanzoneMailMessages = {
  'approved.subject': 'Votre photo « {caption} » est dans la fan zone',
  'approved.intro': 'Bonne nouvelle : votre photo « {caption} » est désormais dans la galerie de la fan zone {brand}, en tête des photos les plus récentes.',
  'approved.thanks': 'Merci de partager votre sortie : d’autres cyclistes peuvent maintenant la voir.',
  'approved.concept': 'Vous y avez lié le concept {code} : ils peuvent donc composer le même vélo en un clic.',
  'approved.action': 'La voir dans la fan zone',
  'approved.withdraw': 'Vous avez changé d’avis ? Vous pouvez retirer la photo de la galerie à tout moment sur la même page, sous « Vos photos ».',
  'rejected.subject': 'À propos de votre photo « {caption} »',
  'rejected.intro': 'Nos modérateurs ont examiné votre photo « {caption} » et n’ont pas pu la publier dans la fan zone {brand}.',
  'rejected.why': 'Pourquoi :',
  'rejected.note': 'Une note de nos modérateurs :',
  'rejected.again': 'N’hésitez pas à envoyer une autre photo de votre sortie.',
  'rejected.action': 'Envoyer une autre photo',
  'reason.persons': 'On y voit des personnes. Pour protéger la vie privée de chacun, la fan zone montre des vélos sans personnes reconnaissables.',
  'reason.notABike': 'Nous n’y avons pas vu l’un de nos vélos.',
  'reason.quality': 'Elle est trop sombre, floue ou petite pour bien rendre.',
  'reason.rights': 'Il semble que vous n’ayez pas le droit de publier cette photo.',
  'reason.other': 'Elle ne correspond pas à ce que montre la fan zone.',
  'signOff': 'L’équipe {brand}',
};
