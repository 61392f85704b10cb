import type { NewContentEntry } from '@bike/server/content';
import { block, entryRows, image, paragraphs, translate, type Lang, type Tr } from './seed-helpers';

/** The seven default blog categories (spec point 9) and one outside the default list. */
const CATEGORIES: { id: number; blogkey: string; title: Tr }[] = [
  { id: 4556, blogkey: 'news', title: { en: 'News', de: 'Neuigkeiten', es: 'Noticias', fr: 'Actualités', it: 'Notizie', nl: 'Nieuws' } },
  { id: 3256, blogkey: 'racing', title: { en: 'Racing', de: 'Rennsport', es: 'Competición', fr: 'Course', it: 'Corse', nl: 'Koers' } },
  { id: 3178, blogkey: 'technology', title: { en: 'Technology', de: 'Technik', es: 'Tecnología', fr: 'Technologie', it: 'Tecnologia', nl: 'Technologie' } },
  { id: 1556, blogkey: 'riding-tips', title: { en: 'Riding tips', de: 'Fahrtipps', es: 'Consejos', fr: 'Conseils', it: 'Consigli', nl: 'Fietstips' } },
  { id: 1555, blogkey: 'events', title: { en: 'Events', de: 'Events', es: 'Eventos', fr: 'Événements', it: 'Eventi', nl: 'Evenementen' } },
  { id: 1554, blogkey: 'team', title: { en: 'Team', de: 'Team', es: 'Equipo', fr: 'Équipe', it: 'Squadra', nl: 'Team' } },
  { id: 52308, blogkey: 'stories', title: { en: 'Stories', de: 'Geschichten', es: 'Historias', fr: 'Histoires', it: 'Storie', nl: 'Verhalen' } },
  { id: 9001, blogkey: 'dealer-news', title: { en: 'Dealer news', de: 'Händlernews', es: 'Noticias para distribuidores', fr: 'Infos revendeurs', it: 'Notizie rivenditori', nl: 'Dealernieuws' } },
];

/** [title, description, paragraph, paragraph] */
type ArticleCopy = [string, string, string, string];

interface ArticleSeed {
  id: number;
  postDate: string;
  categoryIds: number[];
  copy: Partial<Tr<ArticleCopy>>;
  /** Index into the platform codes the article is about. */
  platformIndex?: number;
  crosslinks?: number[];
}

