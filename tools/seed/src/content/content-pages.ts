import { type NewContentEntry, type ContentBlock } from '@bike/server/content';
import { block, entryRows, image, paragraphs, translate, type Lang, type Tr } from './seed-helpers';
import { ARCHIVE, AUTUMN_KIT, DEVELOPMENT, EBIKES, indexBlocks, LANDING_INDEX, PAGES_INDEX, PRICE_LIST_CH, TESTING } from './more-pages';

interface PageCopy {
  title: string;
  description: string;
  /** [section title, paragraph, paragraph ...] */
  sections: string[][];
  /** Questions and answers shown as collapsible text. */
  faq?: [string, string][];
  button?: [string, string];
}

interface PageSeed {
  id: number;
  slug: string;
  theme?: 'light' | 'dark';
  copy: Partial<Tr<PageCopy>>;
  /** Extra blocks after the sections (same in every language apart from texts passed in). */
  extra?: (copy: PageCopy, lang: Lang) => ContentBlock[];
  /** A draft is seen only by an admin in preview mode. */
  draft?: boolean;
}

const SERVICE: Tr<PageCopy> = {
  en: {
    title: 'Service',
    description: 'Maintenance, warranty and spare parts: how we keep your bike on the road.',
    sections: [
      ['Maintenance at your dealer', 'Your dealer knows your bike. Have it checked once a year, or every 3,000 km, and before a big trip. Chains, brake pads and tyres wear; a frame that is cared for lasts for decades.'],
      ['Warranty', 'Every frame carries a 2-year warranty. Register your bike within the first months after purchase and the frame warranty is extended to 5 years. Components are covered by their maker’s warranty through your dealer.'],
      ['Spare parts', 'Derailleur hangers, thru-axles, seat clamps and other frame-specific parts are available from your dealer or in our shop, for current and older models.'],
    ],
    faq: [
      ['How do I claim warranty?', 'Go to your dealer with the bike and your proof of purchase. The dealer sends the claim to us and keeps you informed.'],
      ['My dealer has closed. What now?', 'Any dealer of our network can help you. Use the dealer locator to find the nearest one.'],
    ],
    button: ['Register your bike', '/bike-registration'],
  },
  de: {
    title: 'Service',
    description: 'Wartung, Garantie und Ersatzteile: So bleibt dein Rad auf der Straße.',
    sections: [
      ['Wartung bei deinem Händler', 'Dein Händler kennt dein Rad. Lass es einmal im Jahr oder alle 3.000 km und vor einer großen Reise prüfen. Kette, Bremsbeläge und Reifen verschleißen; ein gepflegter Rahmen hält Jahrzehnte.'],
      ['Garantie', 'Auf jeden Rahmen gibt es 2 Jahre Garantie. Registriere dein Rad in den ersten Monaten nach dem Kauf, dann verlängert sich die Rahmengarantie auf 5 Jahre. Für Komponenten gilt die Garantie des Herstellers über deinen Händler.'],
      ['Ersatzteile', 'Schaltaugen, Steckachsen, Sattelklemmen und andere rahmenspezifische Teile bekommst du bei deinem Händler oder in unserem Shop, für aktuelle und ältere Modelle.'],
    ],
    faq: [
      ['Wie mache ich Garantie geltend?', 'Geh mit dem Rad und dem Kaufbeleg zu deinem Händler. Er leitet den Antrag an uns weiter und hält dich auf dem Laufenden.'],
      ['Mein Händler hat geschlossen. Was nun?', 'Jeder Händler unseres Netzes hilft dir weiter. Mit der Händlersuche findest du den nächstgelegenen.'],
    ],
    button: ['Rad registrieren', '/bike-registration'],
  },
  es: {
    title: 'Servicio',
    description: 'Mantenimiento, garantía y recambios: así mantenemos tu bici en la carretera.',
    sections: [
      ['Mantenimiento en tu distribuidor', 'Tu distribuidor conoce tu bici. Haz que la revise una vez al año o cada 3.000 km, y antes de un viaje largo. La cadena, las pastillas y los neumáticos se desgastan; un cuadro bien cuidado dura décadas.'],
      ['Garantía', 'Todos los cuadros tienen 2 años de garantía. Registra tu bici en los primeros meses tras la compra y la garantía del cuadro se amplía a 5 años. Los componentes tienen la garantía de su fabricante a través de tu distribuidor.'],
      ['Recambios', 'Patillas de cambio, ejes pasantes, abrazaderas de sillín y otras piezas específicas del cuadro están disponibles en tu distribuidor o en nuestra tienda, para modelos actuales y anteriores.'],
    ],
    faq: [
      ['¿Cómo reclamo la garantía?', 'Acude a tu distribuidor con la bici y el comprobante de compra. El distribuidor nos envía la reclamación y te mantiene informado.'],
      ['Mi distribuidor ha cerrado. ¿Y ahora?', 'Cualquier distribuidor de nuestra red puede ayudarte. Usa el buscador de distribuidores para encontrar el más cercano.'],
    ],
    button: ['Registra tu bici', '/bike-registration'],
  },
  fr: {
    title: 'Service',
    description: 'Entretien, garantie et pièces détachées : comment nous gardons votre vélo sur la route.',
    sections: [
      ['L’entretien chez votre revendeur', 'Votre revendeur connaît votre vélo. Faites-le contrôler une fois par an ou tous les 3 000 km, et avant un grand voyage. Chaîne, plaquettes et pneus s’usent ; un cadre bien entretenu dure des décennies.'],
      ['Garantie', 'Chaque cadre est garanti 2 ans. Enregistrez votre vélo dans les premiers mois après l’achat et la garantie du cadre passe à 5 ans. Les composants sont couverts par la garantie de leur fabricant via votre revendeur.'],
      ['Pièces détachées', 'Pattes de dérailleur, axes traversants, colliers de selle et autres pièces propres au cadre sont disponibles chez votre revendeur ou dans notre boutique, pour les modèles actuels et plus anciens.'],
    ],
    faq: [
      ['Comment faire jouer la garantie ?', 'Rendez-vous chez votre revendeur avec le vélo et la preuve d’achat. Il nous transmet la demande et vous tient informé.'],
      ['Mon revendeur a fermé. Que faire ?', 'Tous les revendeurs de notre réseau peuvent vous aider. Le localisateur vous indique le plus proche.'],
    ],
    button: ['Enregistrer votre vélo', '/bike-registration'],
  },
  it: {
    title: 'Assistenza',
    description: 'Manutenzione, garanzia e ricambi: come teniamo la tua bici su strada.',
    sections: [
      ['Manutenzione dal rivenditore', 'Il tuo rivenditore conosce la tua bici. Falla controllare una volta all’anno o ogni 3.000 km, e prima di un lungo viaggio. Catena, pastiglie e gomme si consumano; un telaio curato dura decenni.'],
      ['Garanzia', 'Ogni telaio ha 2 anni di garanzia. Registra la bici nei primi mesi dopo l’acquisto e la garanzia del telaio si estende a 5 anni. I componenti sono coperti dalla garanzia del produttore tramite il rivenditore.'],
      ['Ricambi', 'Forcellini del cambio, perni passanti, collarini reggisella e altri ricambi specifici del telaio sono disponibili dal rivenditore o nel nostro shop, per modelli attuali e precedenti.'],
    ],
    faq: [
      ['Come richiedo la garanzia?', 'Vai dal tuo rivenditore con la bici e la prova d’acquisto. Il rivenditore ci inoltra la richiesta e ti tiene aggiornato.'],
      ['Il mio rivenditore ha chiuso. E ora?', 'Qualsiasi rivenditore della nostra rete può aiutarti. Usa la ricerca rivenditori per trovare il più vicino.'],
    ],
    button: ['Registra la tua bici', '/bike-registration'],
  },
  nl: {
    title: 'Service',
    description: 'Onderhoud, garantie en onderdelen: zo houden we je fiets op de weg.',
    sections: [
      ['Onderhoud bij je dealer', 'Je dealer kent je fiets. Laat hem één keer per jaar of elke 3.000 km nakijken, en voor een grote reis. Ketting, remblokken en banden slijten; een goed verzorgd frame gaat tientallen jaren mee.'],
      ['Garantie', 'Op elk frame zit 2 jaar garantie. Registreer je fiets in de eerste maanden na aankoop en de framegarantie wordt verlengd tot 5 jaar. Voor onderdelen geldt de garantie van de fabrikant via je dealer.'],
      ['Onderdelen', 'Derailleurpads, steekassen, zadelklemmen en andere framespecifieke onderdelen zijn verkrijgbaar bij je dealer of in onze shop, voor huidige en oudere modellen.'],
    ],
    faq: [
      ['Hoe doe ik een garantieclaim?', 'Ga met de fiets en je aankoopbewijs naar je dealer. De dealer stuurt de claim naar ons en houdt je op de hoogte.'],
      ['Mijn dealer is gesloten. Wat nu?', 'Elke dealer van ons netwerk kan je helpen. Met de dealerzoeker vind je de dichtstbijzijnde.'],
    ],
    button: ['Registreer je fiets', '/bike-registration'],
  },
};

