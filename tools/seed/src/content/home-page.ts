import type { NewContentEntry } from '@bike/server/content';
import { block, entryRows, image, translate, type Tr } from './seed-helpers';
import type { SpotlightSeed } from './spotlights';

interface HomeTexts {
  title: string;
  heroTitle: string;
  heroSubtitle: string;
  heroButton: string;
  highlightsTitle: string;
  highlights: [string, string][];
  categoriesTitle: string;
  categories: [string, string][];
  quote: string;
  quoteRole: string;
  newsTitle: string;
  newsCards: [string, string][];
  newsletterTitle: string;
  newsletterText: string;
  newsletterButton: string;
  testRideText: string;
  testRideButton: string;
}

const HOME: Tr<HomeTexts> = {
  en: {
    title: 'Home',
    heroTitle: 'Built in Flanders, ridden everywhere',
    heroSubtitle: 'Road, gravel and e-bikes, configured to your measurements and delivered within 8 weeks.',
    heroButton: 'Configure your bike',
    highlightsTitle: 'Why ride {brand}',
    highlights: [
      ['5-year frame warranty', 'Register your bike and your frame warranty grows from 2 to 5 years.'],
      ['Configured for you', 'Choose groupset, paint design and size. We build it to order within 8 weeks.'],
      ['A dealer nearby', 'Test ride, pick up and service at a dealer in more than 30 countries.'],
    ],
    categoriesTitle: 'Find your ride',
    categories: [
      ['Road', 'Light, fast and stiff where it counts.'],
      ['Gravel', 'For the roads that run out of tarmac.'],
      ['E-bikes', 'Go further with a quiet boost.'],
    ],
    quote: 'We build the bikes we want to ride ourselves on a wet Tuesday in February: honest, tough and a joy on every climb.',
    quoteRole: 'Head of product development',
    newsTitle: 'Latest stories',
    newsCards: [
      ['Riding the cobbles in spring', 'How our test team prepares the bikes for the classics.'],
      ['Gravel tyre pressure, explained', 'A few bars make all the difference off-road.'],
    ],
    newsletterTitle: 'Stay in the bunch',
    newsletterText: 'New bikes, rides and stories, once a month in your inbox.',
    newsletterButton: 'Subscribe',
    testRideText: 'Test ride days at dealers in Belgium and the Netherlands this month.',
    testRideButton: 'Find a dealer',
  },
  de: {
    title: 'Startseite',
    heroTitle: 'Gebaut in Flandern, gefahren auf der ganzen Welt',
    heroSubtitle: 'Rennräder, Gravelbikes und E-Bikes, nach deinen Maßen konfiguriert und innerhalb von 8 Wochen geliefert.',
    heroButton: 'Rad konfigurieren',
    highlightsTitle: 'Warum {brand}',
    highlights: [
      ['5 Jahre Rahmengarantie', 'Registriere dein Rad und die Rahmengarantie verlängert sich von 2 auf 5 Jahre.'],
      ['Für dich konfiguriert', 'Wähle Schaltgruppe, Lackierung und Größe. Wir bauen dein Rad innerhalb von 8 Wochen.'],
      ['Ein Händler in deiner Nähe', 'Probefahrt, Abholung und Service bei Händlern in über 30 Ländern.'],
    ],
    categoriesTitle: 'Finde dein Rad',
    categories: [
      ['Rennrad', 'Leicht, schnell und steif, wo es darauf ankommt.'],
      ['Gravel', 'Für Wege, auf denen der Asphalt aufhört.'],
      ['E-Bikes', 'Weiter kommen mit leiser Unterstützung.'],
    ],
    quote: 'Wir bauen die Räder, die wir selbst an einem nassen Dienstag im Februar fahren wollen: ehrlich, robust und an jedem Anstieg eine Freude.',
    quoteRole: 'Leiter Produktentwicklung',
    newsTitle: 'Neueste Geschichten',
    newsCards: [
      ['Kopfsteinpflaster im Frühling', 'Wie unser Testteam die Räder auf die Klassiker vorbereitet.'],
      ['Reifendruck beim Gravelbike', 'Ein paar Zehntel bar machen im Gelände den Unterschied.'],
    ],
    newsletterTitle: 'Bleib im Feld',
    newsletterText: 'Neue Räder, Touren und Geschichten, einmal im Monat in deinem Postfach.',
    newsletterButton: 'Abonnieren',
    testRideText: 'Diesen Monat Testtage bei Händlern in Belgien und den Niederlanden.',
    testRideButton: 'Händler finden',
  },
  es: {
    title: 'Inicio',
    heroTitle: 'Fabricadas en Flandes, rodadas en todo el mundo',
    heroSubtitle: 'Bicicletas de carretera, gravel y eléctricas, configuradas a tu medida y entregadas en 8 semanas.',
    heroButton: 'Configura tu bici',
    highlightsTitle: 'Por qué {brand}',
    highlights: [
      ['5 años de garantía del cuadro', 'Registra tu bici y la garantía del cuadro pasa de 2 a 5 años.'],
      ['Configurada para ti', 'Elige grupo, diseño de pintura y talla. La montamos en un plazo de 8 semanas.'],
      ['Un distribuidor cerca', 'Prueba, recogida y mantenimiento en distribuidores de más de 30 países.'],
    ],
    categoriesTitle: 'Encuentra tu bici',
    categories: [
      ['Carretera', 'Ligera, rápida y rígida donde importa.'],
      ['Gravel', 'Para los caminos donde se acaba el asfalto.'],
      ['Eléctricas', 'Llega más lejos con un empuje silencioso.'],
    ],
    quote: 'Construimos las bicis que nosotros mismos queremos rodar un martes lluvioso de febrero: honestas, resistentes y un placer en cada subida.',
    quoteRole: 'Director de desarrollo de producto',
    newsTitle: 'Últimas historias',
    newsCards: [
      ['Adoquines en primavera', 'Cómo prepara nuestro equipo de pruebas las bicis para las clásicas.'],
      ['La presión de los neumáticos gravel', 'Unas décimas de bar lo cambian todo fuera del asfalto.'],
    ],
    newsletterTitle: 'Quédate en el pelotón',
    newsletterText: 'Bicis nuevas, rutas e historias, una vez al mes en tu correo.',
    newsletterButton: 'Suscribirme',
    testRideText: 'Este mes hay jornadas de prueba en distribuidores de Bélgica y los Países Bajos.',
    testRideButton: 'Buscar distribuidor',
  },
  fr: {
    title: 'Accueil',
    heroTitle: 'Construits en Flandre, roulés partout',
    heroSubtitle: 'Vélos de route, gravel et électriques, configurés à vos mesures et livrés en 8 semaines.',
    heroButton: 'Configurer votre vélo',
    highlightsTitle: 'Pourquoi {brand}',
    highlights: [
      ['Cadre garanti 5 ans', 'Enregistrez votre vélo et la garantie du cadre passe de 2 à 5 ans.'],
      ['Configuré pour vous', 'Choisissez le groupe, la peinture et la taille. Nous le montons en 8 semaines.'],
      ['Un revendeur près de chez vous', 'Essai, retrait et entretien chez des revendeurs dans plus de 30 pays.'],
    ],
    categoriesTitle: 'Trouvez votre vélo',
    categories: [
      ['Route', 'Léger, rapide et rigide là où il le faut.'],
      ['Gravel', 'Pour les chemins où le bitume s’arrête.'],
      ['Vélos électriques', 'Allez plus loin avec une assistance discrète.'],
    ],
    quote: 'Nous construisons les vélos que nous voulons rouler nous-mêmes un mardi pluvieux de février : honnêtes, solides et un plaisir dans chaque montée.',
    quoteRole: 'Responsable du développement produit',
    newsTitle: 'Dernières histoires',
    newsCards: [
      ['Les pavés au printemps', 'Comment notre équipe de test prépare les vélos pour les classiques.'],
      ['La pression des pneus gravel', 'Quelques dixièmes de bar changent tout hors du bitume.'],
    ],
    newsletterTitle: 'Restez dans le peloton',
    newsletterText: 'Nouveaux vélos, sorties et histoires, une fois par mois dans votre boîte mail.',
    newsletterButton: 'S’abonner',
    testRideText: 'Journées d’essai chez les revendeurs en Belgique et aux Pays-Bas ce mois-ci.',
    testRideButton: 'Trouver un revendeur',
  },
  it: {
    title: 'Home',
    heroTitle: 'Costruite nelle Fiandre, pedalate ovunque',
    heroSubtitle: 'Bici da strada, gravel ed e-bike, configurate sulle tue misure e consegnate entro 8 settimane.',
    heroButton: 'Configura la tua bici',
    highlightsTitle: 'Perché {brand}',
    highlights: [
      ['Telaio garantito 5 anni', 'Registra la tua bici e la garanzia del telaio passa da 2 a 5 anni.'],
      ['Configurata per te', 'Scegli gruppo, verniciatura e taglia. La montiamo su ordinazione entro 8 settimane.'],
      ['Un rivenditore vicino', 'Prova, ritiro e assistenza presso rivenditori in oltre 30 paesi.'],
    ],
    categoriesTitle: 'Trova la tua bici',
    categories: [
      ['Strada', 'Leggera, veloce e rigida dove serve.'],
      ['Gravel', 'Per le strade dove finisce l’asfalto.'],
      ['E-bike', 'Vai più lontano con una spinta silenziosa.'],
    ],
    quote: 'Costruiamo le bici che vorremmo pedalare noi stessi in un martedì piovoso di febbraio: oneste, robuste e una gioia in ogni salita.',
    quoteRole: 'Responsabile sviluppo prodotto',
    newsTitle: 'Ultime storie',
    newsCards: [
      ['Il pavé in primavera', 'Come il nostro team di test prepara le bici per le classiche.'],
      ['La pressione delle gomme gravel', 'Pochi decimi di bar fanno la differenza fuori strada.'],
    ],
    newsletterTitle: 'Resta nel gruppo',
    newsletterText: 'Nuove bici, uscite e storie, una volta al mese nella tua casella.',
    newsletterButton: 'Iscriviti',
    testRideText: 'Questo mese giornate di prova presso i rivenditori in Belgio e nei Paesi Bassi.',
    testRideButton: 'Trova un rivenditore',
  },
  nl: {
    title: 'Home',
    heroTitle: 'Gebouwd in Vlaanderen, gereden overal ter wereld',
    heroSubtitle: 'Race-, gravel- en e-bikes, geconfigureerd op jouw maten en geleverd binnen 8 weken.',
    heroButton: 'Stel je fiets samen',
    highlightsTitle: 'Waarom {brand}',
    highlights: [
      ['5 jaar garantie op het frame', 'Registreer je fiets en de framegarantie gaat van 2 naar 5 jaar.'],
      ['Samengesteld voor jou', 'Kies groep, lakontwerp en maat. We bouwen je fiets binnen 8 weken.'],
      ['Een dealer in de buurt', 'Proefrit, afhalen en onderhoud bij dealers in meer dan 30 landen.'],
    ],
    categoriesTitle: 'Vind je fiets',
    categories: [
      ['Race', 'Licht, snel en stijf waar het telt.'],
      ['Gravel', 'Voor de wegen waar het asfalt ophoudt.'],
      ['E-bikes', 'Verder met een stille duw in de rug.'],
    ],
    quote: 'We bouwen de fietsen die we zelf willen rijden op een natte dinsdag in februari: eerlijk, stoer en een plezier op elke helling.',
    quoteRole: 'Hoofd productontwikkeling',
    newsTitle: 'Laatste verhalen',
    newsCards: [
      ['Kasseien in het voorjaar', 'Hoe ons testteam de fietsen klaarmaakt voor de klassiekers.'],
      ['Bandenspanning bij gravel', 'Een paar tiende bar maakt offroad het verschil.'],
    ],
    newsletterTitle: 'Blijf in het peloton',
    newsletterText: 'Nieuwe fietsen, ritten en verhalen, één keer per maand in je mailbox.',
    newsletterButton: 'Inschrijven',
    testRideText: 'Deze maand testdagen bij dealers in België en Nederland.',
    testRideButton: 'Vind een dealer',
  },
};

