/**
 * Merel Racing: the race brand (black and the blackbird's yellow beak, "RACING" in its logo).
 * It leads with aero road, time-trial and cyclocross bikes and speaks in results: short, fast,
 * proven in the race before it is sold.
 */
import type { BrandVoice } from './brand-voices';

export const MEREL_VOICE: BrandVoice = {
  brand: 'merel',
  character: 'racing',
  lineUp: ['road', 'triathlon', 'cyclocross', 'gravel', 'all-road', 'e-bikes', 'mountain'],
  featured: 3,
  home: ['hero', 'testRide', 'results', 'spotlight', 'lineUp', 'quote', 'news', 'newsletter'],
  heroUrl: '/bikes/categories/road',
  heroImage: 'home-hero-merel-podium',
  aboutImage: 'page-about-merel-breakaway',
  icons: ['trophy', 'podium', 'stopwatch'],
  quoteAuthor: 'Jana Wouters',
  newsArticles: [7001, 7008],
  copy: {
    en: {
      slogan: 'Faster where it counts',
      description: 'Aero road, time-trial and cyclocross bikes, raced by our team before they reach the catalogue. Configure yours or find a dealer.',
      menuIntro: 'Aero road, time-trial and cyclocross bikes, raced before they are sold.',
      hero: {
        title: 'Raced first. Then built for you.',
        subtitle: 'Every {brand} frame has to win its place in the race before it reaches the catalogue. Aero road, triathlon and cyclocross bikes, built to order within 8 weeks.',
        button: 'See the race bikes',
      },
      results: {
        title: 'Results, not promises',
        items: [
          ['1st place', 'Under-23 spring classic: 196 km, 24 cobbled sectors, solo over the line.'],
          ['3 podiums', 'Three cyclocross weekends in a row, through sand, mud and frost, on the frame you can order.'],
          ['−38 s', 'Over 40 km against last year’s time-trial frame: same rider, same course.'],
        ],
      },
      lineUp: {
        title: 'Choose your discipline',
        cards: {
          road: ['Aero road', 'Deep tubes, a low front end and stiffness where the sprint starts.'],
          triathlon: ['Time trial & triathlon', 'Built around your position on the extensions, for the race against the clock.'],
          cyclocross: ['Cyclocross', 'Sharp handling, room for mud and a top tube that sits well on the shoulder.'],
        },
      },
      spotlight: { eyebrow: 'The team’s choice', text: 'The bike our riders take to flat, fast finales: aero where the wind hits, stiff where you push, and still comfortable after 200 km.', button: 'See the bike' },
      testRide: { text: 'Race bike test days at dealers in Belgium and the Netherlands this month. Bring your pedals, we set up the rest.', button: 'Find a dealer' },
      quote: { text: 'On the last cobbled sector nobody thinks about watts or grams. You only want to know the bike will hold your line. This one does.', role: 'Team rider, under-23 squad' },
      news: 'From the race calendar',
      newsletter: { title: 'Race news in your inbox', text: 'Results, new frames and training tips from the team, once a month.', button: 'Subscribe' },
      about: {
        title: 'Racing is our test lab',
        description: 'A team mechanic who drew his own frames, and a brand that still races every bike before it sells it.',
        sections: [
          ['Where we come from', 'In 2011 the mechanic of a small under-23 team grew tired of frames that cracked on the cobbles. He drew his own, and the riders started winning on them.', 'That team is still the heart of {brand}. The bird in our logo is the blackbird that sings on the start line before the sun is up.'],
          ['How we work', 'A new frame races a full season with the team before it goes into the catalogue. Whatever breaks, flexes or slows us down is changed.', 'You configure your bike with the same parts the team uses, we build it to order and deliver it within 8 weeks, to your home or to your dealer.'],
          ['What we care about', 'Speed you can trust. Register your bike and the frame warranty grows from 2 to 5 years, because a race bike should not be a bike for one season.'],
        ],
        timeline: [
          ['2011', 'One mechanic, one team', 'The first frames are drawn for an under-23 team.'],
          ['2016', 'The first aero frame', 'Tested in the wind of the coast road long before it saw a wind tunnel.'],
          ['2025', 'Every bike race-proven', 'No frame reaches the catalogue without a season of racing.'],
        ],
      },
    },
    de: {
      slogan: 'Schneller, wo es zählt',
      description: 'Aero-Rennräder, Zeitfahrmaschinen und Cyclocrosser, erst von unserem Team im Rennen gefahren, dann im Katalog. Konfiguriere deins oder finde einen Händler.',
      menuIntro: 'Aero-, Zeitfahr- und Cyclocross-Räder, im Rennen erprobt, bevor wir sie verkaufen.',
      hero: {
        title: 'Erst im Rennen. Dann für dich gebaut.',
        subtitle: 'Jeder {brand}-Rahmen muss sich im Rennen beweisen, bevor er in den Katalog kommt. Aero-Rennräder, Triathlon- und Cyclocross-Räder, auf Bestellung in 8 Wochen gebaut.',
        button: 'Zu den Rennmaschinen',
      },
      results: {
        title: 'Ergebnisse statt Versprechen',
        items: [
          ['Platz 1', 'U23-Frühjahrsklassiker: 196 km, 24 Pflastersektoren, solo über die Linie.'],
          ['3 Podien', 'Drei Cyclocross-Wochenenden in Folge, durch Sand, Schlamm und Frost, auf dem Rahmen, den du bestellen kannst.'],
          ['−38 s', 'Auf 40 km gegenüber dem Zeitfahrrahmen des Vorjahres: gleicher Fahrer, gleiche Strecke.'],
        ],
      },
      lineUp: {
        title: 'Wähle deine Disziplin',
        cards: {
          road: ['Aero-Rennrad', 'Tiefe Rohrprofile, eine flache Front und Steifigkeit, wo der Sprint beginnt.'],
          triathlon: ['Zeitfahren & Triathlon', 'Gebaut um deine Position auf dem Aufsatz, für das Rennen gegen die Uhr.'],
          cyclocross: ['Cyclocross', 'Präzises Handling, Platz für Schlamm und ein Oberrohr, das gut auf der Schulter liegt.'],
        },
      },
      spotlight: { eyebrow: 'Die Wahl des Teams', text: 'Das Rad, das unsere Fahrer für flache, schnelle Finals wählen: aerodynamisch, wo der Wind angreift, steif, wo du drückst, und auch nach 200 km noch bequem.', button: 'Zum Rad' },
      testRide: { text: 'Diesen Monat Testtage mit Rennrädern bei Händlern in Belgien und den Niederlanden. Bring deine Pedale mit, den Rest machen wir.', button: 'Händler finden' },
      quote: { text: 'Auf dem letzten Pflastersektor denkt niemand an Watt oder Gramm. Du willst nur wissen, dass das Rad deine Linie hält. Dieses hält sie.', role: 'Fahrerin im U23-Team' },
      news: 'Aus dem Rennkalender',
      newsletter: { title: 'Rennnews in deinem Postfach', text: 'Ergebnisse, neue Rahmen und Trainingstipps vom Team, einmal im Monat.', button: 'Abonnieren' },
      about: {
        title: 'Das Rennen ist unser Testlabor',
        description: 'Ein Teammechaniker, der seine eigenen Rahmen zeichnete, und eine Marke, die bis heute jedes Rad erst im Rennen fährt, bevor sie es verkauft.',
        sections: [
          ['Woher wir kommen', '2011 hatte der Mechaniker eines kleinen U23-Teams genug von Rahmen, die auf dem Kopfsteinpflaster brachen. Er zeichnete seinen eigenen, und die Fahrer begannen darauf zu gewinnen.', 'Dieses Team ist bis heute das Herz von {brand}. Der Vogel in unserem Logo ist die Amsel, die schon am Start singt, bevor die Sonne aufgeht.'],
          ['Wie wir arbeiten', 'Ein neuer Rahmen fährt eine ganze Saison mit dem Team, bevor er in den Katalog kommt. Was bricht, nachgibt oder uns bremst, ändern wir.', 'Du konfigurierst dein Rad mit denselben Teilen wie das Team, wir bauen es auf Bestellung und liefern es innerhalb von 8 Wochen zu dir nach Hause oder zu deinem Händler.'],
          ['Was uns wichtig ist', 'Tempo, auf das du dich verlassen kannst. Registriere dein Rad und die Rahmengarantie verlängert sich von 2 auf 5 Jahre, denn ein Rennrad ist kein Rad für eine Saison.'],
        ],
        timeline: [
          ['2011', 'Ein Mechaniker, ein Team', 'Die ersten Rahmen entstehen für ein U23-Team.'],
          ['2016', 'Der erste Aero-Rahmen', 'Im Wind der Küstenstraße getestet, lange bevor er einen Windkanal sah.'],
          ['2025', 'Jedes Rad rennerprobt', 'Kein Rahmen kommt ohne eine Saison Rennen in den Katalog.'],
        ],
      },
    },
    es: {
      slogan: 'Más rápida donde importa',
      description: 'Bicis de carretera aero, de contrarreloj y de ciclocross, probadas en carrera por nuestro equipo antes de llegar al catálogo. Configura la tuya o busca un distribuidor.',
      menuIntro: 'Carretera aero, contrarreloj y ciclocross: bicis probadas en carrera antes de venderse.',
      hero: {
        title: 'Primero en carrera. Después, para ti.',
        subtitle: 'Cada cuadro {brand} tiene que ganarse su sitio en carrera antes de entrar en el catálogo. Bicis de carretera aero, triatlón y ciclocross, montadas por encargo en 8 semanas.',
        button: 'Ver las bicis de competición',
      },
      results: {
        title: 'Resultados, no promesas',
        items: [
          ['1.er puesto', 'Clásica de primavera sub-23: 196 km, 24 tramos de adoquín y llegada en solitario.'],
          ['3 podios', 'Tres fines de semana seguidos de ciclocross, entre arena, barro y escarcha, con el cuadro que puedes pedir.'],
          ['−38 s', 'En 40 km frente al cuadro de contrarreloj del año pasado: mismo corredor, mismo recorrido.'],
        ],
      },
      lineUp: {
        title: 'Elige tu disciplina',
        cards: {
          road: ['Carretera aero', 'Tubos perfilados, un frontal bajo y rigidez donde empieza el sprint.'],
          triathlon: ['Contrarreloj y triatlón', 'Construida alrededor de tu posición sobre las extensiones, para la carrera contra el reloj.'],
          cyclocross: ['Ciclocross', 'Dirección precisa, espacio para el barro y un tubo horizontal que se apoya bien en el hombro.'],
        },
      },
      spotlight: { eyebrow: 'La elección del equipo', text: 'La bici que eligen nuestros corredores para los finales llanos y rápidos: aerodinámica contra el viento, rígida cuando aprietas y cómoda incluso después de 200 km.', button: 'Ver la bici' },
      testRide: { text: 'Este mes hay jornadas de prueba de bicis de competición en distribuidores de Bélgica y los Países Bajos. Trae tus pedales, del resto nos ocupamos nosotros.', button: 'Buscar distribuidor' },
      quote: { text: 'En el último tramo de adoquín nadie piensa en vatios ni en gramos. Solo quieres saber que la bici aguantará tu trazada. Esta lo hace.', role: 'Corredora del equipo sub-23' },
      news: 'Del calendario de carreras',
      newsletter: { title: 'Noticias de carreras en tu correo', text: 'Resultados, cuadros nuevos y consejos de entrenamiento del equipo, una vez al mes.', button: 'Suscribirme' },
      about: {
        title: 'La competición es nuestro laboratorio',
        description: 'Un mecánico de equipo que dibujaba sus propios cuadros y una marca que sigue poniendo a prueba cada bici en carrera antes de venderla.',
        sections: [
          ['De dónde venimos', 'En 2011, el mecánico de un pequeño equipo sub-23 se cansó de los cuadros que se rompían en los adoquines. Dibujó el suyo propio y los corredores empezaron a ganar con él.', 'Ese equipo sigue siendo el corazón de {brand}. El pájaro de nuestro logo es el mirlo que ya canta en la línea de salida antes de que salga el sol.'],
          ['Cómo trabajamos', 'Un cuadro nuevo compite una temporada entera con el equipo antes de entrar en el catálogo. Lo que se rompe, cede o nos frena, lo cambiamos.', 'Tú configuras tu bici con las mismas piezas que usa el equipo, nosotros la montamos por encargo y la entregamos en un plazo de 8 semanas, en tu casa o en tu distribuidor.'],
          ['Lo que nos importa', 'Velocidad en la que puedes confiar. Registra tu bici y la garantía del cuadro pasa de 2 a 5 años, porque una bici de carreras no es para una sola temporada.'],
        ],
        timeline: [
          ['2011', 'Un mecánico, un equipo', 'Los primeros cuadros se dibujan para un equipo sub-23.'],
          ['2016', 'El primer cuadro aero', 'Probado con el viento de la carretera de la costa, mucho antes de ver un túnel de viento.'],
          ['2025', 'Cada bici probada en carrera', 'Ningún cuadro entra en el catálogo sin una temporada de competición.'],
        ],
      },
    },
    fr: {
      slogan: 'Plus vite là où ça compte',
      description: 'Vélos de route aéro, de contre-la-montre et de cyclo-cross, éprouvés en course par notre équipe avant d’entrer au catalogue. Configurez le vôtre ou trouvez un revendeur.',
      menuIntro: 'Route aéro, contre-la-montre et cyclo-cross : des vélos éprouvés en course avant d’être vendus.',
      hero: {
        title: 'D’abord la course. Ensuite votre vélo.',
        subtitle: 'Chaque cadre {brand} doit gagner sa place en course avant d’entrer au catalogue. Vélos de route aéro, de triathlon et de cyclo-cross, montés sur commande en 8 semaines.',
        button: 'Voir les vélos de course',
      },
      results: {
        title: 'Des résultats, pas des promesses',
        items: [
          ['1re place', 'Classique de printemps espoirs : 196 km, 24 secteurs pavés, arrivée en solitaire.'],
          ['3 podiums', 'Trois week-ends de cyclo-cross d’affilée, dans le sable, la boue et le gel, sur le cadre que vous pouvez commander.'],
          ['−38 s', 'Sur 40 km face au cadre de contre-la-montre de l’an dernier : même coureur, même parcours.'],
        ],
      },
      lineUp: {
        title: 'Choisissez votre discipline',
        cards: {
          road: ['Route aéro', 'Des tubes profonds, un avant bas et de la rigidité là où le sprint commence.'],
          triathlon: ['Contre-la-montre & triathlon', 'Construit autour de votre position sur les prolongateurs, pour la course contre le chrono.'],
          cyclocross: ['Cyclo-cross', 'Une direction vive, de la place pour la boue et un tube supérieur qui se pose bien sur l’épaule.'],
        },
      },
      spotlight: { eyebrow: 'Le choix de l’équipe', text: 'Le vélo que nos coureurs choisissent pour les finales plates et rapides : aéro face au vent, rigide quand vous appuyez, et toujours confortable après 200 km.', button: 'Voir le vélo' },
      testRide: { text: 'Journées d’essai des vélos de course chez les revendeurs en Belgique et aux Pays-Bas ce mois-ci. Apportez vos pédales, nous nous occupons du reste.', button: 'Trouver un revendeur' },
      quote: { text: 'Sur le dernier secteur pavé, personne ne pense aux watts ni aux grammes. On veut juste savoir que le vélo tiendra sa ligne. Celui-ci la tient.', role: 'Coureuse de l’équipe espoirs' },
      news: 'Au fil du calendrier des courses',
      newsletter: { title: 'L’actu course dans votre boîte mail', text: 'Résultats, nouveaux cadres et conseils d’entraînement de l’équipe, une fois par mois.', button: 'S’abonner' },
      about: {
        title: 'La course est notre laboratoire',
        description: 'Un mécanicien d’équipe qui dessinait ses propres cadres, et une marque qui fait toujours courir chaque vélo avant de le vendre.',
        sections: [
          ['D’où nous venons', 'En 2011, le mécanicien d’une petite équipe espoirs en a eu assez des cadres qui cassaient sur les pavés. Il a dessiné le sien, et les coureurs ont commencé à gagner dessus.', 'Cette équipe est toujours le cœur de {brand}. L’oiseau de notre logo, c’est le merle qui chante déjà sur la ligne de départ, avant le lever du soleil.'],
          ['Notre façon de travailler', 'Un nouveau cadre court une saison entière avec l’équipe avant d’entrer au catalogue. Ce qui casse, fléchit ou nous ralentit est modifié.', 'Vous configurez votre vélo avec les mêmes pièces que l’équipe, nous le montons sur commande et le livrons en 8 semaines, chez vous ou chez votre revendeur.'],
          ['Ce qui compte pour nous', 'Une vitesse en laquelle vous pouvez avoir confiance. Enregistrez votre vélo et la garantie du cadre passe de 2 à 5 ans, car un vélo de course n’est pas fait pour une seule saison.'],
        ],
        timeline: [
          ['2011', 'Un mécanicien, une équipe', 'Les premiers cadres sont dessinés pour une équipe espoirs.'],
          ['2016', 'Le premier cadre aéro', 'Testé dans le vent de la route côtière, bien avant de voir une soufflerie.'],
          ['2025', 'Chaque vélo éprouvé en course', 'Aucun cadre n’entre au catalogue sans une saison de course.'],
        ],
      },
    },
    it: {
      slogan: 'Più veloce dove conta',
      description: 'Bici da strada aero, da cronometro e da ciclocross, messe alla prova in gara dalla nostra squadra prima di entrare in catalogo. Configura la tua o trova un rivenditore.',
      menuIntro: 'Strada aero, cronometro e ciclocross: bici provate in gara prima di essere vendute.',
      hero: {
        title: 'Prima la gara. Poi la tua bici.',
        subtitle: 'Ogni telaio {brand} deve guadagnarsi il posto in gara prima di entrare in catalogo. Bici da strada aero, da triathlon e da ciclocross, montate su ordinazione in 8 settimane.',
        button: 'Scopri le bici da corsa',
      },
      results: {
        title: 'Risultati, non promesse',
        items: [
          ['1º posto', 'Classica di primavera under 23: 196 km, 24 settori di pavé, arrivo in solitaria.'],
          ['3 podi', 'Tre weekend di ciclocross di fila, tra sabbia, fango e gelo, con il telaio che puoi ordinare.'],
          ['−38 s', 'Su 40 km rispetto al telaio da crono dell’anno scorso: stesso corridore, stesso percorso.'],
        ],
      },
      lineUp: {
        title: 'Scegli la tua disciplina',
        cards: {
          road: ['Strada aero', 'Tubi profilati, un avantreno basso e rigidità dove parte lo sprint.'],
          triathlon: ['Crono e triathlon', 'Costruita attorno alla tua posizione sulle protesi, per la gara contro il tempo.'],
          cyclocross: ['Ciclocross', 'Guida precisa, spazio per il fango e un tubo orizzontale che si appoggia bene sulla spalla.'],
        },
      },
      spotlight: { eyebrow: 'La scelta della squadra', text: 'La bici che i nostri corridori scelgono per i finali piatti e veloci: aerodinamica contro il vento, rigida quando spingi e ancora comoda dopo 200 km.', button: 'Scopri la bici' },
      testRide: { text: 'Questo mese giornate di prova delle bici da corsa presso i rivenditori in Belgio e nei Paesi Bassi. Porta i tuoi pedali, al resto pensiamo noi.', button: 'Trova un rivenditore' },
      quote: { text: 'Sull’ultimo settore di pavé nessuno pensa ai watt o ai grammi. Vuoi solo sapere che la bici terrà la tua traiettoria. Questa la tiene.', role: 'Corridrice della squadra under 23' },
      news: 'Dal calendario delle corse',
      newsletter: { title: 'Le notizie di gara nella tua casella', text: 'Risultati, nuovi telai e consigli di allenamento dalla squadra, una volta al mese.', button: 'Iscriviti' },
      about: {
        title: 'La gara è il nostro laboratorio',
        description: 'Un meccanico di squadra che disegnava i propri telai e un marchio che mette ancora alla prova in gara ogni bici prima di venderla.',
        sections: [
          ['Da dove veniamo', 'Nel 2011 il meccanico di una piccola squadra under 23 era stanco di telai che si rompevano sul pavé. Ne disegnò uno suo, e i corridori cominciarono a vincere.', 'Quella squadra è ancora il cuore di {brand}. L’uccello del nostro logo è il merlo che canta sulla linea di partenza prima che sorga il sole.'],
          ['Come lavoriamo', 'Un nuovo telaio corre un’intera stagione con la squadra prima di entrare in catalogo. Ciò che si rompe, flette o ci rallenta viene cambiato.', 'Tu configuri la bici con gli stessi componenti della squadra, noi la montiamo su ordinazione e la consegniamo entro 8 settimane, a casa tua o presso il tuo rivenditore.'],
          ['Ciò che conta per noi', 'Velocità di cui fidarsi. Registra la tua bici e la garanzia del telaio passa da 2 a 5 anni, perché una bici da corsa non è fatta per una sola stagione.'],
        ],
        timeline: [
          ['2011', 'Un meccanico, una squadra', 'I primi telai nascono per una squadra under 23.'],
          ['2016', 'Il primo telaio aero', 'Collaudato nel vento della strada costiera, molto prima di vedere una galleria del vento.'],
          ['2025', 'Ogni bici collaudata in gara', 'Nessun telaio entra in catalogo senza una stagione di corse.'],
        ],
      },
    },
    nl: {
      slogan: 'Sneller waar het telt',
      description: 'Aero-racefietsen, tijdrit- en veldritfietsen, eerst door ons team in de koers getest en pas dan in de catalogus. Stel de jouwe samen of vind een dealer.',
      menuIntro: 'Aero-, tijdrit- en veldritfietsen, getest in de koers voor ze verkocht worden.',
      hero: {
        title: 'Eerst gekoerst. Dan voor jou gebouwd.',
        subtitle: 'Elk {brand}-frame moet zijn plaats in de koers verdienen voor het in de catalogus komt. Aero-racefietsen, triatlon- en veldritfietsen, op bestelling gebouwd binnen 8 weken.',
        button: 'Bekijk de koersfietsen',
      },
      results: {
        title: 'Uitslagen, geen beloftes',
        items: [
          ['1e plaats', 'Voorjaarsklassieker voor beloften: 196 km, 24 kasseistroken, solo over de streep.'],
          ['3 podia', 'Drie veldritweekends op rij, door zand, modder en vorst, op het frame dat jij kunt bestellen.'],
          ['−38 s', 'Over 40 km tegen het tijdritframe van vorig jaar: zelfde renner, zelfde parcours.'],
        ],
      },
      lineUp: {
        title: 'Kies je discipline',
        cards: {
          road: ['Aero-race', 'Diepe buizen, een laag front en stijfheid waar de sprint begint.'],
          triathlon: ['Tijdrit & triatlon', 'Gebouwd rond jouw houding op het opzetstuur, voor de race tegen de klok.'],
          cyclocross: ['Veldrijden', 'Scherp stuurgedrag, ruimte voor modder en een bovenbuis die goed op de schouder ligt.'],
        },
      },
      spotlight: { eyebrow: 'De keuze van het team', text: 'De fiets die onze renners kiezen voor vlakke, snelle finales: aero waar de wind blaast, stijf waar je duwt en nog comfortabel na 200 km.', button: 'Bekijk de fiets' },
      testRide: { text: 'Deze maand testdagen met koersfietsen bij dealers in België en Nederland. Breng je pedalen mee, wij doen de rest.', button: 'Vind een dealer' },
      quote: { text: 'Op de laatste kasseistrook denkt niemand aan watts of grammen. Je wilt alleen weten dat de fiets je lijn houdt. Deze doet dat.', role: 'Renster bij de beloften' },
      news: 'Uit de koerskalender',
      newsletter: { title: 'Koersnieuws in je mailbox', text: 'Uitslagen, nieuwe frames en trainingstips van het team, één keer per maand.', button: 'Inschrijven' },
      about: {
        title: 'De koers is ons testlab',
        description: 'Een ploegmecanicien die zijn eigen frames tekende, en een merk dat elke fiets nog altijd eerst laat koersen voor het hem verkoopt.',
        sections: [
          ['Waar we vandaan komen', 'In 2011 had de mecanicien van een kleine beloftenploeg genoeg van frames die braken op de kasseien. Hij tekende er zelf een, en de renners begonnen erop te winnen.', 'Die ploeg is nog altijd het hart van {brand}. De vogel in ons logo is de merel die al zingt aan de start, nog voor de zon op is.'],
          ['Hoe we werken', 'Een nieuw frame rijdt een volledig seizoen met het team voor het in de catalogus komt. Wat breekt, meegeeft of ons vertraagt, passen we aan.', 'Jij stelt je fiets samen met dezelfde onderdelen als het team, wij bouwen hem op bestelling en leveren binnen 8 weken, thuis of bij je dealer.'],
          ['Waar we om geven', 'Snelheid waarop je kunt vertrouwen. Registreer je fiets en de framegarantie gaat van 2 naar 5 jaar, want een koersfiets is geen fiets voor één seizoen.'],
        ],
        timeline: [
          ['2011', 'Eén mecanicien, één ploeg', 'De eerste frames worden getekend voor een beloftenploeg.'],
          ['2016', 'Het eerste aeroframe', 'Getest in de wind op de kustweg, lang voor het een windtunnel zag.'],
          ['2025', 'Elke fiets gekoerst', 'Geen frame komt in de catalogus zonder een seizoen koers.'],
        ],
      },
    },
  },
};