const BIKEFITTING: Tr<PageCopy> = {
  en: {
    title: 'Bike fitting',
    description: 'The right position makes you faster, more comfortable and free of pain. Here is how to get it.',
    sections: [
      ['Why a fitting', 'Saddle height, reach and cleat position decide how your body works on the bike. A few millimetres too far and your knees, back or hands will tell you after two hours.'],
      ['Fitting at a dealer', 'Many of our dealers have a trained fitter. A fitting takes about an hour: the fitter measures you, watches you ride and adjusts the bike. Bring your shoes and shorts.'],
      ['The fitting kit at home', 'Prefer to find your size before you order? We lend you a fitting kit: an adjustable frame with saddle, bar and a measuring guide. The kit is sent against a deposit of 400 EUR, which you get back in full when the kit is returned undamaged within 14 days.'],
    ],
    faq: [
      ['Is the fitting kit free?', 'Borrowing it is free. We only ask a deposit of 400 EUR, refunded when the kit comes back undamaged.'],
      ['Can I change my size after ordering?', 'As long as your bike is not yet in production, your dealer or our customer service can change the size.'],
    ],
    button: ['Find a fitter', '/bikefitting#fitters'],
  },
  de: {
    title: 'Bikefitting',
    description: 'Die richtige Position macht dich schneller, bequemer und schmerzfrei. So findest du sie.',
    sections: [
      ['Warum ein Fitting', 'Sattelhöhe, Reichweite und Cleat-Position bestimmen, wie dein Körper auf dem Rad arbeitet. Ein paar Millimeter daneben, und Knie, Rücken oder Hände melden sich nach zwei Stunden.'],
      ['Fitting beim Händler', 'Viele unserer Händler haben einen ausgebildeten Fitter. Ein Fitting dauert etwa eine Stunde: Der Fitter misst dich, schaut dir beim Fahren zu und stellt das Rad ein. Bring deine Schuhe und Radhose mit.'],
      ['Das Fitting-Kit für zu Hause', 'Du willst deine Größe vor der Bestellung finden? Wir leihen dir ein Fitting-Kit: einen verstellbaren Rahmen mit Sattel, Lenker und einer Messanleitung. Das Kit wird gegen eine Kaution von 400 EUR verschickt, die du vollständig zurückbekommst, wenn das Kit innerhalb von 14 Tagen unbeschädigt zurückkommt.'],
    ],
    faq: [
      ['Ist das Fitting-Kit kostenlos?', 'Das Ausleihen ist kostenlos. Wir verlangen nur eine Kaution von 400 EUR, die bei unbeschädigter Rückgabe erstattet wird.'],
      ['Kann ich die Größe nach der Bestellung ändern?', 'Solange dein Rad noch nicht in Produktion ist, können dein Händler oder unser Kundendienst die Größe ändern.'],
    ],
    button: ['Fitter finden', '/bikefitting#fitters'],
  },
  es: {
    title: 'Bike fitting',
    description: 'La posición correcta te hace más rápido, más cómodo y sin dolores. Así la consigues.',
    sections: [
      ['Por qué un fitting', 'La altura del sillín, el alcance y la posición de las calas deciden cómo trabaja tu cuerpo sobre la bici. Unos milímetros de más y tus rodillas, espalda o manos te lo dirán a las dos horas.'],
      ['Fitting en un distribuidor', 'Muchos de nuestros distribuidores cuentan con un especialista formado. Un fitting dura alrededor de una hora: te mide, te observa pedalear y ajusta la bici. Lleva tus zapatillas y culotte.'],
      ['El kit de fitting en casa', '¿Prefieres encontrar tu talla antes de pedir? Te prestamos un kit de fitting: un cuadro regulable con sillín, manillar y una guía de medición. El kit se envía con un depósito de 400 EUR, que te devolvemos íntegro cuando el kit vuelve sin daños en un plazo de 14 días.'],
    ],
    faq: [
      ['¿El kit de fitting es gratuito?', 'El préstamo es gratuito. Solo pedimos un depósito de 400 EUR, que se devuelve cuando el kit vuelve sin daños.'],
      ['¿Puedo cambiar la talla después de pedir?', 'Mientras tu bici no esté en producción, tu distribuidor o nuestro servicio de atención pueden cambiar la talla.'],
    ],
    button: ['Buscar especialista', '/bikefitting#fitters'],
  },
  fr: {
    title: 'Étude posturale',
    description: 'La bonne position vous rend plus rapide, plus à l’aise et sans douleur. Voici comment la trouver.',
    sections: [
      ['Pourquoi une étude posturale', 'La hauteur de selle, l’allonge et la position des cales déterminent la façon dont votre corps travaille sur le vélo. Quelques millimètres de trop et vos genoux, votre dos ou vos mains vous le rappellent après deux heures.'],
      ['Chez un revendeur', 'Beaucoup de nos revendeurs ont un spécialiste formé. Une étude dure environ une heure : il vous mesure, vous regarde pédaler et règle le vélo. Apportez vos chaussures et votre cuissard.'],
      ['Le kit de mesure à la maison', 'Vous préférez trouver votre taille avant de commander ? Nous vous prêtons un kit de mesure : un cadre réglable avec selle, cintre et un guide de mesure. Le kit est envoyé contre une caution de 400 EUR, intégralement remboursée quand le kit revient en bon état dans les 14 jours.'],
    ],
    faq: [
      ['Le kit de mesure est-il gratuit ?', 'Le prêt est gratuit. Nous demandons seulement une caution de 400 EUR, remboursée au retour du kit en bon état.'],
      ['Puis-je changer de taille après la commande ?', 'Tant que votre vélo n’est pas en production, votre revendeur ou notre service client peut modifier la taille.'],
    ],
    button: ['Trouver un spécialiste', '/bikefitting#fitters'],
  },
  it: {
    title: 'Bike fitting',
    description: 'La posizione giusta ti rende più veloce, più comodo e senza dolori. Ecco come trovarla.',
    sections: [
      ['Perché un bike fitting', 'Altezza della sella, reach e posizione delle tacchette decidono come lavora il tuo corpo sulla bici. Pochi millimetri di troppo e ginocchia, schiena o mani te lo fanno sapere dopo due ore.'],
      ['Fitting dal rivenditore', 'Molti nostri rivenditori hanno un biomeccanico qualificato. Un fitting dura circa un’ora: ti misura, ti osserva pedalare e regola la bici. Porta scarpe e pantaloncini.'],
      ['Il kit di fitting a casa', 'Preferisci trovare la taglia prima di ordinare? Ti prestiamo un kit di fitting: un telaio regolabile con sella, manubrio e una guida alle misure. Il kit viene spedito con un deposito di 400 EUR, restituito per intero quando il kit torna integro entro 14 giorni.'],
    ],
    faq: [
      ['Il kit di fitting è gratuito?', 'Il prestito è gratuito. Chiediamo solo un deposito di 400 EUR, rimborsato quando il kit torna integro.'],
      ['Posso cambiare taglia dopo l’ordine?', 'Finché la bici non è in produzione, il rivenditore o il nostro servizio clienti possono cambiare la taglia.'],
    ],
    button: ['Trova un biomeccanico', '/bikefitting#fitters'],
  },
  nl: {
    title: 'Bikefitting',
    description: 'De juiste positie maakt je sneller, comfortabeler en pijnvrij. Zo vind je ze.',
    sections: [
      ['Waarom een fitting', 'Zadelhoogte, reach en de stand van je schoenplaatjes bepalen hoe je lichaam op de fiets werkt. Een paar millimeter ernaast en je knieën, rug of handen laten het na twee uur weten.'],
      ['Fitting bij een dealer', 'Veel van onze dealers hebben een opgeleide fitter. Een fitting duurt ongeveer een uur: de fitter meet je op, kijkt hoe je fietst en stelt de fiets af. Breng je schoenen en fietsbroek mee.'],
      ['De fittingkit thuis', 'Wil je je maat vinden voor je bestelt? We lenen je een fittingkit: een verstelbaar frame met zadel, stuur en een meetgids. De kit wordt verstuurd tegen een waarborg van 400 EUR, die je volledig terugkrijgt als de kit binnen 14 dagen onbeschadigd terugkomt.'],
    ],
    faq: [
      ['Is de fittingkit gratis?', 'Lenen is gratis. We vragen enkel een waarborg van 400 EUR, die je terugkrijgt als de kit onbeschadigd terugkomt.'],
      ['Kan ik mijn maat wijzigen na de bestelling?', 'Zolang je fiets nog niet in productie is, kan je dealer of onze klantendienst de maat aanpassen.'],
    ],
    button: ['Vind een fitter', '/bikefitting#fitters'],
  },
};