const CATEGORY_LINKS = ['road', 'gravel', 'e-bikes'];

export function homePageRows(spotlight: SpotlightSeed): NewContentEntry[] {
  return entryRows(
    'homepage',
    1000,
    { slug: 'home', postDate: '2025-03-01T08:00:00Z' },
    translate(HOME, (t, lang) => ({
      title: t.title,
      data: {
        showTitle: false,
        pageTheme: 'light',
        featuredImage: image('home-hero', t.heroTitle),
        mixedContent: [
          block('imageBanner', { title: t.heroTitle, subtitle: t.heroSubtitle, image: image('home-hero', t.heroTitle), buttonText: t.heroButton, buttonUrl: '/configurator' }, { width: 'full', animation: 'zoom' }),
          block('stickyBanner', { text: t.testRideText, buttonText: t.testRideButton, buttonUrl: '/dealers' }, { allowedCountries: ['BE', 'NL'] }),
          block('highlights', { title: t.highlightsTitle, items: t.highlights.map(([title, text], i) => ({ title, text, icon: ['shield', 'wrench', 'pin'][i] })) }),
          block('sectionTitle', { title: t.categoriesTitle }),
          block('cards', {
            cardType: 'family',
            cards: t.categories.map(([title, text], i) => ({
              title,
              text,
              image: image(`category-${CATEGORY_LINKS[i]}`, title),
              url: `/bikes/categories/${CATEGORY_LINKS[i]}`,
            })),
          }),
          block('bike', { ...spotlight.byLanguage[lang], spotlightId: spotlight.id, bikeId: spotlight.bikeId, startingPrice: spotlight.startingPrice, image: image('spotlight-road', spotlight.byLanguage[lang].title) }, { width: 'wide' }),
          block('quote', { quote: t.quote, author: 'Lotte Vermeulen', role: t.quoteRole }, { align: 'center' }),
          block('cards', {
            cardType: 'article',
            title: t.newsTitle,
            cards: t.newsCards.map(([title, text], i) => ({
              title,
              text,
              image: image(`blog-${7001 + i}`, title),
              url: `/news/article/${7001 + i}`,
              articleId: 7001 + i,
            })),
          }),
          block('newsletter', { title: t.newsletterTitle, text: t.newsletterText, buttonText: t.newsletterButton }, { align: 'center' }),
        ],
      },
    })),
  );
}

