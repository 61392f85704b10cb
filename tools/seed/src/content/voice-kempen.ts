/**
 * Kempen Velo: the heritage brand (heather purple, sand and pine, an old-style serif and more
 * air). A frame builder's workshop on the Kempen heath since 1987: it leads with all-road,
 * classic road and cyclocross bikes and speaks slowly, of craft, hands and bikes that last.
 */
import type { BrandVoice } from './brand-voices';

export const KEMPEN_VOICE: BrandVoice = {
  brand: 'kempen',
  character: 'heritage',
  lineUp: ['all-road', 'road', 'cyclocross', 'gravel', 'e-bikes', 'mountain', 'triathlon'],
  featured: 3,
  home: ['hero', 'testRide', 'manifesto', 'workshop', 'lineUp', 'spotlight', 'quote', 'promise', 'news', 'newsletter'],
  heroUrl: '/bikes/categories/all-road',
  heroImage: 'home-hero-kempen-sunrise',
  aboutImage: 'page-about-kempen-heath',
  icons: ['shield', 'wrench', 'hand'],
  quoteAuthor: 'Jef Vervoort',
  newsArticles: [7003, 7005],
  copy: {
    en: {
      slogan: 'Made by hand, made to last',
      description: 'All-road, road and cyclocross bikes from a workshop on the edge of the Kempen heath, built by hand to ride for decades. Configure yours or find a dealer.',
      menuIntro: 'The whole collection, built by hand in our workshop.',
      hero: {
        title: 'Bikes made the patient way',
        subtitle: 'Since 1987 our mechanics have built every {brand} bike by hand, for riders who want one good bike for the next twenty years. Configured to your measurements, ready within 8 weeks.',
        button: 'Discover the collection',
      },
      manifesto: 'We do not chase this year’s fashion. We build bikes that are still a joy to ride when the paint has gathered its first scratches.',
      workshop: {
        title: 'In the workshop',
        text: 'One mechanic builds your bike from bare frame to final test ride and signs the card that travels with it. Threaded bottom brackets, parts any workshop can service and classic lines: choices that keep a bike on the road for decades.',
        link: 'Read our story',
      },
      lineUp: {
        title: 'The collection',
        cards: {
          'all-road': ['All-road', 'Our favourite: one bike for the village road, the forest track and the long way home.'],
          road: ['Road', 'Classic geometry for long days in the saddle: calm, precise and comfortable.'],
          cyclocross: ['Cyclocross', 'A nod to the winter races on the sand of the heath, with room for mud and a top tube made for the shoulder.'],
        },
      },
      spotlight: { eyebrow: 'From the workshop', text: 'Calm, balanced handling, as our riders have known it since the first frame: comfortable on long days and lively when the road tilts up.', button: 'Discover' },
      quote: { text: 'A frame should fit the rider, not the catalogue. We still take the time to get that right.', role: 'Frame builder in our workshop since 1991' },
      promise: {
        title: 'What we promise',
        items: [
          ['5-year frame warranty', 'Register your bike and the frame warranty grows from 2 to 5 years.'],
          ['Parts for years', 'Spare parts stay available long after a model has left the collection.'],
          ['One pair of hands', 'One mechanic assembles your bike from start to finish and signs it off.'],
        ],
      },
      testRide: { text: 'Test ride the collection at dealers in Belgium and the Netherlands this month.', button: 'Find a dealer' },
      news: 'Notes from the workshop',
      newsletter: { title: 'A letter from the workshop', text: 'New paints, rides and stories from the bench, once a month in your inbox.', button: 'Subscribe' },
      about: {
        title: 'Our workshop since 1987',
        description: 'A frame builder’s garage on the edge of the Kempen heath that became a workshop, where every bike is still built by hand.',
        sections: [
          ['Where we come from', 'It started in 1987 with a frame builder, a garage on the edge of the heath and a group of friends who rode every Sunday, whatever the weather.', 'The garage became a workshop and the friends became the first customers. {brand} still rides out together every Sunday morning.'],
          ['How we work', 'Every frame is drawn in-house and tested on the roads we know best: sandy tracks, heath paths and long brick roads between the pines.', 'You configure your bike, one mechanic builds it by hand and we deliver it within 8 weeks, to your home or to your dealer.'],
          ['What we care about', 'Bikes that last. That is why the frame warranty grows from 2 to 5 years when you register your bike, and why spare parts stay available for years.'],
        ],
        timeline: [
          ['1987', 'The first frame', 'Brazed in a garage for a friend who rode every Sunday.'],
          ['1999', 'Our first cyclocross bike', 'Built for the winter races on the sand of the heath.'],
          ['2025', 'Still built by hand', 'Every bike leaves the workshop signed by the mechanic who built it.'],
        ],
      },
    },
    de: {
      slogan: 'Von Hand gebaut, für Jahrzehnte gemacht',
      description: 'All-Road-, Renn- und Cyclocross-Räder aus einer Werkstatt am Rand der Heide in den Kempen, von Hand gebaut, um Jahrzehnte zu halten. Konfiguriere deins oder finde einen Händler.',
      menuIntro: 'Die ganze Kollektion, von Hand in unserer Werkstatt gebaut.',
      hero: {
        title: 'Räder, mit Geduld gemacht',
        subtitle: 'Seit 1987 bauen unsere Mechaniker jedes {brand}-Rad von Hand, für alle, die ein gutes Rad für die nächsten zwanzig Jahre wollen. Nach deinen Maßen konfiguriert, fertig in 8 Wochen.',
        button: 'Zur Kollektion',
      },
      manifesto: 'Wir laufen nicht der Mode dieses Jahres hinterher. Wir bauen Räder, die noch Freude machen, wenn der Lack seine ersten Kratzer hat.',
      workshop: {
        title: 'In der Werkstatt',
        text: 'Ein Mechaniker baut dein Rad vom nackten Rahmen bis zur letzten Probefahrt und unterschreibt die Karte, die mit ihm reist. Geschraubte Tretlager, Teile, die jede Werkstatt warten kann, und klassische Linien: Entscheidungen, die ein Rad jahrzehntelang auf der Straße halten.',
        link: 'Unsere Geschichte',
      },
      lineUp: {
        title: 'Die Kollektion',
        cards: {
          'all-road': ['All-Road', 'Unser Liebling: ein Rad für die Dorfstraße, den Waldweg und den langen Weg nach Hause.'],
          road: ['Rennrad', 'Klassische Geometrie für lange Tage im Sattel: ruhig, präzise und bequem.'],
          cyclocross: ['Cyclocross', 'Eine Verbeugung vor den Winterrennen im Heidesand, mit Platz für Schlamm und einem Oberrohr für die Schulter.'],
        },
      },
      spotlight: { eyebrow: 'Aus der Werkstatt', text: 'Ruhiges, ausgewogenes Fahrverhalten, wie es unsere Fahrer seit dem ersten Rahmen kennen: bequem an langen Tagen und lebendig, wenn die Straße ansteigt.', button: 'Entdecken' },
      quote: { text: 'Ein Rahmen muss zum Menschen passen, nicht zum Katalog. Dafür nehmen wir uns bis heute die Zeit.', role: 'Rahmenbauer in unserer Werkstatt seit 1991' },
      promise: {
        title: 'Was wir versprechen',
        items: [
          ['5 Jahre Rahmengarantie', 'Registriere dein Rad und die Rahmengarantie verlängert sich von 2 auf 5 Jahre.'],
          ['Ersatzteile für Jahre', 'Ersatzteile bleiben verfügbar, lange nachdem ein Modell die Kollektion verlassen hat.'],
          ['Ein Paar Hände', 'Ein Mechaniker baut dein Rad von Anfang bis Ende und zeichnet es ab.'],
        ],
      },
      testRide: { text: 'Fahre die Kollektion diesen Monat bei Händlern in Belgien und den Niederlanden Probe.', button: 'Händler finden' },
      news: 'Notizen aus der Werkstatt',
      newsletter: { title: 'Ein Brief aus der Werkstatt', text: 'Neue Lackierungen, Touren und Geschichten von der Werkbank, einmal im Monat in deinem Postfach.', button: 'Abonnieren' },
      about: {
        title: 'Unsere Werkstatt seit 1987',
        description: 'Die Garage eines Rahmenbauers am Rand der Heide in den Kempen, aus der eine Werkstatt wurde, in der jedes Rad noch von Hand entsteht.',
        sections: [
          ['Woher wir kommen', 'Es begann 1987 mit einem Rahmenbauer, einer Garage am Rand der Heide und einer Gruppe von Freunden, die jeden Sonntag fuhren, bei jedem Wetter.', 'Aus der Garage wurde eine Werkstatt, aus den Freunden die ersten Kunden. Sonntagmorgens fährt {brand} immer noch gemeinsam aus.'],
          ['Wie wir arbeiten', 'Jeder Rahmen wird im eigenen Haus gezeichnet und auf den Wegen getestet, die wir am besten kennen: Sandwege, Heidepfade und lange Klinkerstraßen zwischen den Kiefern.', 'Du konfigurierst dein Rad, ein Mechaniker baut es von Hand, und wir liefern es innerhalb von 8 Wochen zu dir nach Hause oder zu deinem Händler.'],
          ['Was uns wichtig ist', 'Räder, die lange halten. Darum verlängert sich die Rahmengarantie von 2 auf 5 Jahre, wenn du dein Rad registrierst, und Ersatzteile bleiben über Jahre verfügbar.'],
        ],
        timeline: [
          ['1987', 'Der erste Rahmen', 'Gelötet in einer Garage, für einen Freund, der jeden Sonntag fuhr.'],
          ['1999', 'Unser erstes Cyclocross-Rad', 'Gebaut für die Winterrennen im Sand der Heide.'],
          ['2025', 'Immer noch von Hand gebaut', 'Jedes Rad verlässt die Werkstatt mit der Unterschrift des Mechanikers, der es gebaut hat.'],
        ],
      },
    },
    es: {
      slogan: 'Hecha a mano, hecha para durar',
      description: 'Bicis all-road, de carretera y de ciclocross de un taller al borde del brezal de Campine, montadas a mano para rodar durante décadas. Configura la tuya o busca un distribuidor.',
      menuIntro: 'Toda la colección, montada a mano en nuestro taller.',
      hero: {
        title: 'Bicis hechas con paciencia',
        subtitle: 'Desde 1987 nuestros mecánicos montan a mano cada bici {brand}, para quien quiere una buena bici para los próximos veinte años. Configurada a tu medida, lista en 8 semanas.',
        button: 'Descubrir la colección',
      },
      manifesto: 'No perseguimos la moda de este año. Construimos bicis que siguen siendo un placer cuando la pintura ya tiene sus primeros arañazos.',
      workshop: {
        title: 'En el taller',
        text: 'Un solo mecánico monta tu bici, del cuadro desnudo a la última prueba, y firma la ficha que viaja con ella. Pedalieres roscados, piezas que cualquier taller puede mantener y líneas clásicas: decisiones que mantienen una bici en la carretera durante décadas.',
        link: 'Lee nuestra historia',
      },
      lineUp: {
        title: 'La colección',
        cards: {
          'all-road': ['All-road', 'Nuestra favorita: una sola bici para la carretera del pueblo, la pista forestal y el camino largo de vuelta a casa.'],
          road: ['Carretera', 'Geometría clásica para largas jornadas en el sillín: serena, precisa y cómoda.'],
          cyclocross: ['Ciclocross', 'Un guiño a las carreras de invierno en la arena del brezal, con espacio para el barro y un tubo horizontal pensado para el hombro.'],
        },
      },
      spotlight: { eyebrow: 'Recién salida del taller', text: 'Una conducción serena y equilibrada, la que nuestros ciclistas conocen desde el primer cuadro: cómoda en las jornadas largas y viva cuando la carretera se empina.', button: 'Descubrir' },
      quote: { text: 'Un cuadro tiene que ajustarse al ciclista, no al catálogo. Seguimos dedicando el tiempo necesario para conseguirlo.', role: 'Cuadrista en nuestro taller desde 1991' },
      promise: {
        title: 'Lo que prometemos',
        items: [
          ['5 años de garantía del cuadro', 'Registra tu bici y la garantía del cuadro pasa de 2 a 5 años.'],
          ['Recambios durante años', 'Los recambios siguen disponibles mucho después de que un modelo salga de la colección.'],
          ['Un solo par de manos', 'Un mecánico monta tu bici de principio a fin y la firma.'],
        ],
      },
      testRide: { text: 'Este mes puedes probar la colección en distribuidores de Bélgica y los Países Bajos.', button: 'Buscar distribuidor' },
      news: 'Notas del taller',
      newsletter: { title: 'Una carta desde el taller', text: 'Nuevas pinturas, rutas e historias del banco de trabajo, una vez al mes en tu correo.', button: 'Suscribirme' },
      about: {
        title: 'Nuestro taller desde 1987',
        description: 'El garaje de un cuadrista al borde del brezal de Campine que se convirtió en un taller donde cada bici se sigue montando a mano.',
        sections: [
          ['De dónde venimos', 'Todo empezó en 1987 con un cuadrista, un garaje al borde del brezal y un grupo de amigos que salía cada domingo, hiciera el tiempo que hiciera.', 'El garaje se convirtió en taller y los amigos, en los primeros clientes. Los domingos por la mañana, {brand} sigue saliendo a rodar en grupo.'],
          ['Cómo trabajamos', 'Cada cuadro se dibuja en casa y se prueba en los caminos que mejor conocemos: pistas de arena, senderos de brezal y largas carreteras de ladrillo entre pinos.', 'Tú configuras tu bici, un mecánico la monta a mano y la entregamos en un plazo de 8 semanas, en tu casa o en tu distribuidor.'],
          ['Lo que nos importa', 'Bicis que duran. Por eso la garantía del cuadro pasa de 2 a 5 años cuando registras tu bici, y los recambios siguen disponibles durante años.'],
        ],
        timeline: [
          ['1987', 'El primer cuadro', 'Soldado en un garaje para un amigo que salía cada domingo.'],
          ['1999', 'Nuestra primera bici de ciclocross', 'Construida para las carreras de invierno en la arena del brezal.'],
          ['2025', 'Todavía montadas a mano', 'Cada bici sale del taller con la firma del mecánico que la montó.'],
        ],
      },
    },
    fr: {
      slogan: 'Fait main, fait pour durer',
      description: 'Vélos all-road, de route et de cyclo-cross nés dans un atelier en bordure de la lande de Campine, montés à la main pour rouler des décennies. Configurez le vôtre ou trouvez un revendeur.',
      menuIntro: 'Toute la collection, montée à la main dans notre atelier.',
      hero: {
        title: 'Des vélos faits avec patience',
        subtitle: 'Depuis 1987, nos mécaniciens montent chaque vélo {brand} à la main, pour ceux qui veulent un bon vélo pour les vingt prochaines années. Configuré à vos mesures, prêt en 8 semaines.',
        button: 'Découvrir la collection',
      },
      manifesto: 'Nous ne courons pas après la mode de l’année. Nous construisons des vélos qui restent un plaisir à rouler quand la peinture a pris ses premières rayures.',
      workshop: {
        title: 'À l’atelier',
        text: 'Un seul mécanicien monte votre vélo, du cadre nu au dernier essai, et signe la fiche qui l’accompagne. Boîtiers de pédalier filetés, pièces que tout atelier peut entretenir et lignes classiques : des choix qui gardent un vélo sur la route pendant des décennies.',
        link: 'Lire notre histoire',
      },
      lineUp: {
        title: 'La collection',
        cards: {
          'all-road': ['All-road', 'Notre préféré : un seul vélo pour la route du village, le chemin forestier et le long retour.'],
          road: ['Route', 'Une géométrie classique pour les longues journées en selle : calme, précise et confortable.'],
          cyclocross: ['Cyclo-cross', 'Un clin d’œil aux cross d’hiver dans le sable de la lande, avec de la place pour la boue et un tube supérieur pensé pour l’épaule.'],
        },
      },
      spotlight: { eyebrow: 'Sorti de l’atelier', text: 'Une conduite calme et équilibrée, celle que nos cyclistes connaissent depuis le premier cadre : confortable sur les longues journées, vive dès que la route s’élève.', button: 'Découvrir' },
      quote: { text: 'Un cadre doit aller au cycliste, pas au catalogue. Nous prenons toujours le temps de bien faire.', role: 'Cadreur dans notre atelier depuis 1991' },
      promise: {
        title: 'Nos engagements',
        items: [
          ['Cadre garanti 5 ans', 'Enregistrez votre vélo et la garantie du cadre passe de 2 à 5 ans.'],
          ['Des pièces pour longtemps', 'Les pièces détachées restent disponibles longtemps après la sortie d’un modèle de la collection.'],
          ['Une seule paire de mains', 'Un seul mécanicien monte votre vélo du début à la fin et le valide de sa signature.'],
        ],
      },
      testRide: { text: 'Essayez la collection chez les revendeurs en Belgique et aux Pays-Bas ce mois-ci.', button: 'Trouver un revendeur' },
      news: 'Carnets d’atelier',
      newsletter: { title: 'Une lettre de l’atelier', text: 'Nouvelles peintures, sorties et histoires de l’établi, une fois par mois dans votre boîte mail.', button: 'S’abonner' },
      about: {
        title: 'Notre atelier depuis 1987',
        description: 'Le garage d’un cadreur en bordure de la lande de Campine, devenu un atelier où chaque vélo est encore monté à la main.',
        sections: [
          ['D’où nous venons', 'Tout a commencé en 1987 avec un cadreur, un garage en bordure de la lande et une bande d’amis qui roulaient chaque dimanche, quel que soit le temps.', 'Le garage est devenu un atelier et les amis, les premiers clients. Le dimanche matin, {brand} sort toujours rouler ensemble.'],
          ['Notre façon de travailler', 'Chaque cadre est dessiné chez nous et testé sur les routes que nous connaissons le mieux : chemins de sable, sentiers de lande et longues routes en briques entre les pins.', 'Vous configurez votre vélo, un seul mécanicien le monte à la main et nous le livrons en 8 semaines, chez vous ou chez votre revendeur.'],
          ['Ce qui compte pour nous', 'Des vélos qui durent. C’est pourquoi la garantie du cadre passe de 2 à 5 ans quand vous enregistrez votre vélo, et pourquoi les pièces restent disponibles pendant des années.'],
        ],
        timeline: [
          ['1987', 'Le premier cadre', 'Brasé dans un garage pour un ami qui roulait chaque dimanche.'],
          ['1999', 'Notre premier vélo de cyclo-cross', 'Construit pour les cross d’hiver dans le sable de la lande.'],
          ['2025', 'Toujours monté à la main', 'Chaque vélo quitte l’atelier signé par le mécanicien qui l’a monté.'],
        ],
      },
    },
    it: {
      slogan: 'Fatta a mano, fatta per durare',
      description: 'Bici all-road, da strada e da ciclocross nate in un’officina ai margini della brughiera della Campine, montate a mano per pedalare per decenni. Configura la tua o trova un rivenditore.',
      menuIntro: 'Tutta la collezione, montata a mano nella nostra officina.',
      hero: {
        title: 'Bici fatte con pazienza',
        subtitle: 'Dal 1987 i nostri meccanici montano a mano ogni bici {brand}, per chi vuole una buona bici per i prossimi vent’anni. Configurata sulle tue misure, pronta in 8 settimane.',
        button: 'Scopri la collezione',
      },
      manifesto: 'Non inseguiamo la moda dell’anno. Costruiamo bici che restano un piacere da pedalare anche quando la vernice ha i primi graffi.',
      workshop: {
        title: 'In officina',
        text: 'Un solo meccanico monta la tua bici, dal telaio nudo all’ultimo giro di prova, e firma la scheda che viaggia con lei. Movimenti centrali filettati, componenti che ogni officina può assistere e linee classiche: scelte che tengono una bici su strada per decenni.',
        link: 'Leggi la nostra storia',
      },
      lineUp: {
        title: 'La collezione',
        cards: {
          'all-road': ['All-road', 'La nostra preferita: una sola bici per la strada del paese, la sterrata nel bosco e la via lunga verso casa.'],
          road: ['Strada', 'Geometria classica per lunghe giornate in sella: composta, precisa e comoda.'],
          cyclocross: ['Ciclocross', 'Un omaggio alle gare invernali sulla sabbia della brughiera, con spazio per il fango e un tubo orizzontale pensato per la spalla.'],
        },
      },
      spotlight: { eyebrow: 'Dalla nostra officina', text: 'Una guida tranquilla ed equilibrata, quella che i nostri ciclisti conoscono dal primo telaio: comoda nelle lunghe giornate, vivace quando la strada sale.', button: 'Scopri' },
      quote: { text: 'Un telaio deve adattarsi al ciclista, non al catalogo. Ci prendiamo ancora il tempo per farlo bene.', role: 'Telaista nella nostra officina dal 1991' },
      promise: {
        title: 'Le nostre promesse',
        items: [
          ['5 anni di garanzia del telaio', 'Registra la tua bici e la garanzia del telaio passa da 2 a 5 anni.'],
          ['Ricambi per anni', 'I ricambi restano disponibili a lungo dopo che un modello è uscito dalla collezione.'],
          ['Un solo paio di mani', 'Un meccanico monta la tua bici dall’inizio alla fine e la firma.'],
        ],
      },
      testRide: { text: 'Questo mese prova la collezione presso i rivenditori in Belgio e nei Paesi Bassi.', button: 'Trova un rivenditore' },
      news: 'Appunti dall’officina',
      newsletter: { title: 'Una lettera dall’officina', text: 'Nuove verniciature, uscite e storie dal banco di lavoro, una volta al mese nella tua casella.', button: 'Iscriviti' },
      about: {
        title: 'La nostra officina dal 1987',
        description: 'Il garage di un telaista ai margini della brughiera della Campine, diventato un’officina dove ogni bici è ancora montata a mano.',
        sections: [
          ['Da dove veniamo', 'Tutto è iniziato nel 1987 con un telaista, un garage ai margini della brughiera e un gruppo di amici che uscivano ogni domenica, con qualsiasi tempo.', 'Il garage è diventato un’officina e gli amici i primi clienti. La domenica mattina {brand} esce ancora a pedalare insieme.'],
          ['Come lavoriamo', 'Ogni telaio è disegnato internamente e collaudato sulle strade che conosciamo meglio: piste di sabbia, sentieri di brughiera e lunghe strade in mattoni tra i pini.', 'Tu configuri la bici, un meccanico la monta a mano e noi la consegniamo entro 8 settimane, a casa tua o presso il tuo rivenditore.'],
          ['Ciò che conta per noi', 'Bici che durano. Per questo la garanzia del telaio passa da 2 a 5 anni quando registri la bici, e i ricambi restano disponibili per anni.'],
        ],
        timeline: [
          ['1987', 'Il primo telaio', 'Brasato in un garage per un amico che usciva ogni domenica.'],
          ['1999', 'La nostra prima bici da ciclocross', 'Costruita per le gare invernali sulla sabbia della brughiera.'],
          ['2025', 'Ancora montate a mano', 'Ogni bici lascia l’officina con la firma del meccanico che l’ha montata.'],
        ],
      },
    },
    nl: {
      slogan: 'Met de hand gemaakt, gemaakt om te blijven',
      description: 'All-road-, race- en veldritfietsen uit een werkplaats aan de rand van de Kempense heide, met de hand gebouwd om tientallen jaren mee te gaan. Stel de jouwe samen of vind een dealer.',
      menuIntro: 'De hele collectie, met de hand gebouwd in onze werkplaats.',
      hero: {
        title: 'Fietsen, met geduld gemaakt',
        subtitle: 'Sinds 1987 bouwen onze mecaniciens elke {brand}-fiets met de hand, voor wie één goede fiets wil voor de komende twintig jaar. Samengesteld op jouw maten, klaar binnen 8 weken.',
        button: 'Ontdek de collectie',
      },
      manifesto: 'We lopen niet achter de mode van dit jaar aan. We bouwen fietsen die nog altijd een plezier zijn om te rijden als de lak zijn eerste krassen heeft.',
      workshop: {
        title: 'In de werkplaats',
        text: 'Eén mecanicien bouwt je fiets van kaal frame tot laatste proefrit en ondertekent de kaart die met je fiets meereist. Geschroefde trapassen, onderdelen die elke werkplaats kan onderhouden en klassieke lijnen: keuzes die een fiets tientallen jaren op de weg houden.',
        link: 'Lees ons verhaal',
      },
      lineUp: {
        title: 'De collectie',
        cards: {
          'all-road': ['All-road', 'Onze lieveling: één fiets voor de dorpsweg, het bospad en de lange weg naar huis.'],
          road: ['Race', 'Klassieke geometrie voor lange dagen in het zadel: rustig, precies en comfortabel.'],
          cyclocross: ['Veldrijden', 'Een knipoog naar de winterse crossen op het zand van de heide, met ruimte voor modder en een bovenbuis voor op de schouder.'],
        },
      },
      spotlight: { eyebrow: 'Uit de werkplaats', text: 'Rustig, evenwichtig stuurgedrag, zoals onze rijders het kennen sinds het eerste frame: comfortabel op lange dagen en levendig als de weg begint te klimmen.', button: 'Ontdek' },
      quote: { text: 'Een frame moet passen bij de rijder, niet bij de catalogus. Daar nemen we nog altijd de tijd voor.', role: 'Framebouwer in onze werkplaats sinds 1991' },
      promise: {
        title: 'Wat we beloven',
        items: [
          ['5 jaar framegarantie', 'Registreer je fiets en de framegarantie gaat van 2 naar 5 jaar.'],
          ['Onderdelen voor jaren', 'Reserveonderdelen blijven beschikbaar, lang nadat een model uit de collectie is.'],
          ['Eén paar handen', 'Eén mecanicien bouwt je fiets van begin tot eind en tekent hem af.'],
        ],
      },
      testRide: { text: 'Maak deze maand een proefrit met de collectie bij dealers in België en Nederland.', button: 'Vind een dealer' },
      news: 'Notities uit de werkplaats',
      newsletter: { title: 'Een brief uit de werkplaats', text: 'Nieuwe lakken, ritten en verhalen van de werkbank, één keer per maand in je mailbox.', button: 'Inschrijven' },
      about: {
        title: 'Onze werkplaats sinds 1987',
        description: 'De garage van een framebouwer aan de rand van de Kempense heide die uitgroeide tot een werkplaats waar elke fiets nog met de hand gebouwd wordt.',
        sections: [
          ['Waar we vandaan komen', 'Het begon in 1987 met een framebouwer, een garage aan de rand van de heide en een groep vrienden die elke zondag fietsten, weer of geen weer.', 'De garage werd een werkplaats en de vrienden werden de eerste klanten. Op zondagochtend rijdt {brand} nog altijd samen uit.'],
          ['Hoe we werken', 'Elk frame wordt in huis getekend en getest op de wegen die we het best kennen: zandpaden, heidepaden en lange klinkerwegen tussen de dennen.', 'Jij stelt je fiets samen, één mecanicien bouwt hem met de hand en we leveren binnen 8 weken, thuis of bij je dealer.'],
          ['Waar we om geven', 'Fietsen die lang meegaan. Daarom gaat de framegarantie van 2 naar 5 jaar als je je fiets registreert, en blijven onderdelen jarenlang beschikbaar.'],
        ],
        timeline: [
          ['1987', 'Het eerste frame', 'Gesoldeerd in een garage voor een vriend die elke zondag reed.'],
          ['1999', 'Onze eerste veldritfiets', 'Gebouwd voor de winterse crossen op het zand van de heide.'],
          ['2025', 'Nog altijd met de hand gebouwd', 'Elke fiets verlaat de werkplaats met de handtekening van de mecanicien die hem bouwde.'],
        ],
      },
    },
  },
};