const CONTACT: Tr<PageCopy> = {
  en: {
    title: 'Contact',
    description: 'Questions about a bike, an order or your account? We are happy to help.',
    sections: [
      ['Customer service', 'Our customer service answers on working days from 9:00 to 17:00 (CET). Many questions are answered at once in the help centre; for anything else, write to us with the form below.'],
      ['Your order', 'Keep your order number at hand. You find it in the confirmation mail and under Orders in your account.'],
      ['Visit us', 'Our experience centre in Beringen is open from Tuesday to Saturday. Test rides are possible by appointment.'],
    ],
    button: ['Go to the help centre', '/support'],
  },
  de: {
    title: 'Kontakt',
    description: 'Fragen zu einem Rad, einer Bestellung oder deinem Konto? Wir helfen dir gern.',
    sections: [
      ['Kundendienst', 'Unser Kundendienst antwortet werktags von 9:00 bis 17:00 Uhr (MEZ). Viele Fragen beantwortet das Hilfecenter sofort; für alles andere schreib uns mit dem Formular unten.'],
      ['Deine Bestellung', 'Halte deine Bestellnummer bereit. Du findest sie in der Bestätigungsmail und unter Bestellungen in deinem Konto.'],
      ['Besuch uns', 'Unser Erlebniszentrum in Beringen ist von Dienstag bis Samstag geöffnet. Probefahrten sind nach Terminvereinbarung möglich.'],
    ],
    button: ['Zum Hilfecenter', '/support'],
  },
  es: {
    title: 'Contacto',
    description: '¿Preguntas sobre una bici, un pedido o tu cuenta? Estaremos encantados de ayudarte.',
    sections: [
      ['Atención al cliente', 'Nuestro servicio de atención responde los días laborables de 9:00 a 17:00 (CET). Muchas preguntas se resuelven al momento en el centro de ayuda; para todo lo demás, escríbenos con el formulario de abajo.'],
      ['Tu pedido', 'Ten a mano tu número de pedido. Lo encontrarás en el correo de confirmación y en Pedidos dentro de tu cuenta.'],
      ['Visítanos', 'Nuestro centro de experiencia en Beringen abre de martes a sábado. Puedes probar bicis con cita previa.'],
    ],
    button: ['Ir al centro de ayuda', '/support'],
  },
  fr: {
    title: 'Contact',
    description: 'Une question sur un vélo, une commande ou votre compte ? Nous sommes là pour vous aider.',
    sections: [
      ['Service client', 'Notre service client répond les jours ouvrables de 9 h à 17 h (CET). Beaucoup de questions trouvent tout de suite leur réponse dans le centre d’aide ; pour le reste, écrivez-nous avec le formulaire ci-dessous.'],
      ['Votre commande', 'Gardez votre numéro de commande à portée de main. Il figure dans le mail de confirmation et sous Commandes dans votre compte.'],
      ['Venez nous voir', 'Notre centre d’expérience à Beringen est ouvert du mardi au samedi. Les essais sont possibles sur rendez-vous.'],
    ],
    button: ['Aller au centre d’aide', '/support'],
  },
  it: {
    title: 'Contatti',
    description: 'Domande su una bici, un ordine o il tuo account? Siamo qui per aiutarti.',
    sections: [
      ['Servizio clienti', 'Il nostro servizio clienti risponde nei giorni lavorativi dalle 9:00 alle 17:00 (CET). Molte risposte le trovi subito nel centro assistenza; per tutto il resto, scrivici con il modulo qui sotto.'],
      ['Il tuo ordine', 'Tieni a portata di mano il numero d’ordine. Lo trovi nella mail di conferma e alla voce Ordini del tuo account.'],
      ['Vieni a trovarci', 'Il nostro experience center di Beringen è aperto dal martedì al sabato. Le prove sono possibili su appuntamento.'],
    ],
    button: ['Vai al centro assistenza', '/support'],
  },
  nl: {
    title: 'Contact',
    description: 'Vragen over een fiets, een bestelling of je account? We helpen je graag.',
    sections: [
      ['Klantendienst', 'Onze klantendienst antwoordt op werkdagen van 9:00 tot 17:00 uur (CET). Veel vragen vind je meteen beantwoord in het helpcentrum; voor al het andere schrijf je ons met het formulier hieronder.'],
      ['Je bestelling', 'Houd je bestelnummer bij de hand. Je vindt het in de bevestigingsmail en onder Bestellingen in je account.'],
      ['Kom langs', 'Ons experience center in Beringen is open van dinsdag tot zaterdag. Proefritten kunnen op afspraak.'],
    ],
    button: ['Naar het helpcentrum', '/support'],
  },
};

