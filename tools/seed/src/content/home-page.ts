import type { NewContentEntry } from '@bike/server/content';
import { block, entryRows, image, translate, type Tr } from './seed-helpers';
import type { SpotlightSeed } from './spotlights';

/** The playground's newsletter block (each brand's home page has its own, brand-content.ts). */
const NEWSLETTER: Tr<{ title: string; text: string; button: string }> = {
  en: { title: 'Stay in the bunch', text: 'New bikes, rides and stories, once a month in your inbox.', button: 'Subscribe' },
  de: { title: 'Bleib im Feld', text: 'Neue Räder, Touren und Geschichten, einmal im Monat in deinem Postfach.', button: 'Abonnieren' },
  es: { title: 'Quédate en el pelotón', text: 'Bicis nuevas, rutas e historias, una vez al mes en tu correo.', button: 'Suscribirme' },
  fr: { title: 'Restez dans le peloton', text: 'Nouveaux vélos, sorties et histoires, une fois par mois dans votre boîte mail.', button: 'S’abonner' },
  it: { title: 'Resta nel gruppo', text: 'Nuove bici, uscite e storie, una volta al mese nella tua casella.', button: 'Iscriviti' },
  nl: { title: 'Blijf in het peloton', text: 'Nieuwe fietsen, ritten en verhalen, één keer per maand in je mailbox.', button: 'Inschrijven' },
};

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
          block('newsletter', { title: NEWSLETTER[lang].title, text: NEWSLETTER[lang].text, buttonText: NEWSLETTER[lang].button }),
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
