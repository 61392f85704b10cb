/**
 * Brabo Bikes: the city and e-bike brand (Antwerp's signal red and black, a city shield, condensed
 * uppercase headings). Born in a repair shop by the docks: it leads with e-bikes and all-road
 * bikes for every day and speaks plainly, of commutes, service and getting there.
 */
import type { BrandVoice } from './brand-voices';

export const BRABO_VOICE: BrandVoice = {
  brand: 'brabo',
  character: 'city',
  lineUp: ['e-bikes', 'all-road', 'gravel', 'road', 'cyclocross', 'mountain', 'triathlon'],
  featured: 3,
  home: ['hero', 'testRide', 'promise', 'lineUp', 'spotlight', 'quote', 'news', 'newsletter'],
  heroUrl: '/bikes/categories/e-bikes',
  heroImage: 'home-hero-brabo-commute',
  aboutImage: 'page-about-brabo-canal',
  icons: ['bolt', 'pin', 'wrench'],
  quoteAuthor: 'Sofie Maes',
  newsArticles: [7006, 7007],
  copy: {
    en: {
      slogan: 'Built for the daily ride',
      description: 'E-bikes and all-road bikes for the commute, the school run and the weekend, serviced by a dealer near you. Configure yours or book a test ride.',
      menuIntro: 'E-bikes and everyday bikes, built to order for the way you ride.',
      hero: {
        title: 'The city is faster by bike',
        subtitle: 'E-bikes and all-road bikes for the commute, the school run and the Saturday market, built to order within 8 weeks and serviced by a dealer around the corner.',
        button: 'Find your e-bike',
      },
      promise: {
        title: 'Made for every day',
        items: [
          ['Quiet assistance', 'A light mid-motor helps you up to 25 km/h, so you arrive fresh, not sweaty.'],
          ['Service around the corner', 'Test ride, pick-up and service at dealers in more than 30 countries.'],
          ['Yours in 8 weeks', 'Choose size, colour and drive: we build your bike to order.'],
        ],
      },
      lineUp: {
        title: 'Bikes for the way you move',
        cards: {
          'e-bikes': ['E-bikes', 'A 15 km commute in about 35 minutes, door to door, in every season.'],
          'all-road': ['All-road', 'Cobbles, cycle paths and the canal towpath: one bike for all of them.'],
          gravel: ['Gravel', 'Mounts for bags and mudguards, from the office to the woods at the weekend.'],
        },
      },
      testRide: { text: 'Test ride days in Belgium and the Netherlands this month: try an e-bike on your own commute.', button: 'Find a dealer' },
      spotlight: { eyebrow: 'Our city favourite', text: 'Assistance that feels natural, a battery tucked into the down tube and the easy handling of a real bike. Switch the motor off and it still rides beautifully.', button: 'See the bike' },
      quote: { text: 'I sold our second car. The e-bike gets me to work in 35 minutes, rain or shine, and I never look for a parking space again.', role: 'Rides 14 km to work every day' },
      news: 'For everyday riders',
      newsletter: { title: 'Good to know, once a month', text: 'New bikes, commuting tips and test ride dates near you, straight to your inbox.', button: 'Subscribe' },
      about: {
        title: 'Made for the city',
        description: 'A repair shop by the Antwerp docks that began building the bikes its customers kept asking for.',
        sections: [
          ['Where we come from', 'In 1998 we opened a small repair shop by the Antwerp docks. Every day people brought in bikes that were not made for the city: too heavy, too fragile or too hard to fix.', 'So we started building our own. Today {brand} designs e-bikes and all-road bikes for people who ride every day, not only on Sundays.'],
          ['How we work', 'We test every model where it will be ridden: in rush hour, on wet cobbles and with a full pannier on the back.', 'You configure your bike, we build it to order and deliver it within 8 weeks, to your home or to a dealer near you.'],
          ['What we care about', 'A bike you can count on every morning. Register it and the frame warranty grows from 2 to 5 years; our dealers keep it running for many years more.'],
        ],
        timeline: [
          ['1998', 'A repair shop by the docks', 'Two mechanics, one workbench and a queue of broken city bikes.'],
          ['2012', 'Our first e-bike', 'Built for a courier who rode 80 km a day across the city.'],
          ['2025', 'Every day, everywhere', 'Dealers in more than 30 countries test ride and service our bikes.'],
        ],
      },
    },
    de: {
      slogan: 'Gebaut für jeden Tag',
      description: 'E-Bikes und All-Road-Räder für den Arbeitsweg, die Fahrt zur Schule und das Wochenende, betreut von einem Händler in deiner Nähe. Konfiguriere deins oder buche eine Probefahrt.',
      menuIntro: 'E-Bikes und Alltagsräder, auf Bestellung gebaut für deine Wege.',
      hero: {
        title: 'Mit dem Rad ist die Stadt schneller',
        subtitle: 'E-Bikes und All-Road-Räder für den Arbeitsweg, die Fahrt zur Schule und den Samstagsmarkt, auf Bestellung in 8 Wochen gebaut und betreut von einem Händler um die Ecke.',
        button: 'Finde dein E-Bike',
      },
      promise: {
        title: 'Gemacht für jeden Tag',
        items: [
          ['Leise Unterstützung', 'Ein leichter Mittelmotor hilft dir bis 25 km/h, damit du frisch ankommst statt verschwitzt.'],
          ['Service um die Ecke', 'Probefahrt, Abholung und Service bei Händlern in über 30 Ländern.'],
          ['Deins in 8 Wochen', 'Wähle Größe, Farbe und Antrieb: Wir bauen dein Rad auf Bestellung.'],
        ],
      },
      lineUp: {
        title: 'Räder für deine Wege',
        cards: {
          'e-bikes': ['E-Bikes', '15 km zur Arbeit in etwa 35 Minuten, von Tür zu Tür, zu jeder Jahreszeit.'],
          'all-road': ['All-Road', 'Kopfsteinpflaster, Radwege und der Treidelpfad am Kanal: ein Rad für alles.'],
          gravel: ['Gravel', 'Ösen für Taschen und Schutzbleche, vom Büro bis in den Wald am Wochenende.'],
        },
      },
      testRide: { text: 'Diesen Monat Testtage in Belgien und den Niederlanden: Probier ein E-Bike auf deinem eigenen Arbeitsweg aus.', button: 'Händler finden' },
      spotlight: { eyebrow: 'Unser Stadtliebling', text: 'Unterstützung, die sich natürlich anfühlt, ein im Unterrohr versteckter Akku und das leichte Handling eines echten Fahrrads. Schalte den Motor aus, und es fährt sich immer noch wunderbar.', button: 'Zum Rad' },
      quote: { text: 'Ich habe unser Zweitauto verkauft. Mit dem E-Bike bin ich in 35 Minuten im Büro, bei jedem Wetter, und suche nie mehr einen Parkplatz.', role: 'Fährt jeden Tag 14 km zur Arbeit' },
      news: 'Für alle, die täglich fahren',
      newsletter: { title: 'Gut zu wissen, einmal im Monat', text: 'Neue Räder, Tipps für den Arbeitsweg und Testtage in deiner Nähe, direkt in dein Postfach.', button: 'Abonnieren' },
      about: {
        title: 'Gemacht für die Stadt',
        description: 'Eine Reparaturwerkstatt am Antwerpener Hafen, die anfing, die Räder zu bauen, nach denen ihre Kundschaft immer wieder fragte.',
        sections: [
          ['Woher wir kommen', '1998 eröffneten wir eine kleine Reparaturwerkstatt am Antwerpener Hafen. Jeden Tag brachten Leute Räder vorbei, die nicht für die Stadt gemacht waren: zu schwer, zu empfindlich oder zu schwer zu reparieren.', 'Also bauten wir unsere eigenen. Heute entwickelt {brand} E-Bikes und All-Road-Räder für Menschen, die jeden Tag fahren, nicht nur sonntags.'],
          ['Wie wir arbeiten', 'Wir testen jedes Modell dort, wo es gefahren wird: im Berufsverkehr, auf nassem Kopfsteinpflaster und mit voller Packtasche hinten drauf.', 'Du konfigurierst dein Rad, wir bauen es auf Bestellung und liefern es innerhalb von 8 Wochen zu dir nach Hause oder zu einem Händler in deiner Nähe.'],
          ['Was uns wichtig ist', 'Ein Rad, auf das du dich jeden Morgen verlassen kannst. Registriere es und die Rahmengarantie verlängert sich von 2 auf 5 Jahre; unsere Händler halten es noch viele Jahre länger am Laufen.'],
        ],
        timeline: [
          ['1998', 'Eine Werkstatt am Hafen', 'Zwei Mechaniker, eine Werkbank und eine Schlange kaputter Stadträder.'],
          ['2012', 'Unser erstes E-Bike', 'Gebaut für einen Kurier, der jeden Tag 80 km durch die Stadt fuhr.'],
          ['2025', 'Jeden Tag, überall', 'Händler in über 30 Ländern bieten Probefahrten und Service für unsere Räder.'],
        ],
      },
    },
    es: {
      slogan: 'Hecha para cada día',
      description: 'Bicis eléctricas y all-road para ir al trabajo, llevar a los niños al colegio y el fin de semana, con un distribuidor cerca para el mantenimiento. Configura la tuya o reserva una prueba.',
      menuIntro: 'Bicis eléctricas y bicis para el día a día, montadas por encargo para tus trayectos.',
      hero: {
        title: 'En la ciudad, la bici llega antes',
        subtitle: 'Bicis eléctricas y all-road para ir al trabajo, al colegio y al mercado del sábado, montadas por encargo en 8 semanas y con un distribuidor a la vuelta de la esquina.',
        button: 'Encuentra tu e-bike',
      },
      promise: {
        title: 'Pensada para el día a día',
        items: [
          ['Asistencia silenciosa', 'Un motor central ligero te ayuda hasta 25 km/h para que llegues sin sudar.'],
          ['Servicio a la vuelta de la esquina', 'Prueba, recogida y mantenimiento en distribuidores de más de 30 países.'],
          ['Tuya en 8 semanas', 'Elige talla, color y motor: montamos tu bici por encargo.'],
        ],
      },
      lineUp: {
        title: 'Bicis para tu forma de moverte',
        cards: {
          'e-bikes': ['Eléctricas', '15 km al trabajo en unos 35 minutos, puerta a puerta, en cualquier estación.'],
          'all-road': ['All-road', 'Adoquines, carriles bici y el camino junto al canal: una sola bici para todo.'],
          gravel: ['Gravel', 'Anclajes para bolsas y guardabarros, de la oficina al bosque el fin de semana.'],
        },
      },
      testRide: { text: 'Este mes hay jornadas de prueba en Bélgica y los Países Bajos: prueba una e-bike en tu propio trayecto al trabajo.', button: 'Buscar distribuidor' },
      spotlight: { eyebrow: 'Nuestra favorita en la ciudad', text: 'Una asistencia que se siente natural, una batería integrada en el tubo diagonal y el manejo sencillo de una bici de verdad. Apaga el motor y sigue rodando de maravilla.', button: 'Ver la bici' },
      quote: { text: 'Vendí nuestro segundo coche. Con la e-bike llego al trabajo en 35 minutos, llueva o haga sol, y ya nunca busco aparcamiento.', role: 'Recorre 14 km para ir al trabajo cada día' },
      news: 'Para quienes pedalean cada día',
      newsletter: { title: 'Conviene saberlo, una vez al mes', text: 'Bicis nuevas, consejos para ir al trabajo y jornadas de prueba cerca de ti, directamente en tu correo.', button: 'Suscribirme' },
      about: {
        title: 'Nacidos en el puerto de Amberes',
        description: 'Un taller de reparación junto al puerto de Amberes que empezó a fabricar las bicis que sus clientes no dejaban de pedir.',
        sections: [
          ['De dónde venimos', 'En 1998 abrimos un pequeño taller de reparación junto al puerto de Amberes. Cada día nos traían bicis que no estaban hechas para la ciudad: demasiado pesadas, demasiado frágiles o demasiado difíciles de arreglar.', 'Así que empezamos a fabricar las nuestras. Hoy {brand} diseña bicis eléctricas y all-road para quienes pedalean cada día, no solo el domingo.'],
          ['Cómo trabajamos', 'Probamos cada modelo allí donde se va a usar: en hora punta, sobre adoquines mojados y con una alforja llena detrás.', 'Tú configuras tu bici, nosotros la montamos por encargo y la entregamos en un plazo de 8 semanas, en tu casa o en un distribuidor cercano.'],
          ['Lo que nos importa', 'Una bici con la que puedes contar cada mañana. Regístrala y la garantía del cuadro pasa de 2 a 5 años; nuestros distribuidores la mantienen a punto muchos años más.'],
        ],
        timeline: [
          ['1998', 'Un taller junto al puerto', 'Dos mecánicos, un banco de trabajo y una cola de bicis urbanas averiadas.'],
          ['2012', 'Nuestra primera e-bike', 'Construida para un mensajero que recorría 80 km al día por la ciudad.'],
          ['2025', 'Cada día, en todas partes', 'Distribuidores en más de 30 países ofrecen pruebas y mantenimiento de nuestras bicis.'],
        ],
      },
    },
    fr: {
      slogan: 'Fait pour chaque jour',
      description: 'Vélos électriques et all-road pour le trajet du travail, l’école et le week-end, entretenus par un revendeur près de chez vous. Configurez le vôtre ou réservez un essai.',
      menuIntro: 'Vélos électriques et vélos du quotidien, montés sur commande pour vos trajets.',
      hero: {
        title: 'En ville, le vélo va plus vite',
        subtitle: 'Vélos électriques et all-road pour le trajet du travail, l’école et le marché du samedi, montés sur commande en 8 semaines et entretenus par un revendeur au coin de la rue.',
        button: 'Trouver votre vélo électrique',
      },
      promise: {
        title: 'Pensé pour le quotidien',
        items: [
          ['Une assistance discrète', 'Un moteur central léger vous aide jusqu’à 25 km/h : vous arrivez frais, pas en sueur.'],
          ['Un service au coin de la rue', 'Essai, retrait et entretien chez des revendeurs dans plus de 30 pays.'],
          ['À vous en 8 semaines', 'Choisissez la taille, la couleur et la motorisation : nous montons votre vélo sur commande.'],
        ],
      },
      lineUp: {
        title: 'Des vélos pour tous vos trajets',
        cards: {
          'e-bikes': ['Vélos électriques', '15 km de trajet en 35 minutes environ, de porte à porte, en toute saison.'],
          'all-road': ['All-road', 'Pavés, pistes cyclables et chemin de halage : un seul vélo pour tout.'],
          gravel: ['Gravel', 'Des fixations pour sacoches et garde-boue, du bureau jusqu’à la forêt le week-end.'],
        },
      },
      testRide: { text: 'Journées d’essai en Belgique et aux Pays-Bas ce mois-ci : essayez un vélo électrique sur votre propre trajet.', button: 'Trouver un revendeur' },
      spotlight: { eyebrow: 'Notre préféré en ville', text: 'Une assistance naturelle, une batterie logée dans le tube oblique et la maniabilité d’un vrai vélo. Coupez le moteur : il roule toujours à merveille.', button: 'Voir le vélo' },
      quote: { text: 'J’ai vendu notre deuxième voiture. Avec le vélo électrique, je suis au bureau en 35 minutes, qu’il pleuve ou qu’il vente, et je ne cherche plus jamais de place.', role: 'Roule 14 km pour aller au travail, chaque jour' },
      news: 'Pour celles et ceux qui roulent chaque jour',
      newsletter: { title: 'Bon à savoir, une fois par mois', text: 'Nouveaux vélos, conseils pour vos trajets et journées d’essai près de chez vous, directement dans votre boîte mail.', button: 'S’abonner' },
      about: {
        title: 'Nés sur les quais d’Anvers',
        description: 'Un atelier de réparation sur les quais d’Anvers qui s’est mis à construire les vélos que ses clients réclamaient.',
        sections: [
          ['D’où nous venons', 'En 1998, nous avons ouvert un petit atelier de réparation sur les quais d’Anvers. Chaque jour, on nous apportait des vélos qui n’étaient pas faits pour la ville : trop lourds, trop fragiles ou trop difficiles à réparer.', 'Alors nous avons construit les nôtres. Aujourd’hui, {brand} conçoit des vélos électriques et all-road pour celles et ceux qui roulent tous les jours, pas seulement le dimanche.'],
          ['Notre façon de travailler', 'Nous testons chaque modèle là où il roulera : aux heures de pointe, sur les pavés mouillés et avec une sacoche bien remplie.', 'Vous configurez votre vélo, nous le montons sur commande et le livrons en 8 semaines, chez vous ou chez un revendeur près de chez vous.'],
          ['Ce qui compte pour nous', 'Un vélo sur lequel vous pouvez compter chaque matin. Enregistrez-le et la garantie du cadre passe de 2 à 5 ans ; nos revendeurs le font rouler bien plus longtemps encore.'],
        ],
        timeline: [
          ['1998', 'Un atelier sur les quais', 'Deux mécaniciens, un établi et une file de vélos de ville en panne.'],
          ['2012', 'Notre premier vélo électrique', 'Construit pour un coursier qui parcourait 80 km par jour en ville.'],
          ['2025', 'Chaque jour, partout', 'Des revendeurs dans plus de 30 pays font essayer et entretiennent nos vélos.'],
        ],
      },
    },
    it: {
      slogan: 'Fatta per ogni giorno',
      description: 'E-bike e bici all-road per andare al lavoro, accompagnare i figli a scuola e il fine settimana, con un rivenditore vicino per l’assistenza. Configura la tua o prenota una prova.',
      menuIntro: 'E-bike e bici per tutti i giorni, montate su ordinazione per i tuoi percorsi.',
      hero: {
        title: 'In città si fa prima in bici',
        subtitle: 'E-bike e bici all-road per il tragitto casa-lavoro, la scuola e il mercato del sabato, montate su ordinazione in 8 settimane e assistite da un rivenditore dietro l’angolo.',
        button: 'Trova la tua e-bike',
      },
      promise: {
        title: 'Pensata per la vita di tutti i giorni',
        items: [
          ['Assistenza silenziosa', 'Un motore centrale leggero ti aiuta fino a 25 km/h, così arrivi senza sudare.'],
          ['Assistenza dietro l’angolo', 'Prova, ritiro e assistenza presso rivenditori in oltre 30 paesi.'],
          ['Tua in 8 settimane', 'Scegli taglia, colore e motore: montiamo la tua bici su ordinazione.'],
        ],
      },
      lineUp: {
        title: 'Bici per il tuo modo di muoverti',
        cards: {
          'e-bikes': ['E-bike', '15 km casa-lavoro in circa 35 minuti, porta a porta, in ogni stagione.'],
          'all-road': ['All-road', 'Pavé, piste ciclabili e l’alzaia lungo il canale: una sola bici per tutto.'],
          gravel: ['Gravel', 'Attacchi per borse e parafanghi, dall’ufficio al bosco nel fine settimana.'],
        },
      },
      testRide: { text: 'Questo mese giornate di prova in Belgio e nei Paesi Bassi: prova una e-bike sul tuo tragitto casa-lavoro.', button: 'Trova un rivenditore' },
      spotlight: { eyebrow: 'La nostra preferita in città', text: 'Un’assistenza che sembra naturale, una batteria nascosta nel tubo obliquo e la guida facile di una vera bici. Spegni il motore e pedala ancora benissimo.', button: 'Scopri la bici' },
      quote: { text: 'Ho venduto la nostra seconda auto. Con la e-bike arrivo al lavoro in 35 minuti, con il sole o con la pioggia, e non cerco mai più parcheggio.', role: 'Pedala 14 km per andare al lavoro ogni giorno' },
      news: 'Per chi pedala ogni giorno',
      newsletter: { title: 'Buono a sapersi, una volta al mese', text: 'Nuove bici, consigli per il tragitto casa-lavoro e giornate di prova vicino a te, direttamente nella tua casella.', button: 'Iscriviti' },
      about: {
        title: 'Nati al porto di Anversa',
        description: 'Un’officina di riparazioni al porto di Anversa che ha iniziato a costruire le bici che i suoi clienti continuavano a chiedere.',
        sections: [
          ['Da dove veniamo', 'Nel 1998 abbiamo aperto una piccola officina di riparazioni al porto di Anversa. Ogni giorno ci portavano bici non fatte per la città: troppo pesanti, troppo fragili o troppo difficili da riparare.', 'Così abbiamo iniziato a costruire le nostre. Oggi {brand} progetta e-bike e bici all-road per chi pedala ogni giorno, non solo la domenica.'],
          ['Come lavoriamo', 'Collaudiamo ogni modello dove verrà usato: nell’ora di punta, sul pavé bagnato e con una borsa piena sul portapacchi.', 'Tu configuri la bici, noi la montiamo su ordinazione e la consegniamo entro 8 settimane, a casa tua o presso un rivenditore vicino.'],
          ['Ciò che conta per noi', 'Una bici su cui contare ogni mattina. Registrala e la garanzia del telaio passa da 2 a 5 anni; i nostri rivenditori la tengono in strada per molti anni ancora.'],
        ],
        timeline: [
          ['1998', 'Un’officina al porto', 'Due meccanici, un banco di lavoro e una fila di bici da città rotte.'],
          ['2012', 'La nostra prima e-bike', 'Costruita per un corriere che percorreva 80 km al giorno in città.'],
          ['2025', 'Ogni giorno, ovunque', 'Rivenditori in oltre 30 paesi offrono prove e assistenza per le nostre bici.'],
        ],
      },
    },
    nl: {
      slogan: 'Gebouwd voor elke dag',
      description: 'E-bikes en all-roadfietsen voor woon-werk, de schoolrit en het weekend, onderhouden door een dealer in je buurt. Stel de jouwe samen of boek een proefrit.',
      menuIntro: 'E-bikes en fietsen voor elke dag, op bestelling gebouwd voor hoe jij rijdt.',
      hero: {
        title: 'De stad is sneller met de fiets',
        subtitle: 'E-bikes en all-roadfietsen voor woon-werk, de schoolrit en de zaterdagmarkt, op bestelling gebouwd binnen 8 weken en onderhouden door een dealer om de hoek.',
        button: 'Vind je e-bike',
      },
      promise: {
        title: 'Gemaakt voor elke dag',
        items: [
          ['Stille ondersteuning', 'Een lichte middenmotor helpt je tot 25 km/u, zodat je fris aankomt in plaats van bezweet.'],
          ['Service om de hoek', 'Proefrit, afhalen en onderhoud bij dealers in meer dan 30 landen.'],
          ['Van jou binnen 8 weken', 'Kies maat, kleur en aandrijving: wij bouwen je fiets op bestelling.'],
        ],
      },
      lineUp: {
        title: 'Fietsen voor hoe jij je verplaatst',
        cards: {
          'e-bikes': ['E-bikes', '15 km woon-werk in zo’n 35 minuten, van deur tot deur, in elk seizoen.'],
          'all-road': ['All-road', 'Kasseien, fietspaden en het jaagpad langs het kanaal: één fiets voor allemaal.'],
          gravel: ['Gravel', 'Bevestigingen voor tassen en spatborden, van kantoor tot in het bos in het weekend.'],
        },
      },
      testRide: { text: 'Deze maand testdagen in België en Nederland: probeer een e-bike op je eigen woon-werkroute.', button: 'Vind een dealer' },
      spotlight: { eyebrow: 'Onze stadsfavoriet', text: 'Ondersteuning die natuurlijk aanvoelt, een accu weggewerkt in de onderbuis en het makkelijke stuurgedrag van een echte fiets. Zet de motor uit en hij rijdt nog altijd heerlijk.', button: 'Bekijk de fiets' },
      quote: { text: 'Ik heb onze tweede auto verkocht. Met de e-bike ben ik in 35 minuten op het werk, weer of geen weer, en ik zoek nooit meer een parkeerplaats.', role: 'Fietst elke dag 14 km naar het werk' },
      news: 'Voor wie elke dag fietst',
      newsletter: { title: 'Goed om te weten, één keer per maand', text: 'Nieuwe fietsen, tips voor woon-werk en testdagen bij jou in de buurt, recht in je mailbox.', button: 'Inschrijven' },
      about: {
        title: 'Gemaakt voor de stad',
        description: 'Een herstelplaats aan de Antwerpse dokken die de fietsen begon te bouwen waar haar klanten om bleven vragen.',
        sections: [
          ['Waar we vandaan komen', 'In 1998 openden we een kleine herstelplaats aan de Antwerpse dokken. Elke dag brachten mensen fietsen binnen die niet gemaakt waren voor de stad: te zwaar, te fragiel of te moeilijk te herstellen.', 'Dus begonnen we onze eigen fietsen te bouwen. Vandaag ontwerpt {brand} e-bikes en all-roadfietsen voor mensen die elke dag fietsen, niet alleen op zondag.'],
          ['Hoe we werken', 'We testen elk model waar het gereden wordt: in de spits, op natte kasseien en met een volle fietstas achterop.', 'Jij stelt je fiets samen, wij bouwen hem op bestelling en leveren binnen 8 weken, thuis of bij een dealer in je buurt.'],
          ['Waar we om geven', 'Een fiets waarop je elke ochtend kunt rekenen. Registreer hem en de framegarantie gaat van 2 naar 5 jaar; onze dealers houden hem nog vele jaren langer rijdend.'],
        ],
        timeline: [
          ['1998', 'Een herstelplaats aan de dokken', 'Twee mecaniciens, één werkbank en een rij kapotte stadsfietsen.'],
          ['2012', 'Onze eerste e-bike', 'Gebouwd voor een koerier die elke dag 80 km door de stad reed.'],
          ['2025', 'Elke dag, overal', 'Dealers in meer dan 30 landen laten je onze fietsen testen en houden ze in topvorm.'],
        ],
      },
    },
  },
};