const EXPERIENCE: Tr<PageCopy> = {
  en: {
    title: 'Experience',
    description: 'See, touch and ride the whole range in our experience centre.',
    sections: [
      ['The experience centre', 'In Beringen, between the old mine buildings and the bike paths along the canal, you find every model we make, in every size. Take one out for a ride on the routes around the centre.'],
      ['Guided rides', 'Every Saturday morning our staff lead a social ride of about 60 km. Rental bikes are available; bring your own shoes and pedals.'],
    ],
    button: ['Our technologies', '/experience/technologies'],
  },
  de: {
    title: 'Erlebnis',
    description: 'Sieh, fühle und fahre das ganze Sortiment in unserem Erlebniszentrum.',
    sections: [
      ['Das Erlebniszentrum', 'In Beringen, zwischen den alten Zechengebäuden und den Radwegen am Kanal, findest du jedes Modell, das wir bauen, in jeder Größe. Dreh eine Runde auf den Strecken rund um das Zentrum.'],
      ['Geführte Ausfahrten', 'Jeden Samstagmorgen führt unser Team eine gemütliche Ausfahrt von etwa 60 km. Leihräder stehen bereit; bring eigene Schuhe und Pedale mit.'],
    ],
    button: ['Unsere Technologien', '/experience/technologies'],
  },
  es: {
    title: 'Experiencia',
    description: 'Mira, toca y prueba toda la gama en nuestro centro de experiencia.',
    sections: [
      ['El centro de experiencia', 'En Beringen, entre los antiguos edificios de la mina y los carriles bici junto al canal, encontrarás todos nuestros modelos en todas las tallas. Sal a rodar por las rutas de los alrededores.'],
      ['Salidas guiadas', 'Cada sábado por la mañana nuestro equipo guía una salida tranquila de unos 60 km. Hay bicis de alquiler; trae tus zapatillas y pedales.'],
    ],
    button: ['Nuestras tecnologías', '/experience/technologies'],
  },
  fr: {
    title: 'Expérience',
    description: 'Voir, toucher et essayer toute la gamme dans notre centre d’expérience.',
    sections: [
      ['Le centre d’expérience', 'À Beringen, entre les anciens bâtiments de la mine et les pistes cyclables le long du canal, vous trouvez chaque modèle que nous fabriquons, dans chaque taille. Partez pour un tour sur les parcours autour du centre.'],
      ['Sorties accompagnées', 'Chaque samedi matin, notre équipe emmène une sortie conviviale d’environ 60 km. Des vélos de location sont disponibles ; apportez vos chaussures et pédales.'],
    ],
    button: ['Nos technologies', '/experience/technologies'],
  },
  it: {
    title: 'Esperienza',
    description: 'Guarda, tocca e prova tutta la gamma nel nostro experience center.',
    sections: [
      ['L’experience center', 'A Beringen, tra i vecchi edifici della miniera e le ciclabili lungo il canale, trovi ogni modello che produciamo, in ogni taglia. Prendine uno e pedala sui percorsi intorno al centro.'],
      ['Uscite guidate', 'Ogni sabato mattina il nostro staff guida un’uscita tranquilla di circa 60 km. Sono disponibili bici a noleggio; porta scarpe e pedali.'],
    ],
    button: ['Le nostre tecnologie', '/experience/technologies'],
  },
  nl: {
    title: 'Beleving',
    description: 'Bekijk, voel en rijd het hele gamma in ons experience center.',
    sections: [
      ['Het experience center', 'In Beringen, tussen de oude mijngebouwen en de fietspaden langs het kanaal, vind je elk model dat we maken, in elke maat. Maak een ritje op de routes rond het center.'],
      ['Begeleide ritten', 'Elke zaterdagochtend rijdt ons team een gezellige rit van ongeveer 60 km. Huurfietsen staan klaar; breng je eigen schoenen en pedalen mee.'],
    ],
    button: ['Onze technologieën', '/experience/technologies'],
  },
};

const TECHNOLOGIES: Tr<PageCopy> = {
  en: {
    title: 'Technologies',
    description: 'The ideas inside our frames, explained without the marketing fog.',
    sections: [
      ['Size-specific carbon layup', 'A small frame carries a lighter rider than a large one. We tune the carbon layup per size, so every rider gets the same ride feel instead of a frame built for the average.'],
      ['Comfort seat stays', 'Thin, slightly curved seat stays flex a few millimetres over bumps. That is enough to take the sting out of cobbles without making the rear end feel soft when you sprint.'],
      ['Threaded bottom bracket', 'Quiet, easy to service and replaceable at any workshop. We chose it for every frame because a creaking bike is no fun.'],
      ['Integrated cables, serviceable design', 'Cables run inside the frame for clean lines, but through a headset that any dealer can service without special tools.'],
    ],
  },
  de: {
    title: 'Technologien',
    description: 'Die Ideen in unseren Rahmen, erklärt ohne Marketingnebel.',
    sections: [
      ['Größenspezifisches Carbon-Layup', 'Ein kleiner Rahmen trägt einen leichteren Fahrer als ein großer. Wir stimmen das Carbon-Layup pro Größe ab, damit jeder das gleiche Fahrgefühl bekommt und nicht einen Rahmen für den Durchschnitt.'],
      ['Komfort-Sitzstreben', 'Dünne, leicht gebogene Sitzstreben geben über Unebenheiten ein paar Millimeter nach. Das nimmt dem Kopfsteinpflaster die Härte, ohne dass sich das Heck im Sprint weich anfühlt.'],
      ['Geschraubtes Tretlager', 'Leise, leicht zu warten und in jeder Werkstatt austauschbar. Wir verwenden es in jedem Rahmen, denn ein knarzendes Rad macht keinen Spaß.'],
      ['Integrierte Züge, wartungsfreundlich', 'Die Züge laufen im Rahmen für klare Linien, aber durch einen Steuersatz, den jeder Händler ohne Spezialwerkzeug warten kann.'],
    ],
  },
  es: {
    title: 'Tecnologías',
    description: 'Las ideas dentro de nuestros cuadros, explicadas sin humo de marketing.',
    sections: [
      ['Laminado de carbono por talla', 'Un cuadro pequeño lleva a un ciclista más ligero que uno grande. Ajustamos el laminado de carbono para cada talla, de modo que todos tengan las mismas sensaciones en lugar de un cuadro pensado para la media.'],
      ['Tirantes confort', 'Unos tirantes finos y ligeramente curvados ceden unos milímetros sobre los baches. Basta para suavizar los adoquines sin que la parte trasera se sienta blanda al esprintar.'],
      ['Pedalier roscado', 'Silencioso, fácil de mantener y sustituible en cualquier taller. Lo elegimos para todos los cuadros porque una bici que cruje no es divertida.'],
      ['Cables integrados, diseño reparable', 'Los cables van por dentro del cuadro para unas líneas limpias, pero a través de una dirección que cualquier distribuidor puede mantener sin herramientas especiales.'],
    ],
  },
  fr: {
    title: 'Technologies',
    description: 'Les idées qui se cachent dans nos cadres, expliquées sans brouillard marketing.',
    sections: [
      ['Drapage carbone par taille', 'Un petit cadre porte un cycliste plus léger qu’un grand. Nous adaptons le drapage carbone à chaque taille, pour que chacun ait les mêmes sensations au lieu d’un cadre pensé pour la moyenne.'],
      ['Haubans confort', 'Des haubans fins et légèrement courbés fléchissent de quelques millimètres sur les bosses. Assez pour adoucir les pavés sans que l’arrière paraisse mou en sprint.'],
      ['Boîtier de pédalier fileté', 'Silencieux, facile à entretenir et remplaçable dans n’importe quel atelier. Nous l’avons choisi pour chaque cadre, car un vélo qui grince n’a rien d’amusant.'],
      ['Câbles intégrés, conception réparable', 'Les câbles passent dans le cadre pour des lignes nettes, mais via un jeu de direction que tout revendeur peut entretenir sans outil spécial.'],
    ],
  },
  it: {
    title: 'Tecnologie',
    description: 'Le idee dentro i nostri telai, spiegate senza la nebbia del marketing.',
    sections: [
      ['Laminazione del carbonio per taglia', 'Un telaio piccolo porta un ciclista più leggero di uno grande. Adattiamo la laminazione del carbonio a ogni taglia, così tutti hanno le stesse sensazioni invece di un telaio pensato per la media.'],
      ['Foderi comfort', 'Foderi posteriori sottili e leggermente curvi flettono di qualche millimetro sulle asperità. Quanto basta per addolcire il pavé senza che il posteriore sembri morbido in volata.'],
      ['Movimento centrale filettato', 'Silenzioso, facile da manutenere e sostituibile in qualsiasi officina. Lo usiamo su ogni telaio perché una bici che scricchiola non è divertente.'],
      ['Cavi integrati, progettazione riparabile', 'I cavi passano dentro il telaio per linee pulite, ma attraverso una serie sterzo che ogni rivenditore può manutenere senza attrezzi speciali.'],
    ],
  },
  nl: {
    title: 'Technologieën',
    description: 'De ideeën in onze frames, uitgelegd zonder marketingmist.',
    sections: [
      ['Maatspecifieke carbonopbouw', 'Een klein frame draagt een lichtere renner dan een groot. We stemmen de carbonopbouw per maat af, zodat iedereen hetzelfde rijgevoel krijgt in plaats van een frame voor de gemiddelde renner.'],
      ['Comfortachtervork', 'Dunne, licht gebogen liggende staanders veren een paar millimeter mee over oneffenheden. Genoeg om de kasseien te temmen zonder dat de achterkant zacht aanvoelt in een sprint.'],
      ['Geschroefde trapas', 'Stil, makkelijk te onderhouden en in elke werkplaats te vervangen. We kozen ervoor in elk frame, want een krakende fiets is geen pretje.'],
      ['Geïntegreerde kabels, onderhoudsvriendelijk', 'De kabels lopen door het frame voor strakke lijnen, maar via een balhoofd dat elke dealer zonder speciaal gereedschap kan onderhouden.'],
    ],
  },
};

