import type { NewContentEntry } from '@bike/server/content';
import { entryRows, image, translate, type Tr } from './seed-helpers';

/** [title, intro, detailDescription] */
type CategoryCopy = [string, string, string];

const CATEGORIES: { categoryId: string; bikeType: string; copy: Tr<CategoryCopy> }[] = [
  {
    categoryId: 'road', bikeType: 'road',
    copy: {
      en: ['Road', 'Fast on tarmac, comfortable for a long day.', 'From light climbing bikes to endurance frames with room for 35 mm tyres: road bikes for racing, training and long rides with friends. Every frame is tuned per size and built to order with the groupset you choose.'],
      de: ['Rennrad', 'Schnell auf Asphalt, bequem für einen langen Tag.', 'Von leichten Bergrädern bis zu Endurance-Rahmen mit Platz für 35-mm-Reifen: Rennräder für Rennen, Training und lange Ausfahrten mit Freunden. Jeder Rahmen ist pro Größe abgestimmt und wird mit der Schaltgruppe deiner Wahl auf Bestellung gebaut.'],
      es: ['Carretera', 'Rápida en asfalto, cómoda durante todo el día.', 'Desde bicis ligeras de escalada hasta cuadros endurance con espacio para neumáticos de 35 mm: bicis de carretera para competir, entrenar y salir con amigos. Cada cuadro se ajusta por talla y se monta por encargo con el grupo que elijas.'],
      fr: ['Route', 'Rapide sur le bitume, confortable toute la journée.', 'Des vélos légers de grimpeur aux cadres endurance acceptant des pneus de 35 mm : des vélos de route pour la course, l’entraînement et les longues sorties entre amis. Chaque cadre est ajusté par taille et monté sur commande avec le groupe de votre choix.'],
      it: ['Strada', 'Veloce sull’asfalto, comoda per tutto il giorno.', 'Dalle bici leggere da salita ai telai endurance con spazio per gomme da 35 mm: bici da strada per gareggiare, allenarsi e fare lunghe uscite con gli amici. Ogni telaio è calibrato per taglia e montato su ordinazione con il gruppo che scegli.'],
      nl: ['Race', 'Snel op asfalt, comfortabel voor een lange dag.', 'Van lichte klimfietsen tot endurance-frames met ruimte voor 35 mm banden: racefietsen voor de koers, training en lange ritten met vrienden. Elk frame is per maat afgestemd en wordt op bestelling gebouwd met de groep die jij kiest.'],
    },
  },
  {
    categoryId: 'gravel', bikeType: 'gravel',
    copy: {
      en: ['Gravel', 'For the roads that run out of tarmac.', 'Stable geometry, wide tyres up to 50 mm and mounts for bags, bottles and mudguards. Ride to work on Monday and into the forest on Saturday.'],
      de: ['Gravel', 'Für Wege, auf denen der Asphalt aufhört.', 'Ruhige Geometrie, breite Reifen bis 50 mm und Ösen für Taschen, Flaschen und Schutzbleche. Montags zur Arbeit, samstags in den Wald.'],
      es: ['Gravel', 'Para los caminos donde se acaba el asfalto.', 'Geometría estable, neumáticos anchos de hasta 50 mm y anclajes para bolsas, bidones y guardabarros. Al trabajo el lunes y al bosque el sábado.'],
      fr: ['Gravel', 'Pour les chemins où le bitume s’arrête.', 'Une géométrie stable, des pneus larges jusqu’à 50 mm et des fixations pour sacoches, bidons et garde-boue. Au travail le lundi, en forêt le samedi.'],
      it: ['Gravel', 'Per le strade dove finisce l’asfalto.', 'Geometria stabile, gomme larghe fino a 50 mm e attacchi per borse, borracce e parafanghi. Al lavoro il lunedì, nel bosco il sabato.'],
      nl: ['Gravel', 'Voor de wegen waar het asfalt ophoudt.', 'Stabiele geometrie, brede banden tot 50 mm en bevestigingen voor tassen, bidons en spatborden. Maandag naar het werk, zaterdag het bos in.'],
    },
  },
  {
    categoryId: 'all-road', bikeType: 'all-road',
    copy: {
      en: ['All-road', 'One bike for every surface between smooth and rough.', 'Quicker than a gravel bike, tougher than a road bike. Room for 40 mm tyres, a relaxed position and handling that stays calm on broken roads and farm tracks.'],
      de: ['All-Road', 'Ein Rad für jeden Untergrund zwischen glatt und rau.', 'Schneller als ein Gravelbike, robuster als ein Rennrad. Platz für 40-mm-Reifen, eine entspannte Position und ein Fahrverhalten, das auf kaputten Straßen und Feldwegen ruhig bleibt.'],
      es: ['All-road', 'Una bici para cualquier superficie, lisa o rugosa.', 'Más rápida que una gravel, más resistente que una de carretera. Espacio para neumáticos de 40 mm, una posición relajada y un comportamiento sereno en carreteras rotas y caminos agrícolas.'],
      fr: ['All-road', 'Un vélo pour tous les revêtements, du lisse au rugueux.', 'Plus vif qu’un gravel, plus robuste qu’un vélo de route. Passage pour des pneus de 40 mm, une position détendue et un comportement serein sur routes abîmées et chemins agricoles.'],
      it: ['All-road', 'Una bici per ogni fondo, liscio o ruvido.', 'Più veloce di una gravel, più robusta di una bici da strada. Spazio per gomme da 40 mm, una posizione rilassata e una guida composta su strade rovinate e sterrati.'],
      nl: ['All-road', 'Eén fiets voor elk wegdek, van glad tot ruw.', 'Vlotter dan een gravelfiets, stoerder dan een racefiets. Ruimte voor 40 mm banden, een ontspannen houding en een rijgedrag dat rustig blijft op kapotte wegen en landwegen.'],
    },
  },
  {
    categoryId: 'cyclocross', bikeType: 'cyclocross',
    copy: {
      en: ['Cyclocross', 'Built for mud, sand and one hour at full gas.', 'Short, sharp and made to be carried: a flat top tube for the shoulder, generous mud clearance and a high bottom bracket for pedalling through corners.'],
      de: ['Cyclocross', 'Gebaut für Schlamm, Sand und eine Stunde Vollgas.', 'Kurz, giftig und zum Tragen gemacht: ein flaches Oberrohr für die Schulter, reichlich Schlammfreiheit und ein hohes Tretlager, um durch Kurven zu treten.'],
      es: ['Ciclocross', 'Hecha para barro, arena y una hora a tope.', 'Corta, explosiva y pensada para cargarla: tubo horizontal plano para el hombro, amplio paso de barro y pedalier alto para pedalear en las curvas.'],
      fr: ['Cyclo-cross', 'Conçu pour la boue, le sable et une heure à bloc.', 'Court, nerveux et fait pour être porté : un tube supérieur plat pour l’épaule, un large dégagement pour la boue et un boîtier haut pour relancer dans les virages.'],
      it: ['Ciclocross', 'Fatta per fango, sabbia e un’ora a tutta.', 'Corta, reattiva e fatta per essere portata: tubo orizzontale piatto per la spalla, ampio spazio per il fango e movimento centrale alto per pedalare in curva.'],
      nl: ['Veldrijden', 'Gebouwd voor modder, zand en een uur vol gas.', 'Kort, venijnig en gemaakt om gedragen te worden: een vlakke bovenbuis voor de schouder, veel ruimte voor modder en een hoge trapas om door bochten te trappen.'],
    },
  },
  {
    categoryId: 'mountain', bikeType: 'mountain',
    copy: {
      en: ['Mountain', 'Trails, roots and the long way home.', 'Hardtails and short-travel full suspension bikes for cross-country and trail riding. Light enough to climb all day, capable enough to enjoy the way down.'],
      de: ['Mountainbike', 'Trails, Wurzeln und der lange Weg nach Hause.', 'Hardtails und Fullys mit kurzem Federweg für Cross-Country und Trail. Leicht genug, um den ganzen Tag zu klettern, fähig genug, um die Abfahrt zu genießen.'],
      es: ['Montaña', 'Senderos, raíces y el camino largo a casa.', 'Rígidas y dobles de recorrido corto para cross-country y trail. Lo bastante ligeras para subir todo el día y lo bastante capaces para disfrutar la bajada.'],
      fr: ['VTT', 'Sentiers, racines et le long chemin du retour.', 'Semi-rigides et tout-suspendus à débattement court pour le cross-country et le trail. Assez légers pour grimper toute la journée, assez capables pour profiter de la descente.'],
      it: ['Mountain bike', 'Sentieri, radici e la strada lunga verso casa.', 'Front e full a corta escursione per cross-country e trail. Abbastanza leggere per salire tutto il giorno, abbastanza capaci per godersi la discesa.'],
      nl: ['Mountainbike', 'Paden, wortels en de lange weg naar huis.', 'Hardtails en volledig geveerde fietsen met korte veerweg voor cross-country en trail. Licht genoeg om de hele dag te klimmen, capabel genoeg om van de afdaling te genieten.'],
    },
  },
  {
    categoryId: 'e-bikes', bikeType: 'e-bike',
    copy: {
      en: ['E-bikes', 'Go further with a quiet boost.', 'Road, gravel and city e-bikes with a light mid-motor, assistance up to 25 km/h and a battery hidden in the frame. They ride like bikes, not like scooters.'],
      de: ['E-Bikes', 'Weiter kommen mit leiser Unterstützung.', 'Renn-, Gravel- und Stadt-E-Bikes mit leichtem Mittelmotor, Unterstützung bis 25 km/h und einem im Rahmen verborgenen Akku. Sie fahren sich wie Fahrräder, nicht wie Roller.'],
      es: ['Eléctricas', 'Llega más lejos con un empuje silencioso.', 'E-bikes de carretera, gravel y ciudad con un motor central ligero, asistencia hasta 25 km/h y batería oculta en el cuadro. Se conducen como bicis, no como scooters.'],
      fr: ['Vélos électriques', 'Allez plus loin avec une assistance discrète.', 'Vélos électriques de route, gravel et ville avec un moteur central léger, une assistance jusqu’à 25 km/h et une batterie cachée dans le cadre. Ils roulent comme des vélos, pas comme des scooters.'],
      it: ['E-bike', 'Vai più lontano con una spinta silenziosa.', 'E-bike da strada, gravel e città con motore centrale leggero, assistenza fino a 25 km/h e batteria nascosta nel telaio. Si guidano come bici, non come scooter.'],
      nl: ['E-bikes', 'Verder met een stille duw in de rug.', 'Race-, gravel- en stads-e-bikes met een lichte middenmotor, ondersteuning tot 25 km/u en een accu verstopt in het frame. Ze rijden als fietsen, niet als scooters.'],
    },
  },
  {
    categoryId: 'triathlon', bikeType: 'triathlon',
    copy: {
      en: ['Triathlon', 'Aero where it counts, comfortable for the run after.', 'Time trial and triathlon bikes with an adjustable aero cockpit, integrated storage for food and tools, and a position that leaves your legs ready for the run.'],
      de: ['Triathlon', 'Aero, wo es zählt, bequem für den Lauf danach.', 'Zeitfahr- und Triathlonräder mit verstellbarem Aero-Cockpit, integriertem Stauraum für Verpflegung und Werkzeug und einer Position, die deine Beine für den Lauf schont.'],
      es: ['Triatlón', 'Aerodinámica donde importa, cómoda para la carrera a pie.', 'Bicis de contrarreloj y triatlón con cockpit aero regulable, almacenamiento integrado para comida y herramientas, y una posición que deja tus piernas listas para correr.'],
      fr: ['Triathlon', 'Aéro là où ça compte, confortable pour la course à pied.', 'Vélos de contre-la-montre et de triathlon avec cockpit aéro réglable, rangements intégrés pour ravitaillement et outils, et une position qui préserve vos jambes pour la course.'],
      it: ['Triathlon', 'Aero dove conta, comoda per la corsa dopo.', 'Bici da cronometro e triathlon con cockpit aero regolabile, vani integrati per cibo e attrezzi e una posizione che lascia le gambe pronte per la corsa.'],
      nl: ['Triatlon', 'Aero waar het telt, comfortabel voor de loop erna.', 'Tijdrit- en triatlonfietsen met een verstelbare aerocockpit, geïntegreerde opbergruimte voor voeding en gereedschap, en een houding die je benen spaart voor het lopen.'],
    },
  },
];

export function bikeCategoryRows(): NewContentEntry[] {
  return CATEGORIES.flatMap((category, position) =>
    entryRows(
      'bikeCategory',
      2001 + position,
      { slug: category.categoryId, position },
      translate(category.copy, ([title, intro, detailDescription]) => ({
        title,
        data: {
          categoryId: category.categoryId,
          bikeType: category.bikeType,
          intro,
          detailDescription,
          weight: (position + 1) * 10,
          backgroundImage: image(`category-${category.categoryId}`, title),
        },
      })),
    ),
  );
}
