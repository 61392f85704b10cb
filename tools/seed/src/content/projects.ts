import type { NewContentEntry } from '@bike/server/content';
import { entryRows, image, paragraphs, translate, type Tr } from './seed-helpers';

/** [title, subtitle, description, extraInfo] */
type ProjectCopy = [string, string, string, string];

const PROJECTS: { id: number; postDate: string; urls: { siteTitle: string; siteUrl: string }[]; copy: Tr<ProjectCopy> }[] = [
  {
    id: 3001, postDate: '2025-02-10T08:00:00Z', urls: [{ siteTitle: 'Second Spin workshop', siteUrl: 'https://second-spin.example.org' }],
    copy: {
      en: ['Second Spin', 'A community workshop that gives old bikes a second life', 'Every Wednesday evening our mechanics and volunteers repair donated bikes with young people from the neighbourhood. The bikes go to families who need one; the young mechanics keep what they learn.', 'More than 400 bikes have found a new rider since the workshop opened.'],
      de: ['Second Spin', 'Eine Gemeinschaftswerkstatt, die alten Rädern ein zweites Leben gibt', 'Jeden Mittwochabend reparieren unsere Mechaniker und Freiwillige gespendete Räder mit Jugendlichen aus der Nachbarschaft. Die Räder gehen an Familien, die eines brauchen; die jungen Mechaniker behalten, was sie lernen.', 'Seit der Eröffnung haben mehr als 400 Räder einen neuen Fahrer gefunden.'],
      es: ['Second Spin', 'Un taller comunitario que da una segunda vida a las bicis viejas', 'Cada miércoles por la tarde nuestros mecánicos y voluntarios reparan bicis donadas junto a jóvenes del barrio. Las bicis van a familias que las necesitan; los jóvenes mecánicos se quedan con lo aprendido.', 'Más de 400 bicis han encontrado un nuevo ciclista desde que abrió el taller.'],
      fr: ['Second Spin', 'Un atelier solidaire qui donne une seconde vie aux vieux vélos', 'Chaque mercredi soir, nos mécaniciens et des bénévoles réparent des vélos donnés avec des jeunes du quartier. Les vélos vont à des familles qui en ont besoin ; les jeunes mécaniciens gardent ce qu’ils apprennent.', 'Plus de 400 vélos ont trouvé un nouveau cycliste depuis l’ouverture de l’atelier.'],
      it: ['Second Spin', 'Un’officina di quartiere che dà una seconda vita alle bici vecchie', 'Ogni mercoledì sera i nostri meccanici e i volontari riparano bici donate insieme ai ragazzi del quartiere. Le bici vanno alle famiglie che ne hanno bisogno; i giovani meccanici tengono ciò che imparano.', 'Più di 400 bici hanno trovato un nuovo ciclista da quando l’officina ha aperto.'],
      nl: ['Second Spin', 'Een buurtwerkplaats die oude fietsen een tweede leven geeft', 'Elke woensdagavond herstellen onze mecaniciens en vrijwilligers geschonken fietsen samen met jongeren uit de buurt. De fietsen gaan naar gezinnen die er een nodig hebben; de jonge mecaniciens houden wat ze leren.', 'Meer dan 400 fietsen vonden een nieuwe eigenaar sinds de werkplaats openging.'],
    },
  },
  {
    id: 3002, postDate: '2024-11-05T08:00:00Z', urls: [{ siteTitle: 'Safe to School', siteUrl: 'https://safe-to-school.example.org' }, { siteTitle: 'Route map', siteUrl: 'https://safe-to-school.example.org/map' }],
    copy: {
      en: ['Safe to School', 'Mapping safe bike routes with pupils and parents', 'Together with five primary schools we mapped the routes children actually ride, marked the dangerous crossings and brought the map to the municipality.', 'Three crossings have been rebuilt so far; the map is updated every school year.'],
      de: ['Safe to School', 'Sichere Schulwege mit Schülern und Eltern kartieren', 'Mit fünf Grundschulen haben wir die Wege kartiert, die Kinder wirklich fahren, gefährliche Kreuzungen markiert und die Karte der Gemeinde übergeben.', 'Drei Kreuzungen wurden bisher umgebaut; die Karte wird jedes Schuljahr aktualisiert.'],
      es: ['Safe to School', 'Cartografiar rutas seguras al cole con alumnos y familias', 'Junto con cinco colegios de primaria cartografiamos las rutas que los niños realmente recorren, marcamos los cruces peligrosos y llevamos el mapa al ayuntamiento.', 'Ya se han rediseñado tres cruces; el mapa se actualiza cada curso escolar.'],
      fr: ['Safe to School', 'Cartographier des itinéraires sûrs avec élèves et parents', 'Avec cinq écoles primaires, nous avons cartographié les trajets que les enfants font vraiment, signalé les carrefours dangereux et porté la carte à la commune.', 'Trois carrefours ont déjà été réaménagés ; la carte est mise à jour chaque année scolaire.'],
      it: ['Safe to School', 'Mappare percorsi sicuri per la scuola con alunni e genitori', 'Con cinque scuole primarie abbiamo mappato i percorsi che i bambini fanno davvero, segnalato gli incroci pericolosi e portato la mappa al comune.', 'Finora tre incroci sono stati rifatti; la mappa viene aggiornata ogni anno scolastico.'],
      nl: ['Safe to School', 'Veilige fietsroutes in kaart brengen met leerlingen en ouders', 'Samen met vijf basisscholen brachten we de routes in kaart die kinderen echt fietsen, duidden we de gevaarlijke kruispunten aan en brachten we de kaart naar de gemeente.', 'Drie kruispunten zijn intussen heraangelegd; de kaart wordt elk schooljaar bijgewerkt.'],
    },
  },
  {
    id: 3003, postDate: '2024-06-18T08:00:00Z', urls: [{ siteTitle: 'Development team', siteUrl: 'https://young-riders.example.org' }],
    copy: {
      en: ['Young Riders Team', 'A development team for riders aged 15 to 18', 'We provide bikes, a mechanic and a coach to twelve young riders each season, and we ask one thing in return: that they finish school.', 'Four former members now ride for continental teams.'],
      de: ['Young Riders Team', 'Ein Nachwuchsteam für Fahrer zwischen 15 und 18', 'Wir stellen zwölf jungen Fahrern pro Saison Räder, einen Mechaniker und einen Trainer und verlangen nur eines dafür: dass sie die Schule abschließen.', 'Vier ehemalige Mitglieder fahren heute für Continental-Teams.'],
      es: ['Young Riders Team', 'Un equipo de formación para ciclistas de 15 a 18 años', 'Cada temporada damos bicis, un mecánico y un entrenador a doce jóvenes ciclistas, y solo pedimos una cosa a cambio: que terminen sus estudios.', 'Cuatro antiguos miembros corren hoy en equipos continentales.'],
      fr: ['Young Riders Team', 'Une équipe de formation pour les 15 à 18 ans', 'Chaque saison, nous fournissons vélos, mécanicien et entraîneur à douze jeunes coureurs, et nous ne demandons qu’une chose en retour : qu’ils terminent l’école.', 'Quatre anciens membres roulent aujourd’hui dans des équipes continentales.'],
      it: ['Young Riders Team', 'Una squadra giovanile per corridori dai 15 ai 18 anni', 'Ogni stagione forniamo bici, un meccanico e un allenatore a dodici giovani corridori, e chiediamo solo una cosa in cambio: che finiscano la scuola.', 'Quattro ex membri corrono oggi in squadre continental.'],
      nl: ['Young Riders Team', 'Een opleidingsploeg voor renners van 15 tot 18 jaar', 'Elk seizoen geven we twaalf jonge renners fietsen, een mecanicien en een trainer, en we vragen maar één ding terug: dat ze hun school afmaken.', 'Vier oud-leden rijden vandaag voor continentale ploegen.'],
    },
  },
];

export function projectRows(): NewContentEntry[] {
  return PROJECTS.flatMap((project, position) =>
    entryRows(
      'project',
      project.id,
      { postDate: project.postDate, position },
      translate(project.copy, ([title, subtitle, description, extraInfo]) => ({
        title,
        data: {
          subtitle,
          description: paragraphs(description),
          extraInfo: paragraphs(extraInfo),
          logo: image(`project-logo-${project.id}`, title),
          heroImage: image(`project-${project.id}`, title),
          projectUrls: project.urls,
        },
      })),
    ),
  );
}