const TOMORROWLAND: Tr<PageCopy> = {
  en: {
    title: 'Tomorrowland',
    description: 'Our studio for the bikes of tomorrow: concepts, limited editions and the ideas we are testing now.',
    sections: [
      ['Why a studio', 'Not every idea fits a catalogue. In Tomorrowland our designers build small series to learn what riders want next: new materials, new shapes and new ways to use a bike.'],
      ['Two tracks', 'The Tomorrowland Road concept explores how light and comfortable a road bike can be. The Tomorrowland Collection brings the studio’s colours to apparel and accessories.'],
    ],
    button: ['See the collection', '/tomorrowland_collection'],
  },
  de: {
    title: 'Tomorrowland',
    description: 'Unser Studio für die Räder von morgen: Konzepte, limitierte Editionen und die Ideen, die wir gerade testen.',
    sections: [
      ['Warum ein Studio', 'Nicht jede Idee passt in einen Katalog. In Tomorrowland bauen unsere Designer Kleinserien, um zu lernen, was Fahrer als Nächstes wollen: neue Materialien, neue Formen und neue Arten, ein Rad zu nutzen.'],
      ['Zwei Wege', 'Das Konzept Tomorrowland Road erkundet, wie leicht und komfortabel ein Rennrad sein kann. Die Tomorrowland Collection bringt die Farben des Studios auf Bekleidung und Zubehör.'],
    ],
    button: ['Zur Kollektion', '/tomorrowland_collection'],
  },
  es: {
    title: 'Tomorrowland',
    description: 'Nuestro estudio para las bicis del mañana: conceptos, ediciones limitadas y las ideas que probamos ahora.',
    sections: [
      ['Por qué un estudio', 'No todas las ideas caben en un catálogo. En Tomorrowland nuestros diseñadores construyen series pequeñas para aprender qué quieren los ciclistas: nuevos materiales, nuevas formas y nuevas maneras de usar la bici.'],
      ['Dos caminos', 'El concepto Tomorrowland Road explora lo ligera y cómoda que puede ser una bici de carretera. La Tomorrowland Collection lleva los colores del estudio a la ropa y los accesorios.'],
    ],
    button: ['Ver la colección', '/tomorrowland_collection'],
  },
  fr: {
    title: 'Tomorrowland',
    description: 'Notre studio pour les vélos de demain : concepts, éditions limitées et idées que nous testons aujourd’hui.',
    sections: [
      ['Pourquoi un studio', 'Toutes les idées n’entrent pas dans un catalogue. Dans Tomorrowland, nos designers construisent de petites séries pour comprendre ce que les cyclistes veulent ensuite : nouveaux matériaux, nouvelles formes et nouveaux usages du vélo.'],
      ['Deux voies', 'Le concept Tomorrowland Road explore jusqu’où un vélo de route peut être léger et confortable. La Tomorrowland Collection apporte les couleurs du studio aux vêtements et accessoires.'],
    ],
    button: ['Voir la collection', '/tomorrowland_collection'],
  },
  it: {
    title: 'Tomorrowland',
    description: 'Il nostro studio per le bici di domani: concept, edizioni limitate e le idee che stiamo provando ora.',
    sections: [
      ['Perché uno studio', 'Non tutte le idee stanno in un catalogo. In Tomorrowland i nostri designer costruiscono piccole serie per capire cosa vogliono i ciclisti domani: nuovi materiali, nuove forme e nuovi modi di usare la bici.'],
      ['Due percorsi', 'Il concept Tomorrowland Road esplora quanto può essere leggera e comoda una bici da strada. La Tomorrowland Collection porta i colori dello studio su abbigliamento e accessori.'],
    ],
    button: ['Scopri la collezione', '/tomorrowland_collection'],
  },
  nl: {
    title: 'Tomorrowland',
    description: 'Onze studio voor de fietsen van morgen: concepten, beperkte edities en de ideeën die we nu testen.',
    sections: [
      ['Waarom een studio', 'Niet elk idee past in een catalogus. In Tomorrowland bouwen onze ontwerpers kleine reeksen om te leren wat renners straks willen: nieuwe materialen, nieuwe vormen en nieuwe manieren om een fiets te gebruiken.'],
      ['Twee sporen', 'Het concept Tomorrowland Road onderzoekt hoe licht en comfortabel een racefiets kan zijn. De Tomorrowland Collection brengt de kleuren van de studio naar kleding en accessoires.'],
    ],
    button: ['Bekijk de collectie', '/tomorrowland_collection'],
  },
};