const ARTICLES: ArticleSeed[] = [
  {
    id: 7001, postDate: '2025-03-20T08:00:00Z', categoryIds: [3256, 1554], platformIndex: 0, crosslinks: [6001],
    copy: {
      en: ['Riding the cobbles in spring', 'How our test team prepares the bikes for the classics.', 'Cobbles punish everything: wheels, tyres, bottle cages and the rider’s hands. Before the spring classics our test team rides every sector twice, once with race pressure and once a little lower.', 'The lesson of this year: 32 mm tyres at 4.2 bar were faster than 28 mm at 5.5 bar on every sector we timed, and the riders finished fresher.'],
      de: ['Kopfsteinpflaster im Frühling', 'Wie unser Testteam die Räder auf die Klassiker vorbereitet.', 'Kopfsteinpflaster bestraft alles: Laufräder, Reifen, Flaschenhalter und die Hände. Vor den Frühjahrsklassikern fährt unser Testteam jeden Sektor zweimal, einmal mit Renndruck und einmal etwas niedriger.', 'Die Lehre dieses Jahres: 32-mm-Reifen mit 4,2 bar waren auf jedem gemessenen Sektor schneller als 28 mm mit 5,5 bar, und die Fahrer kamen frischer ins Ziel.'],
      es: ['Adoquines en primavera', 'Cómo prepara nuestro equipo de pruebas las bicis para las clásicas.', 'Los adoquines castigan todo: ruedas, neumáticos, portabidones y las manos del ciclista. Antes de las clásicas de primavera nuestro equipo recorre cada sector dos veces, una con presión de carrera y otra algo más baja.', 'La lección de este año: neumáticos de 32 mm a 4,2 bar fueron más rápidos que los de 28 mm a 5,5 bar en todos los sectores cronometrados, y los ciclistas acabaron más frescos.'],
      fr: ['Les pavés au printemps', 'Comment notre équipe de test prépare les vélos pour les classiques.', 'Les pavés malmènent tout : roues, pneus, porte-bidons et les mains du coureur. Avant les classiques de printemps, notre équipe roule chaque secteur deux fois, une fois à la pression de course et une fois un peu plus bas.', 'La leçon de cette année : des pneus de 32 mm à 4,2 bar ont été plus rapides que des 28 mm à 5,5 bar sur chaque secteur chronométré, et les coureurs ont fini plus frais.'],
      it: ['Il pavé in primavera', 'Come il nostro team di test prepara le bici per le classiche.', 'Il pavé punisce tutto: ruote, gomme, portaborracce e le mani del corridore. Prima delle classiche di primavera il nostro team percorre ogni settore due volte, una con la pressione da gara e una un po’ più bassa.', 'La lezione di quest’anno: gomme da 32 mm a 4,2 bar sono state più veloci delle 28 mm a 5,5 bar su ogni settore cronometrato, e i corridori sono arrivati più freschi.'],
      nl: ['Kasseien in het voorjaar', 'Hoe ons testteam de fietsen klaarmaakt voor de klassiekers.', 'Kasseien straffen alles af: wielen, banden, bidonhouders en de handen van de renner. Voor de voorjaarsklassiekers rijdt ons testteam elke strook twee keer, één keer met koersdruk en één keer iets lager.', 'De les van dit jaar: 32 mm banden op 4,2 bar waren op elke getimede strook sneller dan 28 mm op 5,5 bar, en de renners kwamen frisser aan.'],
    },
  },
  {
    id: 7002, postDate: '2025-03-05T08:00:00Z', categoryIds: [1556], platformIndex: 1,
    copy: {
      en: ['Gravel tyre pressure, explained', 'A few tenths of a bar make all the difference off-road.', 'Too hard and the bike skips over every stone; too soft and you risk a pinch flat on the first root. Start from your weight: around 2.2 bar for a 70 kg rider on 45 mm tubeless tyres.', 'Then adjust by feel. If the bike feels nervous on loose gravel, let out a little air. If you feel the rim touching on hard hits, add some.'],
      de: ['Reifendruck beim Gravelbike', 'Ein paar Zehntel bar machen im Gelände den Unterschied.', 'Zu hart, und das Rad springt über jeden Stein; zu weich, und beim ersten Wurzelkontakt droht ein Durchschlag. Beginne bei deinem Gewicht: etwa 2,2 bar für 70 kg auf 45-mm-Tubeless-Reifen.', 'Dann nach Gefühl anpassen. Wirkt das Rad auf losem Schotter nervös, lass etwas Luft ab. Spürst du bei harten Schlägen die Felge, pump etwas nach.'],
      es: ['La presión de los neumáticos gravel', 'Unas décimas de bar lo cambian todo fuera del asfalto.', 'Demasiado dura y la bici rebota en cada piedra; demasiado blanda y te arriesgas a un pellizco en la primera raíz. Parte de tu peso: unos 2,2 bar para 70 kg con neumáticos tubeless de 45 mm.', 'Luego ajusta por sensaciones. Si la bici va nerviosa en grava suelta, quita un poco de aire. Si notas la llanta en los golpes fuertes, añade un poco.'],
      fr: ['La pression des pneus gravel', 'Quelques dixièmes de bar changent tout hors du bitume.', 'Trop gonflé, le vélo rebondit sur chaque caillou ; pas assez, vous risquez un pincement à la première racine. Partez de votre poids : environ 2,2 bar pour 70 kg en pneus tubeless de 45 mm.', 'Ajustez ensuite au ressenti. Si le vélo est nerveux sur gravier meuble, dégonflez un peu. Si vous sentez la jante sur les chocs, regonflez un peu.'],
      it: ['La pressione delle gomme gravel', 'Pochi decimi di bar fanno la differenza fuori strada.', 'Troppo dure e la bici rimbalza su ogni sasso; troppo morbide e rischi una pizzicatura alla prima radice. Parti dal tuo peso: circa 2,2 bar per 70 kg con gomme tubeless da 45 mm.', 'Poi regola a sensazione. Se la bici è nervosa sulla ghiaia smossa, togli un po’ d’aria. Se senti il cerchio negli urti forti, aggiungine un po’.'],
      nl: ['Bandenspanning bij gravel', 'Een paar tiende bar maakt offroad het verschil.', 'Te hard en de fiets springt over elke steen; te zacht en je riskeert een snakebite bij de eerste wortel. Vertrek van je gewicht: ongeveer 2,2 bar voor 70 kg op 45 mm tubeless banden.', 'Stel daarna bij op gevoel. Voelt de fiets nerveus op los grind, laat dan wat lucht af. Voel je de velg bij harde klappen, pomp dan wat bij.'],
    },
  },
  {
    id: 7003, postDate: '2025-02-18T08:00:00Z', categoryIds: [3178], platformIndex: 0,
    copy: {
      en: ['Why we still use threaded bottom brackets', 'Quiet, serviceable and easy to replace: the case for an old standard.', 'Press-fit bottom brackets save a few grams, but they depend on perfect tolerances in the frame. A threaded shell is forgiving, and any workshop can service it with a standard tool.', 'For a bike that should ride for fifteen years, that matters more than the weight of a gel.'],
      de: ['Warum wir bei geschraubten Tretlagern bleiben', 'Leise, wartbar und leicht zu tauschen: ein Plädoyer für einen alten Standard.', 'Eingepresste Tretlager sparen ein paar Gramm, brauchen aber perfekte Toleranzen im Rahmen. Ein Gewindegehäuse verzeiht mehr, und jede Werkstatt wartet es mit Standardwerkzeug.', 'Für ein Rad, das fünfzehn Jahre fahren soll, zählt das mehr als das Gewicht eines Gels.'],
      es: ['Por qué seguimos usando pedalieres roscados', 'Silenciosos, reparables y fáciles de cambiar: en defensa de un estándar clásico.', 'Los pedalieres a presión ahorran unos gramos, pero dependen de tolerancias perfectas en el cuadro. Una caja roscada es más tolerante y cualquier taller la mantiene con herramienta estándar.', 'Para una bici que debe durar quince años, eso importa más que el peso de un gel.'],
      fr: ['Pourquoi nous gardons le boîtier fileté', 'Silencieux, réparable et facile à remplacer : plaidoyer pour un vieux standard.', 'Les boîtiers press-fit font gagner quelques grammes, mais exigent des tolérances parfaites dans le cadre. Une boîte filetée est plus tolérante, et tout atelier l’entretient avec un outil standard.', 'Pour un vélo qui doit rouler quinze ans, cela compte plus que le poids d’un gel.'],
      it: ['Perché usiamo ancora il movimento filettato', 'Silenzioso, riparabile e facile da sostituire: in difesa di un vecchio standard.', 'I movimenti press-fit fanno risparmiare qualche grammo, ma richiedono tolleranze perfette nel telaio. Una scatola filettata perdona di più e ogni officina la manutiene con attrezzi standard.', 'Per una bici che deve durare quindici anni, conta più del peso di un gel.'],
      nl: ['Waarom we geschroefde trapassen blijven gebruiken', 'Stil, onderhoudbaar en makkelijk te vervangen: een pleidooi voor een oude standaard.', 'Ingeperste trapassen besparen een paar gram, maar vragen perfecte toleranties in het frame. Een schroefdraadbehuizing vergeeft meer, en elke werkplaats onderhoudt ze met standaardgereedschap.', 'Voor een fiets die vijftien jaar moet meegaan, telt dat meer dan het gewicht van een gelletje.'],
    },
  },
  {
    id: 7004, postDate: '2025-02-02T08:00:00Z', categoryIds: [1555], crosslinks: [6002],
    copy: {
      en: ['Test ride days are back', 'Ride the new range at a dealer near you this spring.', 'From March to May our dealers host test ride days with the complete range, in every size. Bring your pedals and shoes, we bring the coffee.', 'Find the dates in the dealer locator: dealers with a test ride day carry a small flag on the map.'],
      de: ['Die Testtage sind zurück', 'Fahre das neue Sortiment diesen Frühling bei einem Händler in deiner Nähe.', 'Von März bis Mai veranstalten unsere Händler Testtage mit dem kompletten Sortiment in allen Größen. Bring Pedale und Schuhe mit, für Kaffee sorgen wir.', 'Die Termine findest du in der Händlersuche: Händler mit Testtag tragen ein kleines Fähnchen auf der Karte.'],
      es: ['Vuelven las jornadas de prueba', 'Prueba la nueva gama en un distribuidor cercano esta primavera.', 'De marzo a mayo nuestros distribuidores organizan jornadas de prueba con toda la gama y en todas las tallas. Trae tus pedales y zapatillas; el café lo ponemos nosotros.', 'Encontrarás las fechas en el buscador: los distribuidores con jornada de prueba llevan una pequeña bandera en el mapa.'],
      fr: ['Les journées d’essai sont de retour', 'Essayez la nouvelle gamme chez un revendeur près de chez vous ce printemps.', 'De mars à mai, nos revendeurs organisent des journées d’essai avec toute la gamme, dans toutes les tailles. Apportez pédales et chaussures, nous apportons le café.', 'Les dates sont dans le localisateur : les revendeurs qui organisent une journée d’essai portent un petit drapeau sur la carte.'],
      it: ['Tornano le giornate di prova', 'Prova la nuova gamma presso un rivenditore vicino questa primavera.', 'Da marzo a maggio i nostri rivenditori organizzano giornate di prova con tutta la gamma, in ogni taglia. Porta pedali e scarpe, al caffè pensiamo noi.', 'Trovi le date nella ricerca rivenditori: chi organizza una giornata di prova ha una bandierina sulla mappa.'],
      nl: ['De testdagen zijn terug', 'Rijd dit voorjaar met het nieuwe gamma bij een dealer in de buurt.', 'Van maart tot mei organiseren onze dealers testdagen met het volledige gamma, in elke maat. Breng je pedalen en schoenen mee, wij zorgen voor de koffie.', 'De data vind je in de dealerzoeker: dealers met een testdag hebben een vlaggetje op de kaart.'],
    },
  },
  {
    id: 7005, postDate: '2025-01-22T08:00:00Z', categoryIds: [1554, 52308],
    copy: {
      en: ['A day in the assembly hall', 'From bare frame to boxed bike in 90 minutes.', 'Every bike is assembled by one mechanic from start to finish. She fits the headset, routes the cables, builds the drivetrain and adjusts the brakes, then signs the checklist that travels with your bike.', 'If you ever call us about your bike, we can tell you who built it.'],
      de: ['Ein Tag in der Montagehalle', 'Vom nackten Rahmen zum verpackten Rad in 90 Minuten.', 'Jedes Rad wird von einer Mechanikerin von Anfang bis Ende montiert. Sie setzt den Steuersatz ein, verlegt die Züge, baut den Antrieb auf, stellt die Bremsen ein und unterschreibt die Checkliste, die mit deinem Rad reist.', 'Wenn du uns je wegen deines Rads anrufst, können wir dir sagen, wer es gebaut hat.'],
      es: ['Un día en la sala de montaje', 'Del cuadro desnudo a la bici embalada en 90 minutos.', 'Cada bici la monta una sola mecánica de principio a fin. Coloca la dirección, pasa los cables, monta la transmisión, ajusta los frenos y firma la lista de control que viaja con tu bici.', 'Si alguna vez nos llamas por tu bici, podemos decirte quién la montó.'],
      fr: ['Une journée à l’atelier de montage', 'Du cadre nu au vélo emballé en 90 minutes.', 'Chaque vélo est monté par une seule mécanicienne du début à la fin. Elle pose le jeu de direction, fait passer les câbles, monte la transmission, règle les freins et signe la liste de contrôle qui voyage avec votre vélo.', 'Si vous nous appelez un jour au sujet de votre vélo, nous pouvons vous dire qui l’a monté.'],
      it: ['Una giornata in sala montaggio', 'Dal telaio nudo alla bici imballata in 90 minuti.', 'Ogni bici è montata da una sola meccanica dall’inizio alla fine. Monta la serie sterzo, passa i cavi, monta la trasmissione, regola i freni e firma la checklist che viaggia con la tua bici.', 'Se un giorno ci chiami per la tua bici, possiamo dirti chi l’ha montata.'],
      nl: ['Een dag in de montagehal', 'Van kaal frame tot verpakte fiets in 90 minuten.', 'Elke fiets wordt van begin tot eind door één mecanicien gebouwd. Ze plaatst het balhoofd, legt de kabels, bouwt de aandrijving op, stelt de remmen af en tekent de checklist die met je fiets meereist.', 'Bel je ons ooit over je fiets, dan kunnen we je zeggen wie hem gebouwd heeft.'],
    },
  },
  {
    id: 7006, postDate: '2025-01-08T08:00:00Z', categoryIds: [4556], platformIndex: 3,
    copy: {
      en: ['New: the quiet e-bike range', 'Three e-bikes for commuting, touring and fast weekend rides.', 'The new range uses a light mid-motor with assistance up to 25 km/h and a battery hidden in the down tube. Switch the motor off and it still rides like a real bike.', 'Available from March in four sizes, at dealers and in the configurator.'],
      de: ['Neu: die leise E-Bike-Reihe', 'Drei E-Bikes für Pendeln, Touren und schnelle Wochenendrunden.', 'Die neue Reihe nutzt einen leichten Mittelmotor mit Unterstützung bis 25 km/h und einen im Unterrohr verborgenen Akku. Schalte den Motor aus, und es fährt sich immer noch wie ein echtes Fahrrad.', 'Ab März in vier Größen bei Händlern und im Konfigurator.'],
      es: ['Novedad: la gama e-bike silenciosa', 'Tres e-bikes para ir al trabajo, viajar y rodar rápido el fin de semana.', 'La nueva gama usa un motor central ligero con asistencia hasta 25 km/h y una batería oculta en el tubo diagonal. Apaga el motor y sigue rodando como una bici de verdad.', 'Disponible desde marzo en cuatro tallas, en distribuidores y en el configurador.'],
      fr: ['Nouveau : la gamme électrique silencieuse', 'Trois vélos électriques pour les trajets, le voyage et les sorties rapides du week-end.', 'La nouvelle gamme utilise un moteur central léger avec assistance jusqu’à 25 km/h et une batterie cachée dans le tube oblique. Moteur coupé, il roule toujours comme un vrai vélo.', 'Disponible dès mars en quatre tailles, chez les revendeurs et dans le configurateur.'],
      it: ['Novità: la gamma e-bike silenziosa', 'Tre e-bike per il tragitto casa-lavoro, il viaggio e le uscite veloci del weekend.', 'La nuova gamma usa un motore centrale leggero con assistenza fino a 25 km/h e una batteria nascosta nel tubo obliquo. A motore spento pedala ancora come una vera bici.', 'Disponibile da marzo in quattro taglie, dai rivenditori e nel configuratore.'],
      nl: ['Nieuw: de stille e-bikereeks', 'Drie e-bikes voor woon-werk, toertochten en snelle weekendritten.', 'De nieuwe reeks gebruikt een lichte middenmotor met ondersteuning tot 25 km/u en een accu verstopt in de onderbuis. Zet de motor uit en hij rijdt nog steeds als een echte fiets.', 'Beschikbaar vanaf maart in vier maten, bij dealers en in de configurator.'],
    },
  },
  {
    id: 7007, postDate: '2024-12-12T08:00:00Z', categoryIds: [1556, 52308],
    copy: {
      en: ['Winter riding without misery', 'Layers, lights and a few habits that keep you riding until spring.', 'Dress in three thin layers rather than one thick jacket, protect your hands and feet first, and always ride with lights, even at noon.', 'Clean your chain after every wet ride. Ten minutes with a rag saves a new drivetrain in April.'],
      de: ['Winterfahren ohne Elend', 'Schichten, Licht und ein paar Gewohnheiten, mit denen du bis zum Frühling fährst.', 'Zieh drei dünne Schichten statt einer dicken Jacke an, schütze zuerst Hände und Füße und fahr immer mit Licht, auch mittags.', 'Reinige die Kette nach jeder nassen Ausfahrt. Zehn Minuten mit einem Lappen ersparen dir im April einen neuen Antrieb.'],
      es: ['Rodar en invierno sin sufrir', 'Capas, luces y algunos hábitos para seguir rodando hasta la primavera.', 'Vístete con tres capas finas en lugar de una chaqueta gruesa, protege primero manos y pies y rueda siempre con luces, incluso a mediodía.', 'Limpia la cadena después de cada salida con lluvia. Diez minutos con un trapo te ahorran una transmisión nueva en abril.'],
      fr: ['Rouler l’hiver sans souffrir', 'Couches, éclairage et quelques habitudes pour rouler jusqu’au printemps.', 'Portez trois couches fines plutôt qu’une veste épaisse, protégez d’abord mains et pieds et roulez toujours éclairé, même à midi.', 'Nettoyez la chaîne après chaque sortie sous la pluie. Dix minutes avec un chiffon vous évitent une transmission neuve en avril.'],
      it: ['Pedalare d’inverno senza soffrire', 'Strati, luci e qualche abitudine per pedalare fino alla primavera.', 'Vestiti a tre strati sottili invece di una giacca pesante, proteggi prima mani e piedi e pedala sempre con le luci, anche a mezzogiorno.', 'Pulisci la catena dopo ogni uscita sotto la pioggia. Dieci minuti con uno straccio ti risparmiano una trasmissione nuova ad aprile.'],
      nl: ['Winterfietsen zonder miserie', 'Laagjes, lichten en een paar gewoontes om te blijven fietsen tot het voorjaar.', 'Draag drie dunne laagjes in plaats van één dikke jas, bescherm eerst je handen en voeten en rijd altijd met licht, ook op de middag.', 'Maak je ketting schoon na elke natte rit. Tien minuten met een doek besparen je in april een nieuwe aandrijving.'],
    },
  },
  {
    id: 7008, postDate: '2024-11-20T08:00:00Z', categoryIds: [3256], platformIndex: 2,
    copy: {
      en: ['Cyclocross season: mud, sand and stairs', 'What our team learned in the first races of the winter.', 'Cyclocross rewards clean lines and quick remounts more than raw power. Our riders practise the same run-up fifty times until the bike is on the shoulder without thinking.', 'On the bike side, wide tyre clearance matters most: mud that clogs the frame costs more time than a heavier wheelset.'],
      de: ['Cyclocross-Saison: Schlamm, Sand und Treppen', 'Was unser Team in den ersten Rennen des Winters gelernt hat.', 'Cyclocross belohnt saubere Linien und schnelles Aufsteigen mehr als rohe Kraft. Unsere Fahrer üben dieselbe Laufpassage fünfzigmal, bis das Rad ohne Nachdenken auf der Schulter liegt.', 'Beim Rad zählt vor allem Reifenfreiheit: Schlamm, der den Rahmen zusetzt, kostet mehr Zeit als ein schwererer Laufradsatz.'],
      es: ['Temporada de ciclocross: barro, arena y escaleras', 'Lo que aprendió nuestro equipo en las primeras carreras del invierno.', 'El ciclocross premia las trazadas limpias y las subidas rápidas a la bici más que la potencia. Nuestros corredores repiten la misma carrera a pie cincuenta veces hasta que la bici va al hombro sin pensar.', 'En la bici, lo más importante es el paso de rueda: el barro que atasca el cuadro cuesta más tiempo que unas ruedas más pesadas.'],
      fr: ['Saison de cyclo-cross : boue, sable et escaliers', 'Ce que notre équipe a appris lors des premières courses de l’hiver.', 'Le cyclo-cross récompense les trajectoires propres et les remontées rapides plus que la puissance brute. Nos coureurs répètent le même passage à pied cinquante fois, jusqu’à mettre le vélo sur l’épaule sans réfléchir.', 'Côté vélo, le passage de roue compte le plus : la boue qui bourre le cadre coûte plus de temps que des roues plus lourdes.'],
      it: ['Stagione di ciclocross: fango, sabbia e scale', 'Cosa ha imparato la nostra squadra nelle prime gare dell’inverno.', 'Il ciclocross premia traiettorie pulite e risalite rapide più della potenza pura. I nostri corridori ripetono lo stesso tratto a piedi cinquanta volte, finché la bici va in spalla senza pensarci.', 'Sulla bici conta soprattutto il passaggio ruota: il fango che intasa il telaio costa più tempo di ruote più pesanti.'],
      nl: ['Veldritseizoen: modder, zand en trappen', 'Wat ons team leerde in de eerste wedstrijden van de winter.', 'Veldrijden beloont nette lijnen en snel opspringen meer dan pure kracht. Onze renners oefenen dezelfde looppassage vijftig keer, tot de fiets zonder nadenken op de schouder ligt.', 'Aan de fiets telt vooral bandenvrijheid: modder die het frame verstopt, kost meer tijd dan een zwaardere wielset.'],
    },
  },
  {
    id: 7009, postDate: '2024-10-30T08:00:00Z', categoryIds: [52308, 4556],
    copy: {
      en: ['From Beringen to the coast in one day', 'A reader rode 180 km on her new all-road bike. This is her story.', 'I left at six with two bottles, a rain jacket and too many bananas. By Ghent the sun was out; by Bruges my legs had opinions.', 'I reached the sea at seven in the evening. The bike never complained once. I did, a little.'],
      de: ['Von Beringen an die Küste an einem Tag', 'Eine Leserin fuhr 180 km auf ihrem neuen All-Road-Rad. Das ist ihre Geschichte.', 'Ich bin um sechs losgefahren, mit zwei Flaschen, einer Regenjacke und zu vielen Bananen. In Gent schien die Sonne, in Brügge hatten meine Beine eine Meinung.', 'Um sieben Uhr abends war ich am Meer. Das Rad hat sich kein einziges Mal beschwert. Ich schon, ein bisschen.'],
      es: ['De Beringen a la costa en un día', 'Una lectora rodó 180 km con su nueva bici all-road. Esta es su historia.', 'Salí a las seis con dos bidones, un chubasquero y demasiados plátanos. En Gante salió el sol; en Brujas mis piernas tenían opiniones.', 'Llegué al mar a las siete de la tarde. La bici no se quejó ni una vez. Yo sí, un poco.'],
      fr: ['De Beringen à la côte en une journée', 'Une lectrice a roulé 180 km sur son nouveau vélo all-road. Voici son histoire.', 'Je suis partie à six heures avec deux bidons, une veste de pluie et trop de bananes. À Gand le soleil brillait ; à Bruges mes jambes avaient leur avis.', 'J’ai atteint la mer à sept heures du soir. Le vélo ne s’est jamais plaint. Moi, un peu.'],
      it: ['Da Beringen al mare in un giorno', 'Una lettrice ha pedalato 180 km sulla sua nuova bici all-road. Ecco la sua storia.', 'Sono partita alle sei con due borracce, una giacca antipioggia e troppe banane. A Gand c’era il sole; a Bruges le mie gambe avevano delle opinioni.', 'Ho raggiunto il mare alle sette di sera. La bici non si è mai lamentata. Io sì, un po’.'],
      nl: ['Van Beringen naar zee in één dag', 'Een lezeres reed 180 km op haar nieuwe all-roadfiets. Dit is haar verhaal.', 'Ik vertrok om zes uur met twee bidons, een regenjas en te veel bananen. In Gent scheen de zon; in Brugge hadden mijn benen een mening.', 'Om zeven uur ’s avonds stond ik aan zee. De fiets heeft geen enkele keer geklaagd. Ik wel, een beetje.'],
    },
  },
  {
    // English only on purpose: other languages show it through the English fallback.
    id: 7010, postDate: '2024-10-02T08:00:00Z', categoryIds: [3178], platformIndex: 1,
    copy: {
      en: ['Inside the fatigue test rig', 'A frame is bent 100,000 times before we call it finished.', 'The rig pushes on the bottom bracket like a rider in a sprint, over and over, day and night. A frame that passes is cut open to check the carbon for hidden damage.', 'Only then does the design go to production, and to the riders who will test it on the road.'],
    },
  },
  {
    id: 7011, postDate: '2025-03-25T08:00:00Z', categoryIds: [9001],
    copy: {
      en: ['Dealer newsletter: spring stock update', 'Stock levels and delivery dates for the season, for our dealers.', 'Factory stock of road and gravel frames is good in all sizes. E-bike deliveries start in the second week of March.', 'Order demo bikes before the end of February to have them for the test ride days.'],
      nl: ['Dealernieuwsbrief: voorraadupdate voorjaar', 'Voorraad en leverdata voor het seizoen, voor onze dealers.', 'De fabrieksvoorraad van race- en gravelframes is goed in alle maten. E-bikeleveringen starten in de tweede week van maart.', 'Bestel demofietsen voor eind februari, dan heb je ze voor de testdagen.'],
    },
  },
];