interface PlaygroundTexts {
  title: string;
  intro: string;
  more: string;
  quote: string;
  person: string;
  prize: [string, string];
  sticky: string;
  facts: [string, string][];
}

const PLAYGROUND: Tr<PlaygroundTexts> = {
  en: { title: 'Playground', intro: 'Every content block once, for editors and designers to check the layout.', more: 'Read more', quote: 'A good bike disappears under you: all that is left is the road.', person: 'Frame designer since 2009. She draws every new geometry by hand before the first prototype is welded.', prize: ['Win a weekend in the Ardennes', 'Two days of guided gravel riding for two, bikes included. The draw is on 31 December.'], sticky: 'Free bike fitting with every new bike this month.', facts: [['8 weeks', 'From order to your door, or we say so first.'], ['5 years', 'Frame warranty once your bike is registered.'], ['6 languages', 'Service in your own language.']] },
  de: { title: 'Spielwiese', intro: 'Jeder Inhaltsblock einmal, damit Redaktion und Design das Layout prüfen können.', more: 'Mehr lesen', quote: 'Ein gutes Rad verschwindet unter dir: Was bleibt, ist die Straße.', person: 'Rahmendesignerin seit 2009. Jede neue Geometrie zeichnet sie von Hand, bevor der erste Prototyp geschweißt wird.', prize: ['Gewinne ein Wochenende in den Ardennen', 'Zwei Tage geführte Gravel-Touren für zwei Personen, Räder inklusive. Die Verlosung ist am 31. Dezember.'], sticky: 'Kostenloses Bikefitting zu jedem neuen Rad in diesem Monat.', facts: [['8 Wochen', 'Von der Bestellung bis zu dir, oder wir sagen es vorher.'], ['5 Jahre', 'Rahmengarantie, sobald dein Rad registriert ist.'], ['6 Sprachen', 'Service in deiner Sprache.']] },
  es: { title: 'Zona de pruebas', intro: 'Cada bloque de contenido una vez, para que editores y diseñadores revisen el diseño.', more: 'Leer más', quote: 'Una buena bici desaparece bajo tus pies: solo queda la carretera.', person: 'Diseñadora de cuadros desde 2009. Dibuja a mano cada nueva geometría antes de soldar el primer prototipo.', prize: ['Gana un fin de semana en las Ardenas', 'Dos días de rutas gravel guiadas para dos personas, bicis incluidas. El sorteo es el 31 de diciembre.'], sticky: 'Estudio biomecánico gratis con cada bici nueva este mes.', facts: [['8 semanas', 'Del pedido a tu puerta, o te avisamos antes.'], ['5 años', 'De garantía del cuadro al registrar tu bici.'], ['6 idiomas', 'Atención en tu idioma.']] },
  fr: { title: 'Bac à sable', intro: 'Chaque bloc de contenu une fois, pour que la rédaction et le design vérifient la mise en page.', more: 'Lire la suite', quote: 'Un bon vélo disparaît sous vous : il ne reste que la route.', person: 'Designer de cadres depuis 2009. Elle dessine chaque nouvelle géométrie à la main avant que le premier prototype soit soudé.', prize: ['Gagnez un week-end dans les Ardennes', 'Deux jours de gravel guidé pour deux, vélos compris. Le tirage a lieu le 31 décembre.'], sticky: 'Étude posturale offerte avec chaque vélo neuf ce mois-ci.', facts: [['8 semaines', 'De la commande à votre porte, ou nous vous prévenons avant.'], ['5 ans', 'De garantie du cadre une fois votre vélo enregistré.'], ['6 langues', 'Un service dans votre langue.']] },
  it: { title: 'Area di prova', intro: 'Ogni blocco di contenuto una volta, per controllare il layout con redazione e design.', more: 'Leggi di più', quote: 'Una buona bici scompare sotto di te: resta solo la strada.', person: 'Progettista di telai dal 2009. Disegna a mano ogni nuova geometria prima che venga saldato il primo prototipo.', prize: ['Vinci un weekend nelle Ardenne', 'Due giorni di gravel guidato per due persone, bici incluse. L\'estrazione è il 31 dicembre.'], sticky: 'Biomeccanica gratuita con ogni bici nuova questo mese.', facts: [['8 settimane', 'Dall\'ordine a casa tua, o te lo diciamo prima.'], ['5 anni', 'Di garanzia del telaio registrando la bici.'], ['6 lingue', 'Assistenza nella tua lingua.']] },
  nl: { title: 'Speeltuin', intro: 'Elk contentblok één keer, zodat redactie en design de opmaak kunnen nakijken.', more: 'Lees meer', quote: 'Een goede fiets verdwijnt onder je: wat overblijft is de weg.', person: 'Frameontwerpster sinds 2009. Ze tekent elke nieuwe geometrie met de hand voordat het eerste prototype gelast wordt.', prize: ['Win een weekend in de Ardennen', 'Twee dagen begeleid gravelrijden voor twee, fietsen inbegrepen. De trekking is op 31 december.'], sticky: 'Gratis bikefitting bij elke nieuwe fiets deze maand.', facts: [['8 weken', 'Van bestelling tot aan je deur, of we zeggen het vooraf.'], ['5 jaar', 'Framegarantie zodra je fiets geregistreerd is.'], ['6 talen', 'Service in je eigen taal.']] },
};