const TOMORROWLAND_ROAD: Tr<PageCopy> = {
  en: { title: 'Tomorrowland Road', description: 'A concept road bike: 6.4 kg, 35 mm tyres and a frame that flexes where you want it to.', sections: [['The concept', 'We wanted to know what happens when comfort is the first goal and weight the second. The answer rides like a race bike on smooth roads and like a gravel bike on broken ones.'], ['Ride it', 'Three prototypes travel between our dealers this year. Follow the tour in the news section.']] },
  de: { title: 'Tomorrowland Road', description: 'Ein Konzept-Rennrad: 6,4 kg, 35-mm-Reifen und ein Rahmen, der dort nachgibt, wo du es willst.', sections: [['Das Konzept', 'Wir wollten wissen, was passiert, wenn Komfort das erste Ziel ist und Gewicht das zweite. Die Antwort fährt sich auf glattem Asphalt wie ein Rennrad und auf kaputten Straßen wie ein Gravelbike.'], ['Fahr es', 'Drei Prototypen reisen dieses Jahr zu unseren Händlern. Verfolge die Tour im Bereich Neuigkeiten.']] },
  es: { title: 'Tomorrowland Road', description: 'Una bici de carretera conceptual: 6,4 kg, neumáticos de 35 mm y un cuadro que cede donde tú quieres.', sections: [['El concepto', 'Queríamos saber qué pasa cuando la comodidad es el primer objetivo y el peso el segundo. El resultado rueda como una bici de carreras en asfalto liso y como una gravel en carreteras rotas.'], ['Pruébala', 'Tres prototipos recorren nuestros distribuidores este año. Sigue la gira en la sección de noticias.']] },
  fr: { title: 'Tomorrowland Road', description: 'Un vélo de route concept : 6,4 kg, des pneus de 35 mm et un cadre qui fléchit là où vous le voulez.', sections: [['Le concept', 'Nous voulions savoir ce qui se passe quand le confort est le premier objectif et le poids le second. Le résultat roule comme un vélo de course sur route lisse et comme un gravel sur route défoncée.'], ['Essayez-le', 'Trois prototypes voyagent cette année entre nos revendeurs. Suivez la tournée dans les actualités.']] },
  it: { title: 'Tomorrowland Road', description: 'Una bici da strada concept: 6,4 kg, gomme da 35 mm e un telaio che flette dove vuoi tu.', sections: [['Il concept', 'Volevamo sapere cosa succede quando il comfort è il primo obiettivo e il peso il secondo. Il risultato va come una bici da corsa sull’asfalto liscio e come una gravel sulle strade rotte.'], ['Provala', 'Tre prototipi girano tra i nostri rivenditori quest’anno. Segui il tour nella sezione news.']] },
  nl: { title: 'Tomorrowland Road', description: 'Een conceptracefiets: 6,4 kg, 35 mm banden en een frame dat meegeeft waar jij het wilt.', sections: [['Het concept', 'We wilden weten wat er gebeurt als comfort het eerste doel is en gewicht het tweede. Het antwoord rijdt als een koersfiets op glad asfalt en als een gravelfiets op kapotte wegen.'], ['Rijd ermee', 'Drie prototypes reizen dit jaar langs onze dealers. Volg de tour in het nieuws.']] },
};

const TOMORROWLAND_COLLECTION: Tr<PageCopy> = {
  en: { title: 'Tomorrowland Collection', description: 'Jerseys, caps and bottles in the colours of our design studio. Made in small runs, gone when they are gone.', sections: [['Made to be worn', 'Merino-blend jerseys for cool mornings, light caps for hot afternoons and bottles that do not taste of plastic.']] },
  de: { title: 'Tomorrowland Collection', description: 'Trikots, Kappen und Flaschen in den Farben unseres Designstudios. In kleinen Serien gefertigt, weg ist weg.', sections: [['Gemacht zum Tragen', 'Trikots aus Merino-Mischgewebe für kühle Morgen, leichte Kappen für heiße Nachmittage und Flaschen, die nicht nach Plastik schmecken.']] },
  es: { title: 'Tomorrowland Collection', description: 'Maillots, gorras y bidones con los colores de nuestro estudio de diseño. Series cortas: cuando se acaban, se acaban.', sections: [['Hecha para usarse', 'Maillots de mezcla de merino para mañanas frescas, gorras ligeras para tardes de calor y bidones que no saben a plástico.']] },
  fr: { title: 'Tomorrowland Collection', description: 'Maillots, casquettes et bidons aux couleurs de notre studio de design. En petites séries, jusqu’à épuisement.', sections: [['Faite pour être portée', 'Des maillots en mélange de mérinos pour les matins frais, des casquettes légères pour les après-midi chauds et des bidons sans goût de plastique.']] },
  it: { title: 'Tomorrowland Collection', description: 'Maglie, cappellini e borracce nei colori del nostro studio di design. Piccole serie, fino a esaurimento.', sections: [['Fatta per essere indossata', 'Maglie in misto merino per le mattine fresche, cappellini leggeri per i pomeriggi caldi e borracce che non sanno di plastica.']] },
  nl: { title: 'Tomorrowland Collection', description: 'Truien, petjes en bidons in de kleuren van onze ontwerpstudio. In kleine reeksen, op is op.', sections: [['Gemaakt om te dragen', 'Truien in merinomix voor frisse ochtenden, lichte petjes voor warme namiddagen en bidons die niet naar plastic smaken.']] },
};

const RESEARCH: Tr<PageCopy> = {
  en: { title: 'Research', description: 'How we test: in the lab, on the road and with riders like you.', sections: [['Lab and road', 'Every frame passes fatigue tests well beyond the standards before a single customer rides it. Then our test riders cover thousands of kilometres in all weather.'], ['Your feedback', 'After a year of riding, we ask registered owners what they would change. Many of our small improvements start there.']] },
  de: { title: 'Forschung', description: 'Wie wir testen: im Labor, auf der Straße und mit Fahrern wie dir.', sections: [['Labor und Straße', 'Jeder Rahmen besteht Dauertests weit über den Normen, bevor ihn ein Kunde fährt. Danach legen unsere Testfahrer Tausende Kilometer bei jedem Wetter zurück.'], ['Dein Feedback', 'Nach einem Jahr fragen wir registrierte Besitzer, was sie ändern würden. Viele unserer kleinen Verbesserungen beginnen dort.']] },
  es: { title: 'Investigación', description: 'Cómo probamos: en el laboratorio, en la carretera y con ciclistas como tú.', sections: [['Laboratorio y carretera', 'Cada cuadro supera pruebas de fatiga muy por encima de las normas antes de que lo ruede un cliente. Después, nuestros probadores recorren miles de kilómetros con cualquier tiempo.'], ['Tu opinión', 'Tras un año de uso, preguntamos a los propietarios registrados qué cambiarían. Muchas de nuestras pequeñas mejoras nacen ahí.']] },
  fr: { title: 'Recherche', description: 'Comment nous testons : au labo, sur la route et avec des cyclistes comme vous.', sections: [['Labo et route', 'Chaque cadre passe des tests de fatigue bien au-delà des normes avant qu’un client ne le roule. Ensuite, nos testeurs parcourent des milliers de kilomètres par tous les temps.'], ['Votre avis', 'Après un an, nous demandons aux propriétaires enregistrés ce qu’ils changeraient. Beaucoup de nos petites améliorations naissent là.']] },
  it: { title: 'Ricerca', description: 'Come collaudiamo: in laboratorio, su strada e con ciclisti come te.', sections: [['Laboratorio e strada', 'Ogni telaio supera prove di fatica ben oltre le norme prima che un cliente lo usi. Poi i nostri tester percorrono migliaia di chilometri con ogni tempo.'], ['Il tuo parere', 'Dopo un anno chiediamo ai proprietari registrati cosa cambierebbero. Molti piccoli miglioramenti nascono così.']] },
  nl: { title: 'Onderzoek', description: 'Hoe we testen: in het lab, op de weg en met renners zoals jij.', sections: [['Lab en weg', 'Elk frame doorstaat vermoeiingstests ver boven de normen voor een klant ermee rijdt. Daarna rijden onze testers duizenden kilometers in elk weer.'], ['Jouw feedback', 'Na een jaar vragen we geregistreerde eigenaars wat ze zouden veranderen. Veel van onze kleine verbeteringen beginnen daar.']] },
};