/** An article's title and teaser in a language, as the home page's news cards show them. */
export function articleTeaser(id: number, lang: Lang): [title: string, description: string] {
  const copy = ARTICLES.find((article) => article.id === id)?.copy[lang];
  if (!copy) throw new Error(`The seed has no blog article ${id} in ${lang}`);
  return [copy[0], copy[1]];
}

export function blogRows(platformCodes: string[]): NewContentEntry[] {
  const categories = CATEGORIES.flatMap((category, position) =>
    entryRows(
      'blogCategory',
      category.id,
      { slug: category.blogkey, position },
      translate(category.title, (title) => ({ title, data: { blogkey: category.blogkey } })),
    ),
  );
  const articles = ARTICLES.flatMap((article, index) => {
    const others = ARTICLES.filter((other) => other.id !== article.id && other.categoryIds.some((id) => id !== 9001))
      .slice(index % 5, (index % 5) + 3)
      .map((other) => other.id);
    return entryRows(
      'blogArticle',
      article.id,
      { postDate: article.postDate },
      translate(article.copy, ([title, description, p1, p2]) => ({
        title,
        data: {
          description,
          url: `/news/article/${article.id}`,
          categoryIds: article.categoryIds,
          featuredImage: image(`blog-${article.id}`, title),
          showTitle: true,
          showDescription: true,
          featureImageFullWidth: index % 2 === 0,
          pageTheme: 'light',
          header: [],
          mixedContent: [
            block('contentText', { html: paragraphs(p1) }),
            block('image', { image: image(`blog-${article.id}-detail`, title) }, { width: 'wide' }),
            block('contentText', { html: paragraphs(p2) }),
          ],
          footer: [],
          otherArticles: others,
          relatedIds: article.platformIndex === undefined ? [] : [{ platformId: platformCodes[article.platformIndex % platformCodes.length] }],
          relatedCrosslinks: article.crosslinks ?? [],
        },
      })),
    );
  });
  return [...categories, ...articles];
}
