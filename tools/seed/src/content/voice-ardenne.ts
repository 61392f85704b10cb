/**
 * Ardenne Cycles: the adventure brand and the default one (forest green, bark brown, a low rust
 * sun over two hills). Riders who mapped the back roads of the Ardennes: it leads with gravel,
 * all-road and mountain bikes and speaks of tracks, weather and the long way round.
 */
import type { BrandVoice } from './brand-voices';

export const ARDENNE_VOICE: BrandVoice = {
  brand: 'ardenne',
  character: 'adventure',
  lineUp: ['gravel', 'all-road', 'mountain', 'cyclocross', 'e-bikes', 'road', 'triathlon'],
  featured: 3,
  home: ['hero', 'testRide', 'lineUp', 'spotlight', 'promise', 'quote', 'news', 'newsletter'],
  heroUrl: '/bikes/categories/gravel',
  heroImage: 'home-hero-ardenne-forest',
  aboutImage: 'page-about-ardenne-hills',
  icons: ['trail', 'wrench', 'shield'],
  quoteAuthor: 'Luc Lambert',
  newsArticles: [7002, 7009],
  copy: {
    en: {
      slogan: 'Ride beyond the tarmac',
      description: 'Gravel, all-road and mountain bikes, tested on the forest tracks and steep climbs of the Ardennes. Configure yours or find a dealer.',
      menuIntro: 'Gravel, all-road and mountain bikes for the long way round.',
      hero: {
        title: 'Where the road ends, the ride begins',
        subtitle: 'Gravel, all-road and mountain bikes, tested on the forest tracks of the Ardennes and built to your measurements within 8 weeks.',
        button: 'Explore gravel bikes',
      },
      lineUp: {
        title: 'Where will you ride?',
        cards: {
          gravel: ['Gravel', 'Wide tyres, calm handling and mounts for a weekend’s worth of bags.'],
          'all-road': ['All-road', 'Quick on tarmac, unfazed by the farm track that follows.'],
          mountain: ['Mountain', 'Roots, rocks and the long climb back out of the valley.'],
        },
      },
      spotlight: { eyebrow: 'Built for the long way round', text: 'Stable on loose gravel, light enough for the climb out of the valley, with room for wide tyres and everything you need for a night under the stars.', button: 'Discover' },
      promise: {
        title: 'Why ride {brand}',
        items: [
          ['Tested on real tracks', 'Every model rides the forest roads and steep climbs of the Ardennes before it goes into production.'],
          ['Configured for you', 'Choose groupset, paint design and size. We build it to order within 8 weeks.'],
          ['5-year frame warranty', 'Register your bike and your frame warranty grows from 2 to 5 years.'],
        ],
      },
      testRide: { text: 'Gravel test rides at dealers in Belgium and the Netherlands this month.', button: 'Find a dealer' },
      quote: { text: 'I spend my weeks looking for tracks nobody rides yet. The bike has to handle every one of them: loaded, in the rain, at the end of a long day.', role: 'Route scout' },
      news: 'Stories from the trail',
      newsletter: { title: 'New routes every month', text: 'Tracks, bikes and trip reports from the Ardennes and beyond, once a month in your inbox.', button: 'Subscribe' },
      about: {
        title: 'Born in the Ardennes',
        description: 'A few riders who mapped the back roads of the Ardennes, and the bikes they built to ride them.',
        sections: [
          ['Where we come from', 'In 2009 a few friends began drawing maps of the forest tracks, old quarry roads and farm lanes between the Ourthe and the Semois. The bikes they had were not made for those roads.', 'So they built their own. Today {brand} designs gravel, all-road and mountain bikes for riders who would rather take the long way round.'],
          ['How we work', 'Every model is tested where we ride: loose gravel, wet roots and climbs of fifteen percent, in every season.', 'You configure your bike, we build it to order and deliver it within 8 weeks, to your home or to your dealer.'],
          ['What we care about', 'Bikes that take a beating and stay good company. Register yours and the frame warranty grows from 2 to 5 years; spare parts stay available for years.'],
        ],
        timeline: [
          ['2009', 'The first map', 'Forty kilometres of forest tracks, drawn by hand after a wet Sunday ride.'],
          ['2014', 'Our first gravel frame', 'Wide tyres, calm handling and mounts for bags, for the tracks on our maps.'],
          ['2025', 'Riders in more than 30 countries', 'Our bikes now explore back roads in more than 30 countries.'],
        ],
      },
    },
    de: {
      slogan: 'Weiter als der Asphalt',
      description: 'Gravel-, All-Road- und Mountainbikes, getestet auf den Waldwegen und steilen Anstiegen der Ardennen. Konfiguriere deins oder finde einen Händler.',
      menuIntro: 'Gravel-, All-Road- und Mountainbikes für den langen Weg.',
      hero: {
        title: 'Wo die Straße endet, beginnt die Tour',
        subtitle: 'Gravel-, All-Road- und Mountainbikes, getestet auf den Waldwegen der Ardennen und in 8 Wochen nach deinen Maßen gebaut.',
        button: 'Gravelbikes entdecken',
      },
      lineUp: {
        title: 'Wohin fährst du?',
        cards: {
          gravel: ['Gravel', 'Breite Reifen, ruhiges Handling und Ösen für das Gepäck eines ganzen Wochenendes.'],
          'all-road': ['All-Road', 'Flott auf Asphalt, gelassen auf dem Feldweg danach.'],
          mountain: ['Mountainbike', 'Wurzeln, Felsen und der lange Anstieg zurück aus dem Tal.'],
        },
      },
      spotlight: { eyebrow: 'Gebaut für den langen Weg', text: 'Stabil auf losem Schotter, leicht genug für den Anstieg aus dem Tal, mit Platz für breite Reifen und alles, was du für eine Nacht unter Sternen brauchst.', button: 'Entdecken' },
      promise: {
        title: 'Warum {brand}',
        items: [
          ['Auf echten Wegen getestet', 'Jedes Modell fährt die Waldwege und steilen Anstiege der Ardennen, bevor es in Produktion geht.'],
          ['Für dich konfiguriert', 'Wähle Schaltgruppe, Lackierung und Größe. Wir bauen dein Rad innerhalb von 8 Wochen.'],
          ['5 Jahre Rahmengarantie', 'Registriere dein Rad und die Rahmengarantie verlängert sich von 2 auf 5 Jahre.'],
        ],
      },
      testRide: { text: 'Diesen Monat Gravel-Probefahrten bei Händlern in Belgien und den Niederlanden.', button: 'Händler finden' },
      quote: { text: 'Ich suche die ganze Woche nach Wegen, die noch niemand fährt. Das Rad muss jeden davon schaffen: beladen, im Regen, am Ende eines langen Tages.', role: 'Streckenscout' },
      news: 'Geschichten von unterwegs',
      newsletter: { title: 'Jeden Monat neue Routen', text: 'Wege, Räder und Tourenberichte aus den Ardennen und darüber hinaus, einmal im Monat in deinem Postfach.', button: 'Abonnieren' },
      about: {
        title: 'In den Ardennen zu Hause',
        description: 'Ein paar Fahrerinnen und Fahrer, die die Nebenwege der Ardennen kartierten, und die Räder, die sie dafür bauten.',
        sections: [
          ['Woher wir kommen', '2009 begannen ein paar Freunde, Karten der Waldwege, alten Steinbruchstraßen und Feldwege zwischen Ourthe und Semois zu zeichnen. Die Räder, die sie hatten, waren für diese Wege nicht gemacht.', 'Also bauten sie eigene. Heute entwickelt {brand} Gravel-, All-Road- und Mountainbikes für alle, die lieber den langen Weg nehmen.'],
          ['Wie wir arbeiten', 'Jedes Modell wird dort getestet, wo wir fahren: auf losem Schotter, nassen Wurzeln und Anstiegen mit fünfzehn Prozent, zu jeder Jahreszeit.', 'Du konfigurierst dein Rad, wir bauen es auf Bestellung und liefern es innerhalb von 8 Wochen zu dir nach Hause oder zu deinem Händler.'],
          ['Was uns wichtig ist', 'Räder, die einiges wegstecken und gute Begleiter bleiben. Registriere deins und die Rahmengarantie verlängert sich von 2 auf 5 Jahre; Ersatzteile bleiben über Jahre verfügbar.'],
        ],
        timeline: [
          ['2009', 'Die erste Karte', 'Vierzig Kilometer Waldwege, von Hand gezeichnet nach einer nassen Sonntagsrunde.'],
          ['2014', 'Unser erster Gravelrahmen', 'Breite Reifen, ruhiges Handling und Ösen für Taschen, für die Wege auf unseren Karten.'],
          ['2025', 'Unterwegs in über 30 Ländern', 'Unsere Räder erkunden heute Nebenwege in über 30 Ländern.'],
        ],
      },
    },
    es: {
      slogan: 'Más allá del asfalto',
      description: 'Bicis gravel, all-road y de montaña, probadas en las pistas forestales y las subidas duras de las Ardenas. Configura la tuya o busca un distribuidor.',
      menuIntro: 'Gravel, all-road y montaña para tomar el camino largo.',
      hero: {
        title: 'Donde acaba la carretera, empieza la ruta',
        subtitle: 'Bicis gravel, all-road y de montaña, probadas en las pistas forestales de las Ardenas y montadas a tu medida en 8 semanas.',
        button: 'Descubre las gravel',
      },
      lineUp: {
        title: '¿Por dónde vas a rodar?',
        cards: {
          gravel: ['Gravel', 'Neumáticos anchos, dirección tranquila y anclajes para el equipaje de un fin de semana.'],
          'all-road': ['All-road', 'Ágil en asfalto, imperturbable en el camino rural que viene después.'],
          mountain: ['Montaña', 'Raíces, rocas y la larga subida de vuelta desde el valle.'],
        },
      },
      spotlight: { eyebrow: 'Hecha para el camino largo', text: 'Estable sobre grava suelta, lo bastante ligera para salir del valle, con espacio para neumáticos anchos y todo lo que necesitas para una noche bajo las estrellas.', button: 'Descubrir' },
      promise: {
        title: 'Por qué {brand}',
        items: [
          ['Probada en pistas de verdad', 'Cada modelo recorre las pistas forestales y las subidas duras de las Ardenas antes de fabricarse.'],
          ['Configurada para ti', 'Elige grupo, diseño de pintura y talla. La montamos en un plazo de 8 semanas.'],
          ['5 años de garantía del cuadro', 'Registra tu bici y la garantía del cuadro pasa de 2 a 5 años.'],
        ],
      },
      testRide: { text: 'Este mes hay pruebas de bicis gravel en distribuidores de Bélgica y los Países Bajos.', button: 'Buscar distribuidor' },
      quote: { text: 'Paso la semana buscando caminos por los que aún no pasa nadie. La bici tiene que poder con todos: cargada, bajo la lluvia y al final de un día largo.', role: 'Explorador de rutas' },
      news: 'Historias del camino',
      newsletter: { title: 'Rutas nuevas cada mes', text: 'Caminos, bicis y crónicas de viaje de las Ardenas y más allá, una vez al mes en tu correo.', button: 'Suscribirme' },
      about: {
        title: 'Nacidos en las Ardenas',
        description: 'Unos cuantos ciclistas que cartografiaron los caminos secundarios de las Ardenas y las bicis que construyeron para recorrerlos.',
        sections: [
          ['De dónde venimos', 'En 2009, unos amigos empezaron a dibujar mapas de las pistas forestales, los viejos caminos de cantera y los senderos agrícolas entre el Ourthe y el Semois. Sus bicis no estaban hechas para esos caminos.', 'Así que construyeron las suyas. Hoy {brand} diseña bicis gravel, all-road y de montaña para quienes prefieren el camino largo.'],
          ['Cómo trabajamos', 'Cada modelo se prueba donde rodamos: grava suelta, raíces mojadas y rampas del quince por ciento, en cualquier estación.', 'Tú configuras tu bici, nosotros la montamos por encargo y la entregamos en un plazo de 8 semanas, en tu casa o en tu distribuidor.'],
          ['Lo que nos importa', 'Bicis que aguantan lo que les echen y siguen siendo buena compañía. Registra la tuya y la garantía del cuadro pasa de 2 a 5 años; los recambios siguen disponibles durante años.'],
        ],
        timeline: [
          ['2009', 'El primer mapa', 'Cuarenta kilómetros de pistas forestales, dibujados a mano tras una salida de domingo bajo la lluvia.'],
          ['2014', 'Nuestro primer cuadro gravel', 'Neumáticos anchos, dirección tranquila y anclajes para bolsas, para los caminos de nuestros mapas.'],
          ['2025', 'Ciclistas en más de 30 países', 'Nuestras bicis exploran hoy caminos secundarios en más de 30 países.'],
        ],
      },
    },
    fr: {
      slogan: 'Plus loin que le bitume',
      description: 'Vélos gravel, all-road et VTT, testés sur les chemins forestiers et les côtes raides des Ardennes. Configurez le vôtre ou trouvez un revendeur.',
      menuIntro: 'Gravel, all-road et VTT pour prendre le chemin des écoliers.',
      hero: {
        title: 'Là où la route s’arrête, la sortie commence',
        subtitle: 'Vélos gravel, all-road et VTT, testés sur les chemins forestiers des Ardennes et montés à vos mesures en 8 semaines.',
        button: 'Découvrir les gravels',
      },
      lineUp: {
        title: 'Où irez-vous rouler ?',
        cards: {
          gravel: ['Gravel', 'Des pneus larges, une conduite sereine et des fixations pour un week-end de bagages.'],
          'all-road': ['All-road', 'Vif sur le bitume, imperturbable sur le chemin agricole qui suit.'],
          mountain: ['VTT', 'Racines, rochers et la longue remontée hors de la vallée.'],
        },
      },
      spotlight: { eyebrow: 'Taillé pour les grands détours', text: 'Stable sur le gravier, assez léger pour remonter de la vallée, avec de la place pour des pneus larges et tout le nécessaire pour une nuit à la belle étoile.', button: 'Découvrir' },
      promise: {
        title: 'Pourquoi {brand}',
        items: [
          ['Testé sur de vrais chemins', 'Chaque modèle parcourt les chemins forestiers et les côtes raides des Ardennes avant d’être produit.'],
          ['Configuré pour vous', 'Choisissez le groupe, la peinture et la taille. Nous le montons en 8 semaines.'],
          ['Cadre garanti 5 ans', 'Enregistrez votre vélo et la garantie du cadre passe de 2 à 5 ans.'],
        ],
      },
      testRide: { text: 'Essais gravel chez les revendeurs en Belgique et aux Pays-Bas ce mois-ci.', button: 'Trouver un revendeur' },
      quote: { text: 'Je passe mes semaines à chercher des chemins que personne n’emprunte encore. Le vélo doit tous les encaisser : chargé, sous la pluie, au bout d’une longue journée.', role: 'Éclaireur d’itinéraires' },
      news: 'Histoires de sentiers',
      newsletter: { title: 'De nouveaux itinéraires chaque mois', text: 'Chemins, vélos et récits de voyage des Ardennes et d’ailleurs, une fois par mois dans votre boîte mail.', button: 'S’abonner' },
      about: {
        title: 'Nés dans les Ardennes',
        description: 'Quelques cyclistes qui ont cartographié les petites routes des Ardennes, et les vélos qu’ils ont construits pour les parcourir.',
        sections: [
          ['D’où nous venons', 'En 2009, quelques amis ont commencé à dessiner des cartes des chemins forestiers, des anciennes routes de carrière et des chemins agricoles entre l’Ourthe et la Semois. Leurs vélos n’étaient pas faits pour ces routes.', 'Alors ils ont construit les leurs. Aujourd’hui, {brand} conçoit des vélos gravel, all-road et VTT pour celles et ceux qui préfèrent le chemin le plus long.'],
          ['Notre façon de travailler', 'Chaque modèle est testé là où nous roulons : gravier instable, racines mouillées et côtes à quinze pour cent, en toute saison.', 'Vous configurez votre vélo, nous le montons sur commande et le livrons en 8 semaines, chez vous ou chez votre revendeur.'],
          ['Ce qui compte pour nous', 'Des vélos qui encaissent les coups et restent de bons compagnons. Enregistrez le vôtre et la garantie du cadre passe de 2 à 5 ans ; les pièces restent disponibles pendant des années.'],
        ],
        timeline: [
          ['2009', 'La première carte', 'Quarante kilomètres de chemins forestiers, dessinés à la main après une sortie dominicale sous la pluie.'],
          ['2014', 'Notre premier cadre gravel', 'Des pneus larges, une conduite sereine et des fixations pour sacoches, pour les chemins de nos cartes.'],
          ['2025', 'Des cyclistes dans plus de 30 pays', 'Nos vélos explorent aujourd’hui les petites routes de plus de 30 pays.'],
        ],
      },
    },
    it: {
      slogan: 'Oltre l’asfalto',
      description: 'Bici gravel, all-road e mountain bike, collaudate sulle strade forestali e sulle salite ripide delle Ardenne. Configura la tua o trova un rivenditore.',
      menuIntro: 'Gravel, all-road e mountain bike per chi sceglie la strada lunga.',
      hero: {
        title: 'Dove finisce la strada, inizia l’avventura',
        subtitle: 'Bici gravel, all-road e mountain bike, collaudate sulle strade forestali delle Ardenne e montate sulle tue misure in 8 settimane.',
        button: 'Scopri le gravel',
      },
      lineUp: {
        title: 'Dove pedalerai?',
        cards: {
          gravel: ['Gravel', 'Gomme larghe, guida tranquilla e attacchi per i bagagli di un intero weekend.'],
          'all-road': ['All-road', 'Scattante sull’asfalto, imperturbabile sulla sterrata che segue.'],
          mountain: ['Mountain bike', 'Radici, rocce e la lunga risalita dalla valle.'],
        },
      },
      spotlight: { eyebrow: 'Fatta per la strada lunga', text: 'Stabile sulla ghiaia smossa, abbastanza leggera per risalire dalla valle, con spazio per gomme larghe e tutto ciò che serve per una notte sotto le stelle.', button: 'Scopri' },
      promise: {
        title: 'Perché {brand}',
        items: [
          ['Collaudata su veri sentieri', 'Ogni modello percorre le strade forestali e le salite ripide delle Ardenne prima di andare in produzione.'],
          ['Configurata per te', 'Scegli gruppo, verniciatura e taglia. La montiamo su ordinazione entro 8 settimane.'],
          ['5 anni di garanzia del telaio', 'Registra la tua bici e la garanzia del telaio passa da 2 a 5 anni.'],
        ],
      },
      testRide: { text: 'Questo mese prove delle gravel presso i rivenditori in Belgio e nei Paesi Bassi.', button: 'Trova un rivenditore' },
      quote: { text: 'Passo le settimane a cercare sentieri che nessuno percorre ancora. La bici deve affrontarli tutti: carica, sotto la pioggia, alla fine di una lunga giornata.', role: 'Esploratore di percorsi' },
      news: 'Storie dal sentiero',
      newsletter: { title: 'Nuovi percorsi ogni mese', text: 'Sentieri, bici e racconti di viaggio dalle Ardenne e oltre, una volta al mese nella tua casella.', button: 'Iscriviti' },
      about: {
        title: 'Nati nelle Ardenne',
        description: 'Alcuni ciclisti che hanno mappato le strade secondarie delle Ardenne, e le bici che hanno costruito per percorrerle.',
        sections: [
          ['Da dove veniamo', 'Nel 2009 alcuni amici hanno iniziato a disegnare mappe delle strade forestali, delle vecchie strade di cava e delle carrarecce tra l’Ourthe e la Semois. Le loro bici non erano fatte per quelle strade.', 'Così ne hanno costruite di proprie. Oggi {brand} progetta bici gravel, all-road e mountain bike per chi preferisce la strada più lunga.'],
          ['Come lavoriamo', 'Ogni modello viene collaudato dove pedaliamo: ghiaia smossa, radici bagnate e salite al quindici per cento, in ogni stagione.', 'Tu configuri la bici, noi la montiamo su ordinazione e la consegniamo entro 8 settimane, a casa tua o presso il tuo rivenditore.'],
          ['Ciò che conta per noi', 'Bici che incassano i colpi e restano buone compagne di viaggio. Registra la tua e la garanzia del telaio passa da 2 a 5 anni; i ricambi restano disponibili per anni.'],
        ],
        timeline: [
          ['2009', 'La prima mappa', 'Quaranta chilometri di strade forestali, disegnati a mano dopo un’uscita domenicale sotto la pioggia.'],
          ['2014', 'Il nostro primo telaio gravel', 'Gomme larghe, guida tranquilla e attacchi per le borse, per i sentieri delle nostre mappe.'],
          ['2025', 'Ciclisti in oltre 30 paesi', 'Le nostre bici esplorano oggi strade secondarie in oltre 30 paesi.'],
        ],
      },
    },
    nl: {
      slogan: 'Verder dan het asfalt',
      description: 'Gravel-, all-road- en mountainbikes, getest op de bospaden en steile hellingen van de Ardennen. Stel de jouwe samen of vind een dealer.',
      menuIntro: 'Gravel-, all-road- en mountainbikes voor wie de lange weg kiest.',
      hero: {
        title: 'Waar de weg ophoudt, begint de rit',
        subtitle: 'Gravel-, all-road- en mountainbikes, getest op de bospaden van de Ardennen en binnen 8 weken gebouwd op jouw maten.',
        button: 'Ontdek gravelfietsen',
      },
      lineUp: {
        title: 'Waar rij jij naartoe?',
        cards: {
          gravel: ['Gravel', 'Brede banden, rustig stuurgedrag en bevestigingen voor een weekend aan bagage.'],
          'all-road': ['All-road', 'Vlot op asfalt, onverstoorbaar op de landweg die erop volgt.'],
          mountain: ['Mountainbike', 'Wortels, rotsen en de lange klim terug uit het dal.'],
        },
      },
      spotlight: { eyebrow: 'Gebouwd voor de lange weg', text: 'Stabiel op los grind, licht genoeg voor de klim uit het dal, met ruimte voor brede banden en alles wat je nodig hebt voor een nacht onder de sterren.', button: 'Ontdek' },
      promise: {
        title: 'Waarom {brand}',
        items: [
          ['Getest op echte paden', 'Elk model rijdt over de bospaden en steile hellingen van de Ardennen voor het in productie gaat.'],
          ['Samengesteld voor jou', 'Kies groep, lakontwerp en maat. We bouwen je fiets binnen 8 weken.'],
          ['5 jaar framegarantie', 'Registreer je fiets en de framegarantie gaat van 2 naar 5 jaar.'],
        ],
      },
      testRide: { text: 'Deze maand gravelproefritten bij dealers in België en Nederland.', button: 'Vind een dealer' },
      quote: { text: 'Ik zoek de hele week naar paden waar nog niemand rijdt. De fiets moet ze allemaal aankunnen: beladen, in de regen, aan het eind van een lange dag.', role: 'Routeverkenner' },
      news: 'Verhalen van onderweg',
      newsletter: { title: 'Elke maand nieuwe routes', text: 'Paden, fietsen en reisverslagen uit de Ardennen en verder, één keer per maand in je mailbox.', button: 'Inschrijven' },
      about: {
        title: 'Geboren in de Ardennen',
        description: 'Een paar rijders die de achterafwegen van de Ardennen in kaart brachten, en de fietsen die ze bouwden om ze te rijden.',
        sections: [
          ['Waar we vandaan komen', 'In 2009 begonnen een paar vrienden kaarten te tekenen van de bospaden, oude groevewegen en landwegen tussen de Ourthe en de Semois. De fietsen die ze hadden, waren niet gemaakt voor die wegen.', 'Dus bouwden ze er zelf een. Vandaag ontwerpt {brand} gravel-, all-road- en mountainbikes voor wie liever de lange weg neemt.'],
          ['Hoe we werken', 'Elk model wordt getest waar wij rijden: los grind, natte wortels en hellingen van vijftien procent, in elk seizoen.', 'Jij stelt je fiets samen, wij bouwen hem op bestelling en leveren binnen 8 weken, thuis of bij je dealer.'],
          ['Waar we om geven', 'Fietsen die tegen een stootje kunnen en goed gezelschap blijven. Registreer de jouwe en de framegarantie gaat van 2 naar 5 jaar; onderdelen blijven jarenlang beschikbaar.'],
        ],
        timeline: [
          ['2009', 'De eerste kaart', 'Veertig kilometer bospad, met de hand getekend na een natte zondagsrit.'],
          ['2014', 'Ons eerste gravelframe', 'Brede banden, rustig stuurgedrag en bevestigingen voor tassen, voor de paden op onze kaarten.'],
          ['2025', 'Rijders in meer dan 30 landen', 'Onze fietsen verkennen nu achterafwegen in meer dan 30 landen.'],
        ],
      },
    },
  },
};