const ACCESSORIES: Tr<PageCopy> = {
  en: { title: 'Accessories', description: 'Mudguards, bottles, bags and apparel that fit our bikes and the way you ride.', sections: [['Made to fit', 'Our mudguards follow the lines of each frame and mount without rattling. Bottles, cages and bags are tested on the same roads as our bikes.']], button: ['Shop accessories', '/shop?category=accessories'] },
  de: { title: 'Zubehör', description: 'Schutzbleche, Flaschen, Taschen und Bekleidung, die zu unseren Rädern und deiner Art zu fahren passen.', sections: [['Passgenau', 'Unsere Schutzbleche folgen den Linien jedes Rahmens und klappern nicht. Flaschen, Halter und Taschen werden auf denselben Straßen getestet wie unsere Räder.']], button: ['Zubehör kaufen', '/shop?category=accessories'] },
  es: { title: 'Accesorios', description: 'Guardabarros, bidones, bolsas y ropa que encajan con nuestras bicis y con tu forma de rodar.', sections: [['Hechos a medida', 'Nuestros guardabarros siguen las líneas de cada cuadro y se montan sin vibraciones. Bidones, portabidones y bolsas se prueban en las mismas carreteras que nuestras bicis.']], button: ['Comprar accesorios', '/shop?category=accessories'] },
  fr: { title: 'Accessoires', description: 'Garde-boue, bidons, sacoches et vêtements adaptés à nos vélos et à votre façon de rouler.', sections: [['Faits sur mesure', 'Nos garde-boue suivent les lignes de chaque cadre et se montent sans vibrer. Bidons, porte-bidons et sacoches sont testés sur les mêmes routes que nos vélos.']], button: ['Acheter des accessoires', '/shop?category=accessories'] },
  it: { title: 'Accessori', description: 'Parafanghi, borracce, borse e abbigliamento pensati per le nostre bici e per il tuo modo di pedalare.', sections: [['Su misura', 'I nostri parafanghi seguono le linee di ogni telaio e si montano senza vibrazioni. Borracce, portaborracce e borse sono provati sulle stesse strade delle nostre bici.']], button: ['Acquista accessori', '/shop?category=accessories'] },
  nl: { title: 'Accessoires', description: 'Spatborden, bidons, tassen en kleding die passen bij onze fietsen en bij hoe jij rijdt.', sections: [['Op maat gemaakt', 'Onze spatborden volgen de lijnen van elk frame en rammelen niet. Bidons, houders en tassen worden getest op dezelfde wegen als onze fietsen.']], button: ['Shop accessoires', '/shop?category=accessories'] },
};

const SPRING_RIDES: Tr<PageCopy> = {
  en: { title: 'Spring rides', description: 'Longer days, dry roads: the season starts now. Plan your first big ride of the year.', sections: [['Get ready', 'Check your tyres and chain, adjust your saddle after the winter and start with rides you know. Three rides a week build more fitness than one epic on Sunday.']], button: ['See road bikes', '/bikes/categories/road'] },
  de: { title: 'Frühlingsausfahrten', description: 'Längere Tage, trockene Straßen: Die Saison beginnt jetzt. Plane deine erste große Tour des Jahres.', sections: [['Mach dich bereit', 'Prüfe Reifen und Kette, stell den Sattel nach dem Winter neu ein und beginne mit bekannten Runden. Drei Ausfahrten pro Woche bringen mehr Form als eine lange am Sonntag.']], button: ['Rennräder ansehen', '/bikes/categories/road'] },
  es: { title: 'Salidas de primavera', description: 'Días más largos, carreteras secas: la temporada empieza ahora. Planea tu primera gran salida del año.', sections: [['Prepárate', 'Revisa neumáticos y cadena, ajusta el sillín después del invierno y empieza con rutas conocidas. Tres salidas por semana dan más forma que una épica el domingo.']], button: ['Ver bicis de carretera', '/bikes/categories/road'] },
  fr: { title: 'Sorties de printemps', description: 'Des jours plus longs, des routes sèches : la saison commence maintenant. Préparez votre première grande sortie de l’année.', sections: [['Préparez-vous', 'Vérifiez pneus et chaîne, réglez la selle après l’hiver et commencez par des parcours connus. Trois sorties par semaine forgent plus la forme qu’une épopée le dimanche.']], button: ['Voir les vélos de route', '/bikes/categories/road'] },
  it: { title: 'Uscite di primavera', description: 'Giornate più lunghe, strade asciutte: la stagione inizia ora. Pianifica la tua prima grande uscita dell’anno.', sections: [['Preparati', 'Controlla gomme e catena, regola la sella dopo l’inverno e inizia con giri che conosci. Tre uscite a settimana danno più forma di un’epica la domenica.']], button: ['Vedi le bici da strada', '/bikes/categories/road'] },
  nl: { title: 'Voorjaarsritten', description: 'Langere dagen, droge wegen: het seizoen begint nu. Plan je eerste grote rit van het jaar.', sections: [['Maak je klaar', 'Controleer banden en ketting, stel je zadel opnieuw af na de winter en begin met ritten die je kent. Drie ritten per week bouwen meer conditie op dan één lange op zondag.']], button: ['Bekijk racefietsen', '/bikes/categories/road'] },
};

const EBIKE_COMMUTE: Tr<PageCopy> = {
  en: { title: 'Commute by e-bike', description: 'Arrive fresh, skip the traffic and get your exercise on the way.', sections: [['Why it works', 'With assistance up to 25 km/h, a 15 km commute takes about 35 minutes, door to door, in every season. Many employers offer a bike lease: ask yours.']], button: ['See e-bikes', '/bikes/categories/e-bikes'] },
  de: { title: 'Mit dem E-Bike zur Arbeit', description: 'Komm frisch an, lass den Stau hinter dir und bewege dich ganz nebenbei.', sections: [['Warum es funktioniert', 'Mit Unterstützung bis 25 km/h dauert ein Arbeitsweg von 15 km etwa 35 Minuten, von Tür zu Tür, zu jeder Jahreszeit. Viele Arbeitgeber bieten Dienstradleasing an: Frag nach.']], button: ['E-Bikes ansehen', '/bikes/categories/e-bikes'] },
  es: { title: 'Al trabajo en e-bike', description: 'Llega fresco, evita el tráfico y haz ejercicio por el camino.', sections: [['Por qué funciona', 'Con asistencia hasta 25 km/h, un trayecto de 15 km dura unos 35 minutos, puerta a puerta, en cualquier estación. Muchas empresas ofrecen renting de bicis: pregunta en la tuya.']], button: ['Ver e-bikes', '/bikes/categories/e-bikes'] },
  fr: { title: 'Au travail en vélo électrique', description: 'Arrivez frais, évitez les bouchons et faites du sport en chemin.', sections: [['Pourquoi ça marche', 'Avec une assistance jusqu’à 25 km/h, un trajet de 15 km prend environ 35 minutes, de porte à porte, en toute saison. Beaucoup d’employeurs proposent un leasing vélo : renseignez-vous.']], button: ['Voir les vélos électriques', '/bikes/categories/e-bikes'] },
  it: { title: 'Al lavoro in e-bike', description: 'Arriva fresco, evita il traffico e fai movimento lungo la strada.', sections: [['Perché funziona', 'Con assistenza fino a 25 km/h, un tragitto di 15 km richiede circa 35 minuti, porta a porta, in ogni stagione. Molte aziende offrono il noleggio bici: chiedi alla tua.']], button: ['Vedi le e-bike', '/bikes/categories/e-bikes'] },
  nl: { title: 'Met de e-bike naar het werk', description: 'Kom fris aan, laat de file achter je en beweeg onderweg.', sections: [['Waarom het werkt', 'Met ondersteuning tot 25 km/u duurt een woon-werkrit van 15 km ongeveer 35 minuten, van deur tot deur, in elk seizoen. Veel werkgevers bieden fietsleasing aan: vraag het na.']], button: ['Bekijk e-bikes', '/bikes/categories/e-bikes'] },
};