/** What the playground's shop blocks point at: a spotlight, a platform and a concept of the seed. */
export interface PlaygroundReferences {
  spotlight: SpotlightSeed;
  platformCode: string;
  platformTitle: string;
  conceptCode: string | null;
}

/**
 * The playground page (spec route "playground") holds every block kind of spec point 3 at least
 * once, so editors and designers see them all and the e2e suite checks each renders. It also
 * holds one block limited to Belgium and the Netherlands, and one of a kind the shop does not
 * know (skipped by the page, never a crash).
 */
export function playgroundRows(refs: PlaygroundReferences): NewContentEntry[] {
  const { spotlight } = refs;
  return entryRows(
    'playground',
    1001,
    { slug: 'playground', postDate: '2025-01-10T08:00:00Z' },
    translate(PLAYGROUND, (t, lang) => ({
      title: t.title,
      data: {
        showTitle: true,
        showDescription: true,
        description: t.intro,
        mixedContent: [
          block('imageBanner', { title: t.title, subtitle: t.intro, image: image('playground-banner', t.title), buttonText: t.more, buttonUrl: '/about' }, { width: 'full', animation: 'none' }),
          block('sectionTitle', { title: t.title, subtitle: t.intro, anchor: 'playground-start' }),
          block('heading', { text: t.title, level: 2 }),
          block('contentText', { html: `<p>${t.intro}</p>` }),
          block('spacing', { size: 'md' }),
          block('highlightedText', { text: t.intro }, { align: 'center' }),
          block('collapseText', { items: [{ title: 'FAQ', html: `<p>${t.intro}</p>` }, { title: t.facts[0]![0], html: `<p>${t.facts[0]![1]}</p>` }] }),
          block('textWithBackground', { title: t.title, html: `<p>${t.intro}</p>`, backgroundImage: image('playground-background', t.title), theme: 'dark' }, { width: 'full' }),
          block('image', { image: image('playground-image', t.title), caption: t.title }),
          block('video', { videoUrl: '/media/content/workshop-loop.webm', poster: image('playground-video', t.title), caption: t.intro }),
          block('imageWithTextAndLinkOnSide', { image: image('playground-side', t.title), title: t.title, html: `<p>${t.intro}</p>`, linkText: t.more, linkUrl: '/about', imageSide: 'left' }),
          block('quote', { quote: t.quote, author: 'Lotte Vermeulen', role: 'Ardenne' }, { align: 'center' }),
          block('cards', { cardType: 'spotlight', title: t.title, cards: [1, 2, 3].map((n) => ({ title: `${t.title} ${n}`, text: t.intro, image: image(`playground-card-${n}`, `${t.title} ${n}`), url: '/bikes' })) }),
          block('shrinkingBanner', { title: t.title, image: image('playground-shrinking', t.title) }, { width: 'full' }),
          block('stickyBanner', { text: t.sticky, buttonText: t.more, buttonUrl: '/bikefitting' }, { allowedCountries: ['BE', 'NL'] }),
          block('videoBanner', { title: t.title, videoUrl: '/media/content/workshop-loop.webm', poster: image('playground-video-banner', t.title) }, { width: 'full', animation: 'none' }),
          block('imageGallery', { images: [1, 2, 3, 4].map((n) => image(`playground-gallery-${n}`, `${t.title} ${n}`)) }),
          block('photoGallery', { title: t.title, photos: [1, 2, 3, 4].map((n) => image(`playground-photo-${n}`, `${t.title} ${n}`)) }),
          block('button', { text: t.more, url: '/shop', variant: 'primary' }),
          block('bike', { ...spotlight.byLanguage[lang], spotlightId: spotlight.id, bikeId: spotlight.bikeId, startingPrice: spotlight.startingPrice, image: image('spotlight-road', spotlight.byLanguage[lang].title) }, { width: 'wide' }),
          block('platform', { platformId: refs.platformCode, title: refs.platformTitle, text: t.intro }),
          block('personality', { name: 'Lotte Vermeulen', role: 'Frame design', html: `<p>${t.person}</p>`, image: image('playground-person', 'Lotte Vermeulen') }),
          ...(refs.conceptCode ? [block('configuration', { configurationCode: refs.conceptCode, title: refs.platformTitle })] : []),
          block('timeline', { items: [{ year: '1987', title: 'Workshop', text: t.intro }, { year: '2025', title: t.title, text: t.intro }] }),
          block('highlights', { title: t.title, items: t.facts.map(([title, text], i) => ({ title, text, icon: ['delivery', 'warranty', 'service'][i]! })) }),
          block('presentation', { title: t.title, slides: [1, 2, 3].map((n) => ({ title: `${t.title} ${n}`, text: t.intro, image: image(`playground-slide-${n}`, t.title) })) }),
          block('newsletter', { title: HOME[lang].newsletterTitle, text: HOME[lang].newsletterText, buttonText: HOME[lang].newsletterButton }),
          block('prizeForm', { title: t.prize[0], text: t.prize[1], buttonText: '' }),
          block('customComponent', { component: 'dealerSearch', props: {} }),
          block('customComponent', { component: 'conceptCode', props: {} }),
          // A kind from a newer content model: the page skips it.
          { ...block('heading', { text: 'future', level: 2 }), blockType: 'futureBlock' as never },
          block('emptydiv', { anchor: 'playground-end' }),
        ],
      },
    })),
  );
}