/** English only on purpose: other languages show this page through the English fallback. */
const GRAVEL_WEEKEND: Partial<Tr<PageCopy>> = {
  en: { title: 'Gravel weekend', description: 'Two days, 180 km of farm tracks and forest roads, and a campfire in between. Join us in September.', sections: [['The plan', 'Saturday we ride 100 km through the heath, Sunday 80 km along the river. Luggage is transported; you only carry what you need during the day.'], ['Who can join', 'Anyone who rides 60 km comfortably. Bring a gravel or all-road bike with tyres of at least 38 mm.']], button: ['See gravel bikes', '/bikes/categories/gravel'] },
};

const FANZONE_LINK: Tr = {
  en: 'See riders’ photos in the fan zone',
  de: 'Fotos der Community in der Fanzone ansehen',
  es: 'Ver las fotos de los ciclistas en la zona de fans',
  fr: 'Voir les photos des cyclistes dans la fan zone',
  it: 'Guarda le foto dei ciclisti nella fan zone',
  nl: 'Bekijk foto’s van rijders in de fanzone',
};

const PAGES: PageSeed[] = [
  // The about page is each brand's own: brand-content.ts writes it from the brand's voice.
  { id: 1102, slug: 'service', copy: SERVICE },
  { id: 1103, slug: 'bikefitting', copy: BIKEFITTING, extra: () => [block('highlightedText', { text: '400 EUR' }, { align: 'center' })] },
  { id: 1104, slug: 'contact', copy: CONTACT },
  // Where riders' photos are: the fan zone, linked from the experience page.
  { id: 1105, slug: 'experience', copy: EXPERIENCE, extra: (_c, lang) => [block('button', { text: FANZONE_LINK[lang], url: '/fanzone', variant: 'secondary' }, { align: 'center' })] },
  { id: 1106, slug: 'experience/technologies', copy: TECHNOLOGIES, theme: 'dark' },
  { id: 1107, slug: 'tomorrowland', copy: TOMORROWLAND, theme: 'dark' },
  { id: 1108, slug: 'tomorrowland_road', copy: TOMORROWLAND_ROAD, theme: 'dark' },
  { id: 1109, slug: 'tomorrowland_collection', copy: TOMORROWLAND_COLLECTION, theme: 'dark' },
  { id: 1110, slug: 'research', copy: RESEARCH },
  { id: 1111, slug: 'accessories', copy: ACCESSORIES },
  { id: 1112, slug: 'development', copy: DEVELOPMENT },
  { id: 1113, slug: 'ebikes', copy: EBIKES },
  { id: 1114, slug: 'testing', copy: TESTING },
  { id: 1115, slug: 'pages/old', copy: ARCHIVE },
  { id: 1116, slug: 'price-list-ch', copy: PRICE_LIST_CH },
  { id: 1201, slug: 'landingpages/spring-rides', copy: SPRING_RIDES },
  { id: 1202, slug: 'landingpages/ebike-commute', copy: EBIKE_COMMUTE },
  { id: 1203, slug: 'landingpages/gravel-weekend', copy: GRAVEL_WEEKEND },
  { id: 1204, slug: 'landingpages/autumn-kit', copy: AUTUMN_KIT, draft: true },
];

const imageNameOf = (slug: string) => `page-${slug.replace(/[^a-z0-9]+/g, '-')}`;

/** Blocks of a text page; plain pages (legal texts) get no banner or side images; a brand's page may bring its own pictures. */
export function pageBlocks(slug: string, copy: PageCopy, { plain = false, imageName = imageNameOf(slug) } = {}): ContentBlock[] {
  const blocks: ContentBlock[] = plain
    ? []
    : [block('imageBanner', { title: copy.title, subtitle: copy.description, image: image(imageName, copy.title) }, { width: 'full' })];
  copy.sections.forEach(([title, ...texts], i) => {
    if (!plain && i === 1 && copy.sections.length > 2) {
      blocks.push(
        block('imageWithTextAndLinkOnSide', {
          image: image(`${imageName}-${i}`, title),
          title,
          html: paragraphs(...texts),
          linkText: copy.button?.[0] ?? title,
          linkUrl: copy.button?.[1] ?? '/',
          imageSide: 'right',
        }),
      );
    } else {
      blocks.push(block('sectionTitle', { title }), block('contentText', { html: paragraphs(...texts) }));
    }
  });
  if (copy.faq) blocks.push(block('collapseText', { items: copy.faq.map(([title, answer]) => ({ title, html: paragraphs(answer) })) }));
  if (copy.button) blocks.push(block('button', { text: copy.button[0], url: copy.button[1], variant: 'primary' }, { align: 'center' }));
  return blocks;
}

/** The index pages: /landingpages lists the campaigns, /pages the pages that have no menu entry. */
const INDEXES: Array<{ id: number; slug: string; copy: Tr<{ title: string; description: string }>; lists: string[] }> = [
  { id: 1200, slug: 'landingpages', copy: LANDING_INDEX, lists: ['landingpages/spring-rides', 'landingpages/ebike-commute', 'landingpages/gravel-weekend'] },
  { id: 1100, slug: 'pages', copy: PAGES_INDEX, lists: ['price-list-ch', 'pages/old', 'development', 'testing'] },
];

/** Where a page's slug opens: /pages/{slug} unless the slug is a route of its own. */
const pathOf = (slug: string) => (/^(landingpages\/|pages\/|development$|testing$)/.test(slug) ? `/${slug}` : `/pages/${slug}`);

function indexRows(): NewContentEntry[] {
  return INDEXES.flatMap((index, position) =>
    entryRows(
      'page',
      index.id,
      { slug: index.slug, position: PAGES.length + position, postDate: '2025-02-01T08:00:00Z' },
      translate(index.copy, (copy, lang) => ({
        title: copy.title,
        data: {
          description: copy.description,
          showTitle: true,
          showDescription: true,
          pageTheme: 'light',
          mixedContent: indexBlocks(copy, lang, index.lists.map((slug) => ({ path: pathOf(slug), imageName: imageNameOf(slug), copy: PAGES.find((p) => p.slug === slug)!.copy }))),
        },
      })),
    ),
  );
}

export function contentPageRows(): NewContentEntry[] {
  return [...pageRows(), ...indexRows()];
}

function pageRows(): NewContentEntry[] {
  return PAGES.flatMap((page, position) =>
    withStatus(page.draft, entryRows(
      'page',
      page.id,
      { slug: page.slug, position, postDate: '2025-02-01T08:00:00Z' },
      translate(page.copy, (copy, lang) => ({
        title: copy.title,
        data: {
          description: copy.description,
          showTitle: true,
          showDescription: true,
          featureImageFullWidth: true,
          pageTheme: page.theme ?? 'light',
          featuredImage: image(`page-${page.slug.replace(/[^a-z0-9]+/g, '-')}`, copy.title),
          mixedContent: [...pageBlocks(page.slug, copy), ...(page.extra?.(copy, lang) ?? [])],
        },
      })),
    )),
  );
}

const withStatus = (draft: boolean | undefined, rows: NewContentEntry[]): NewContentEntry[] => (draft ? rows.map((row) => ({ ...row, status: 'draft' as const })) : rows);

export type { PageCopy };
