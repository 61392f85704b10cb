import type { helpArticles, helpCategories, helpFolders } from '@bike/server/content';
import { LANGS, paragraphs, type Lang, type Tr } from './seed-helpers';

/**
 * The local help centre: categories > folders > articles in six languages. Folder and article
 * names carry the brand markers of help-centre/brand-markers.ts, as in a help desk shared by
 * the brands; one folder and one article carry none (internal) and never reach the shop.
 */
type CategoryRow = typeof helpCategories.$inferInsert;
type FolderRow = typeof helpFolders.$inferInsert;
type ArticleRow = typeof helpArticles.$inferInsert;

const CATEGORIES: { id: number; name: Tr; description: Tr }[] = [
  {
    id: 1,
    name: { en: 'Orders and delivery', de: 'Bestellung und Lieferung', es: 'Pedidos y entregas', fr: 'Commandes et livraison', it: 'Ordini e consegne', nl: 'Bestellen en levering' },
    description: { en: 'Delivery times, dealer pickup and returns.', de: 'Lieferzeiten, Abholung beim Händler und Rücksendungen.', es: 'Plazos de entrega, recogida en distribuidor y devoluciones.', fr: 'Délais de livraison, retrait chez le revendeur et retours.', it: 'Tempi di consegna, ritiro dal rivenditore e resi.', nl: 'Levertijden, afhalen bij de dealer en retourneren.' },
  },
  {
    id: 2,
    name: { en: 'Your bike', de: 'Dein Rad', es: 'Tu bici', fr: 'Votre vélo', it: 'La tua bici', nl: 'Je fiets' },
    description: { en: 'Warranty, sizing and care.', de: 'Garantie, Größen und Pflege.', es: 'Garantía, tallas y cuidados.', fr: 'Garantie, tailles et entretien.', it: 'Garanzia, taglie e cura.', nl: 'Garantie, maten en onderhoud.' },
  },
  {
    id: 3,
    name: { en: 'Payments and account', de: 'Zahlung und Konto', es: 'Pagos y cuenta', fr: 'Paiement et compte', it: 'Pagamenti e account', nl: 'Betalen en account' },
    description: { en: 'Payment methods and bank transfers.', de: 'Zahlungsarten und Banküberweisungen.', es: 'Métodos de pago y transferencias.', fr: 'Moyens de paiement et virements.', it: 'Metodi di pagamento e bonifici.', nl: 'Betaalmethoden en overschrijvingen.' },
  },
];

const FOLDERS: { id: number; categoryId: number; marker: string; name: Tr }[] = [
  { id: 11, categoryId: 1, marker: '[global]', name: { en: 'Delivery', de: 'Lieferung', es: 'Entrega', fr: 'Livraison', it: 'Consegna', nl: 'Levering' } },
  { id: 12, categoryId: 1, marker: '[global]', name: { en: 'Returns', de: 'Rücksendungen', es: 'Devoluciones', fr: 'Retours', it: 'Resi', nl: 'Retourneren' } },
  { id: 13, categoryId: 2, marker: '[global]', name: { en: 'Warranty', de: 'Garantie', es: 'Garantía', fr: 'Garantie', it: 'Garanzia', nl: 'Garantie' } },
  { id: 14, categoryId: 2, marker: '[global]', name: { en: 'Sizing and fit', de: 'Größe und Sitzposition', es: 'Tallas y ajuste', fr: 'Taille et position', it: 'Taglie e posizione', nl: 'Maat en houding' } },
  { id: 15, categoryId: 3, marker: '[global]', name: { en: 'Payments', de: 'Zahlung', es: 'Pagos', fr: 'Paiement', it: 'Pagamenti', nl: 'Betalen' } },
  { id: 16, categoryId: 2, marker: '[ardenne]', name: { en: 'Experience centre', de: 'Erlebniszentrum', es: 'Centro de experiencia', fr: 'Centre d’expérience', it: 'Experience center', nl: 'Experience center' } },
  { id: 17, categoryId: 2, marker: '[kempen] [merel]', name: { en: 'E-bike batteries', de: 'E-Bike-Akkus', es: 'Baterías de e-bike', fr: 'Batteries de vélo électrique', it: 'Batterie e-bike', nl: 'E-bikeaccu’s' } },
  { id: 18, categoryId: 1, marker: '', name: { en: 'Dealer procedures (internal)', de: 'Händlerabläufe (intern)', es: 'Procedimientos para distribuidores (interno)', fr: 'Procédures revendeurs (interne)', it: 'Procedure rivenditori (interno)', nl: 'Dealerprocedures (intern)' } },
];

/** [title, paragraphs...] per language */
const ARTICLES: { id: number; folderId: number; marker: string; copy: Tr<string[]> }[] = [
  {
    id: 101, folderId: 11, marker: '[global]',
    copy: {
      en: ['How long does delivery take?', 'Items on stock are delivered to your home by a parcel carrier in 3 to 5 working days. Orders for items on stock placed before 12:00 on a working day are delivered the next day where the carrier offers it.', 'Configured bikes are built to order and delivered within 8 weeks. You receive a mail with a tracking link as soon as your parcel leaves our warehouse.'],
      de: ['Wie lange dauert die Lieferung?', 'Lagerartikel werden per Paketdienst in 3 bis 5 Werktagen zu dir nach Hause geliefert. Bestellungen von Lagerartikeln, die werktags vor 12:00 Uhr eingehen, werden am nächsten Tag geliefert, wo der Paketdienst das anbietet.', 'Konfigurierte Räder werden auf Bestellung gebaut und innerhalb von 8 Wochen geliefert. Sobald dein Paket unser Lager verlässt, bekommst du eine Mail mit Sendungsverfolgung.'],
      es: ['¿Cuánto tarda la entrega?', 'Los artículos en stock se entregan a domicilio por mensajería en 3 a 5 días laborables. Los pedidos de artículos en stock hechos antes de las 12:00 de un día laborable se entregan al día siguiente donde la mensajería lo ofrece.', 'Las bicis configuradas se fabrican por encargo y se entregan en un plazo de 8 semanas. Recibirás un correo con un enlace de seguimiento en cuanto tu paquete salga de nuestro almacén.'],
      fr: ['Quel est le délai de livraison ?', 'Les articles en stock sont livrés à domicile par transporteur en 3 à 5 jours ouvrables. Les commandes d’articles en stock passées avant 12 h un jour ouvrable sont livrées le lendemain là où le transporteur le propose.', 'Les vélos configurés sont montés sur commande et livrés en 8 semaines. Vous recevez un mail avec un lien de suivi dès que votre colis quitte notre entrepôt.'],
      it: ['Quanto tempo richiede la consegna?', 'Gli articoli disponibili vengono consegnati a domicilio tramite corriere in 3-5 giorni lavorativi. Gli ordini di articoli disponibili effettuati prima delle 12:00 di un giorno lavorativo vengono consegnati il giorno dopo, dove il corriere lo prevede.', 'Le bici configurate sono montate su ordinazione e consegnate entro 8 settimane. Ricevi una mail con il link di tracciamento appena il pacco lascia il nostro magazzino.'],
      nl: ['Hoe lang duurt de levering?', 'Artikelen uit voorraad worden door een pakketdienst in 3 tot 5 werkdagen aan huis geleverd. Bestellingen van voorraadartikelen die op een werkdag voor 12:00 uur geplaatst worden, worden de volgende dag geleverd waar de pakketdienst dat aanbiedt.', 'Samengestelde fietsen worden op bestelling gebouwd en binnen 8 weken geleverd. Je krijgt een mail met een track-and-tracelink zodra je pakket ons magazijn verlaat.'],
    },
  },
  {
    id: 102, folderId: 11, marker: '[global]',
    copy: {
      en: ['Can I pick up my bike at a dealer?', 'Yes. Choose dealer delivery in the checkout and pick the dealer you prefer. The dealer checks and adjusts the bike, and you collect it ready to ride.', 'Dealer delivery is free in most countries. Your dealer contacts you when the bike is ready.'],
      de: ['Kann ich mein Rad beim Händler abholen?', 'Ja. Wähle im Checkout die Lieferung zum Händler und deinen bevorzugten Händler. Er prüft und stellt das Rad ein, und du holst es fahrbereit ab.', 'Die Lieferung zum Händler ist in den meisten Ländern kostenlos. Dein Händler meldet sich, sobald das Rad bereit ist.'],
      es: ['¿Puedo recoger mi bici en un distribuidor?', 'Sí. Elige la entrega en distribuidor al finalizar la compra y selecciona el que prefieras. El distribuidor revisa y ajusta la bici y tú la recoges lista para rodar.', 'La entrega en distribuidor es gratuita en la mayoría de los países. Tu distribuidor te avisará cuando la bici esté lista.'],
      fr: ['Puis-je retirer mon vélo chez un revendeur ?', 'Oui. Choisissez la livraison chez un revendeur lors de la commande et sélectionnez celui que vous préférez. Il contrôle et règle le vélo, et vous le récupérez prêt à rouler.', 'La livraison chez un revendeur est gratuite dans la plupart des pays. Votre revendeur vous contacte quand le vélo est prêt.'],
      it: ['Posso ritirare la bici da un rivenditore?', 'Sì. Scegli la consegna presso il rivenditore al momento dell’ordine e seleziona quello che preferisci. Il rivenditore controlla e regola la bici, e tu la ritiri pronta per pedalare.', 'La consegna presso il rivenditore è gratuita nella maggior parte dei paesi. Il rivenditore ti contatta quando la bici è pronta.'],
      nl: ['Kan ik mijn fiets bij een dealer afhalen?', 'Ja. Kies levering bij de dealer in de checkout en selecteer de dealer van je voorkeur. De dealer controleert en stelt de fiets af, en jij haalt hem rijklaar op.', 'Levering bij de dealer is in de meeste landen gratis. Je dealer neemt contact op zodra de fiets klaar is.'],
    },
  },
  {
    id: 103, folderId: 12, marker: '[global]',
    copy: {
      en: ['How do I return an item?', 'You can return accessories, apparel and bikes from stock within 14 days of delivery, unused and in the original packaging.', 'Go to Orders in your account, select the items and print the return label. We refund you within 14 days after we receive the items. Bikes built to your configuration cannot be returned unless they are faulty.'],
      de: ['Wie schicke ich einen Artikel zurück?', 'Zubehör, Bekleidung und Räder ab Lager kannst du innerhalb von 14 Tagen nach Lieferung unbenutzt und originalverpackt zurückschicken.', 'Öffne Bestellungen in deinem Konto, wähle die Artikel und drucke das Rücksendeetikett. Wir erstatten den Betrag innerhalb von 14 Tagen nach Eingang. Nach deiner Konfiguration gebaute Räder sind ausgenommen, außer sie sind fehlerhaft.'],
      es: ['¿Cómo devuelvo un artículo?', 'Puedes devolver accesorios, ropa y bicis en stock en los 14 días siguientes a la entrega, sin usar y en su embalaje original.', 'Ve a Pedidos en tu cuenta, selecciona los artículos e imprime la etiqueta de devolución. Te reembolsamos en los 14 días siguientes a la recepción. Las bicis fabricadas según tu configuración no se pueden devolver, salvo defecto.'],
      fr: ['Comment retourner un article ?', 'Vous pouvez retourner accessoires, vêtements et vélos en stock dans les 14 jours suivant la livraison, inutilisés et dans leur emballage d’origine.', 'Allez dans Commandes dans votre compte, sélectionnez les articles et imprimez l’étiquette de retour. Nous vous remboursons dans les 14 jours après réception. Les vélos montés selon votre configuration ne peuvent pas être retournés, sauf défaut.'],
      it: ['Come restituisco un articolo?', 'Puoi restituire accessori, abbigliamento e bici disponibili entro 14 giorni dalla consegna, inutilizzati e nella confezione originale.', 'Vai su Ordini nel tuo account, seleziona gli articoli e stampa l’etichetta di reso. Ti rimborsiamo entro 14 giorni dal ricevimento. Le bici costruite secondo la tua configurazione non si possono restituire, salvo difetti.'],
      nl: ['Hoe stuur ik een artikel terug?', 'Accessoires, kleding en fietsen uit voorraad kun je binnen 14 dagen na levering terugsturen, ongebruikt en in de originele verpakking.', 'Ga naar Bestellingen in je account, kies de artikelen en print het retourlabel. We betalen je terug binnen 14 dagen na ontvangst. Fietsen die volgens jouw configuratie gebouwd zijn, kunnen niet terug, tenzij ze defect zijn.'],
    },
  },
  {
    id: 104, folderId: 13, marker: '[global]',
    copy: {
      en: ['How long is the warranty on my frame?', 'Every frame has a 2-year warranty. When you register your bike, the frame warranty is extended from 2 to 5 years.', 'Register under Bike registration with your serial number (6 to 8 digits), the purchase date and your proof of purchase. Components are covered by the warranty of their maker, handled through your dealer.'],
      de: ['Wie lange gilt die Garantie auf meinen Rahmen?', 'Jeder Rahmen hat 2 Jahre Garantie. Wenn du dein Rad registrierst, verlängert sich die Rahmengarantie von 2 auf 5 Jahre.', 'Registriere dich unter Radregistrierung mit deiner Rahmennummer (6 bis 8 Ziffern), dem Kaufdatum und dem Kaufbeleg. Für Komponenten gilt die Garantie des Herstellers, abgewickelt über deinen Händler.'],
      es: ['¿Cuánto dura la garantía de mi cuadro?', 'Todos los cuadros tienen 2 años de garantía. Cuando registras tu bici, la garantía del cuadro se amplía de 2 a 5 años.', 'Regístrala en Registro de bici con tu número de serie (de 6 a 8 dígitos), la fecha de compra y el comprobante. Los componentes tienen la garantía de su fabricante, gestionada por tu distribuidor.'],
      fr: ['Quelle est la durée de garantie de mon cadre ?', 'Chaque cadre est garanti 2 ans. Quand vous enregistrez votre vélo, la garantie du cadre passe de 2 à 5 ans.', 'Enregistrez-le sous Enregistrement du vélo avec votre numéro de série (6 à 8 chiffres), la date d’achat et la preuve d’achat. Les composants sont couverts par la garantie de leur fabricant, via votre revendeur.'],
      it: ['Quanto dura la garanzia del telaio?', 'Ogni telaio ha 2 anni di garanzia. Quando registri la bici, la garanzia del telaio passa da 2 a 5 anni.', 'Registrala in Registrazione bici con il numero di serie (da 6 a 8 cifre), la data d’acquisto e la prova d’acquisto. I componenti sono coperti dalla garanzia del produttore, gestita dal tuo rivenditore.'],
      nl: ['Hoe lang is de garantie op mijn frame?', 'Op elk frame zit 2 jaar garantie. Als je je fiets registreert, wordt de framegarantie verlengd van 2 naar 5 jaar.', 'Registreer bij Fietsregistratie met je serienummer (6 tot 8 cijfers), de aankoopdatum en je aankoopbewijs. Onderdelen vallen onder de garantie van hun fabrikant, afgehandeld via je dealer.'],
    },
  },
  {
    id: 105, folderId: 13, marker: '[global]',
    copy: {
      en: ['Where do I find my serial number?', 'The serial number is printed on a sticker under the bottom bracket, where the down tube meets the chainstays. It has 6 to 8 digits.', 'Turn the bike upside down or look from below with a torch. Clean the area if it is dirty; do not scratch the sticker.'],
      de: ['Wo finde ich meine Rahmennummer?', 'Die Rahmennummer steht auf einem Aufkleber unter dem Tretlager, wo Unterrohr und Kettenstreben zusammentreffen. Sie hat 6 bis 8 Ziffern.', 'Dreh das Rad um oder schau mit einer Taschenlampe von unten. Reinige die Stelle, wenn sie verschmutzt ist; kratze nicht am Aufkleber.'],
      es: ['¿Dónde encuentro el número de serie?', 'El número de serie está en una pegatina bajo el pedalier, donde el tubo diagonal se une a las vainas. Tiene de 6 a 8 dígitos.', 'Pon la bici boca abajo o mira desde abajo con una linterna. Limpia la zona si está sucia; no rasques la pegatina.'],
      fr: ['Où trouver mon numéro de série ?', 'Le numéro de série figure sur un autocollant sous le boîtier de pédalier, là où le tube oblique rejoint les bases. Il compte 6 à 8 chiffres.', 'Retournez le vélo ou regardez par en dessous avec une lampe. Nettoyez la zone si elle est sale ; ne grattez pas l’autocollant.'],
      it: ['Dove trovo il numero di serie?', 'Il numero di serie è su un adesivo sotto il movimento centrale, dove il tubo obliquo incontra i foderi bassi. Ha da 6 a 8 cifre.', 'Capovolgi la bici o guarda da sotto con una torcia. Pulisci la zona se è sporca; non grattare l’adesivo.'],
      nl: ['Waar vind ik mijn serienummer?', 'Het serienummer staat op een sticker onder de trapas, waar de onderbuis en de liggende achtervork samenkomen. Het heeft 6 tot 8 cijfers.', 'Zet de fiets op zijn kop of kijk van onderen met een zaklamp. Maak de plek schoon als ze vuil is; kras niet aan de sticker.'],
    },
  },
  {
    id: 106, folderId: 14, marker: '[global]',
    copy: {
      en: ['Which frame size do I need?', 'Each bike page has a size guide based on your height and inseam. Between two sizes? Choose the smaller one for a sportier position, the larger one for more comfort.', 'For the best result, book a bike fitting at a dealer, or borrow our fitting kit at home against a deposit of 400 EUR, refunded when the kit comes back undamaged.'],
      de: ['Welche Rahmengröße brauche ich?', 'Jede Radseite hat einen Größenberater auf Basis von Körpergröße und Schrittlänge. Zwischen zwei Größen? Die kleinere für eine sportlichere Position, die größere für mehr Komfort.', 'Am besten buchst du ein Bikefitting beim Händler oder leihst unser Fitting-Kit gegen eine Kaution von 400 EUR, die bei unbeschädigter Rückgabe erstattet wird.'],
      es: ['¿Qué talla de cuadro necesito?', 'Cada página de bici tiene una guía de tallas según tu altura y tu entrepierna. ¿Entre dos tallas? Elige la más pequeña para una posición más deportiva y la más grande para más comodidad.', 'Para el mejor resultado, reserva un bike fitting en un distribuidor o pide prestado nuestro kit de fitting con un depósito de 400 EUR, que se devuelve si el kit vuelve sin daños.'],
      fr: ['Quelle taille de cadre me faut-il ?', 'Chaque page vélo propose un guide des tailles selon votre taille et votre entrejambe. Entre deux tailles ? Prenez la plus petite pour une position sportive, la plus grande pour plus de confort.', 'Pour un résultat optimal, réservez une étude posturale chez un revendeur ou empruntez notre kit de mesure contre une caution de 400 EUR, remboursée au retour du kit en bon état.'],
      it: ['Quale taglia di telaio mi serve?', 'Ogni pagina bici ha una guida alle taglie basata su altezza e cavallo. Tra due taglie? Scegli la più piccola per una posizione più sportiva, la più grande per più comfort.', 'Per il miglior risultato prenota un bike fitting da un rivenditore o prendi in prestito il nostro kit di fitting con un deposito di 400 EUR, rimborsato se il kit torna integro.'],
      nl: ['Welke framemaat heb ik nodig?', 'Elke fietspagina heeft een maatadvies op basis van je lengte en binnenbeenlengte. Twijfel je tussen twee maten? Kies de kleinste voor een sportievere houding, de grootste voor meer comfort.', 'Voor het beste resultaat boek je een bikefitting bij een dealer, of leen je onze fittingkit tegen een waarborg van 400 EUR, die je terugkrijgt als de kit onbeschadigd terugkomt.'],
    },
  },
  {
    id: 107, folderId: 15, marker: '[global]',
    copy: {
      en: ['Which payment methods can I use?', 'You pay online in the checkout with the methods offered in your country: credit and debit cards and the common local payment methods.', 'You can also pay by bank transfer. Prices include the VAT of your country; business customers in another EU country with a valid VAT number pay without VAT.'],
      de: ['Welche Zahlungsarten kann ich nutzen?', 'Du bezahlst online im Checkout mit den Zahlungsarten deines Landes: Kredit- und Debitkarten sowie die üblichen lokalen Zahlungsmethoden.', 'Du kannst auch per Banküberweisung zahlen. Die Preise enthalten die Mehrwertsteuer deines Landes; Geschäftskunden in einem anderen EU-Land mit gültiger USt-IdNr. zahlen ohne Mehrwertsteuer.'],
      es: ['¿Qué métodos de pago puedo usar?', 'Pagas online al finalizar la compra con los métodos disponibles en tu país: tarjetas de crédito y débito y los métodos de pago locales habituales.', 'También puedes pagar por transferencia bancaria. Los precios incluyen el IVA de tu país; las empresas de otro país de la UE con un número de IVA válido pagan sin IVA.'],
      fr: ['Quels moyens de paiement puis-je utiliser ?', 'Vous payez en ligne lors de la commande avec les moyens proposés dans votre pays : cartes de crédit et de débit et les moyens de paiement locaux courants.', 'Vous pouvez aussi payer par virement. Les prix incluent la TVA de votre pays ; les clients professionnels d’un autre pays de l’UE avec un numéro de TVA valide paient hors TVA.'],
      it: ['Quali metodi di pagamento posso usare?', 'Paghi online al momento dell’ordine con i metodi disponibili nel tuo paese: carte di credito e di debito e i metodi di pagamento locali più comuni.', 'Puoi pagare anche con bonifico. I prezzi includono l’IVA del tuo paese; i clienti business di un altro paese UE con partita IVA valida pagano senza IVA.'],
      nl: ['Welke betaalmethoden kan ik gebruiken?', 'Je betaalt online in de checkout met de methoden die in jouw land beschikbaar zijn: kredietkaarten, debetkaarten en de gangbare lokale betaalmethoden.', 'Je kunt ook betalen via overschrijving. Prijzen zijn inclusief de btw van je land; zakelijke klanten in een ander EU-land met een geldig btw-nummer betalen zonder btw.'],
    },
  },
  {
    id: 108, folderId: 15, marker: '[global]',
    copy: {
      en: ['Paying by bank transfer', 'Choose bank transfer in the checkout and you receive our bank details and a payment reference. Your order waits until your payment arrives, which usually takes 1 to 3 working days.', 'Changed your mind? You can still pay online instead from the order page in your account, or retry a payment that failed.'],
      de: ['Bezahlen per Banküberweisung', 'Wähle im Checkout die Banküberweisung, dann erhältst du unsere Bankverbindung und einen Verwendungszweck. Deine Bestellung wartet, bis deine Zahlung eingeht, meist nach 1 bis 3 Werktagen.', 'Doch anders entschieden? Du kannst auf der Bestellseite in deinem Konto stattdessen online bezahlen oder eine fehlgeschlagene Zahlung wiederholen.'],
      es: ['Pagar por transferencia bancaria', 'Elige transferencia bancaria al finalizar la compra y recibirás nuestros datos bancarios y una referencia de pago. Tu pedido espera hasta que llegue el pago, normalmente en 1 a 3 días laborables.', '¿Has cambiado de idea? Desde la página del pedido en tu cuenta puedes pagar online o reintentar un pago fallido.'],
      fr: ['Payer par virement bancaire', 'Choisissez le virement lors de la commande et vous recevez nos coordonnées bancaires et une référence de paiement. Votre commande attend votre paiement, qui arrive généralement en 1 à 3 jours ouvrables.', 'Vous avez changé d’avis ? Depuis la page de la commande dans votre compte, vous pouvez payer en ligne ou relancer un paiement échoué.'],
      it: ['Pagare con bonifico', 'Scegli il bonifico al momento dell’ordine e ricevi le nostre coordinate bancarie e una causale. L’ordine resta in attesa finché arriva il pagamento, di solito in 1-3 giorni lavorativi.', 'Hai cambiato idea? Dalla pagina dell’ordine nel tuo account puoi pagare online oppure riprovare un pagamento non riuscito.'],
      nl: ['Betalen via overschrijving', 'Kies overschrijving in de checkout en je krijgt onze bankgegevens en een betalingsreferentie. Je bestelling wacht tot je betaling binnen is, meestal na 1 tot 3 werkdagen.', 'Toch anders beslist? Op de bestelpagina in je account kun je alsnog online betalen of een mislukte betaling opnieuw proberen.'],
    },
  },
  {
    id: 109, folderId: 16, marker: '[ardenne]',
    copy: {
      en: ['Visiting the Ardenne experience centre', 'The experience centre in Beringen is open from Tuesday to Saturday, 10:00 to 18:00. Every model is available for a test ride by appointment.', 'Parking is free. Bring your own pedals and shoes, or borrow ours.'],
      de: ['Besuch im Ardenne-Erlebniszentrum', 'Das Erlebniszentrum in Beringen ist dienstags bis samstags von 10:00 bis 18:00 Uhr geöffnet. Jedes Modell steht nach Terminvereinbarung zur Probefahrt bereit.', 'Parken ist kostenlos. Bring eigene Pedale und Schuhe mit oder leih dir unsere.'],
      es: ['Visitar el centro de experiencia Ardenne', 'El centro de experiencia de Beringen abre de martes a sábado, de 10:00 a 18:00. Todos los modelos se pueden probar con cita previa.', 'El aparcamiento es gratuito. Trae tus pedales y zapatillas o usa los nuestros.'],
      fr: ['Visiter le centre d’expérience Ardenne', 'Le centre d’expérience de Beringen est ouvert du mardi au samedi, de 10 h à 18 h. Chaque modèle peut être essayé sur rendez-vous.', 'Le parking est gratuit. Apportez vos pédales et chaussures, ou empruntez les nôtres.'],
      it: ['Visitare l’experience center Ardenne', 'L’experience center di Beringen è aperto dal martedì al sabato, dalle 10:00 alle 18:00. Ogni modello si può provare su appuntamento.', 'Il parcheggio è gratuito. Porta pedali e scarpe o usa i nostri.'],
      nl: ['Het Ardenne experience center bezoeken', 'Het experience center in Beringen is open van dinsdag tot zaterdag, van 10:00 tot 18:00 uur. Elk model kun je op afspraak testen.', 'Parkeren is gratis. Breng je eigen pedalen en schoenen mee, of leen de onze.'],
    },
  },
  {
    id: 110, folderId: 17, marker: '[kempen] [merel]',
    copy: {
      en: ['Charging and storing your e-bike battery', 'Charge the battery at room temperature with the supplied charger. A full charge takes about 4 hours.', 'For winter storage, keep the battery indoors at 30 to 60 percent charge and top it up every two months.'],
      de: ['E-Bike-Akku laden und lagern', 'Lade den Akku bei Zimmertemperatur mit dem mitgelieferten Ladegerät. Eine volle Ladung dauert etwa 4 Stunden.', 'Zum Überwintern lagere den Akku drinnen bei 30 bis 60 Prozent Ladung und lade ihn alle zwei Monate nach.'],
      es: ['Cargar y guardar la batería de tu e-bike', 'Carga la batería a temperatura ambiente con el cargador incluido. Una carga completa tarda unas 4 horas.', 'Para guardarla en invierno, mantén la batería en interior con un 30 a 60 por ciento de carga y recárgala cada dos meses.'],
      fr: ['Charger et stocker la batterie de votre vélo électrique', 'Chargez la batterie à température ambiante avec le chargeur fourni. Une charge complète prend environ 4 heures.', 'Pour l’hiver, stockez la batterie à l’intérieur entre 30 et 60 pour cent de charge et rechargez-la tous les deux mois.'],
      it: ['Caricare e conservare la batteria della e-bike', 'Carica la batteria a temperatura ambiente con il caricatore in dotazione. Una carica completa richiede circa 4 ore.', 'Per l’inverno conserva la batteria in casa tra il 30 e il 60 per cento di carica e ricaricala ogni due mesi.'],
      nl: ['Je e-bikeaccu laden en bewaren', 'Laad de accu op kamertemperatuur met de meegeleverde lader. Volledig opladen duurt ongeveer 4 uur.', 'Bewaar de accu in de winter binnen op 30 tot 60 procent lading en laad hem elke twee maanden bij.'],
    },
  },
  {
    id: 111, folderId: 11, marker: '',
    copy: {
      en: ['Dealer freight claims', 'Internal: how dealers report damaged freight to logistics.'],
      de: ['Frachtschäden bei Händlern', 'Intern: wie Händler beschädigte Fracht an die Logistik melden.'],
      es: ['Reclamaciones de transporte de distribuidores', 'Interno: cómo comunican los distribuidores los daños de transporte a logística.'],
      fr: ['Réclamations transport des revendeurs', 'Interne : comment les revendeurs signalent les dommages de transport à la logistique.'],
      it: ['Reclami di trasporto dei rivenditori', 'Interno: come i rivenditori segnalano i danni di trasporto alla logistica.'],
      nl: ['Transportclaims van dealers', 'Intern: hoe dealers transportschade melden aan logistiek.'],
    },
  },
  {
    id: 112, folderId: 13, marker: '[brabo]',
    copy: {
      en: ['Warranty on cargo boxes', 'The wooden cargo box is covered for 2 years against defects in material and assembly. Registering your bike does not change this period.', 'Treat the wood with the supplied oil twice a year to keep it weatherproof.'],
      de: ['Garantie auf Transportkisten', 'Die Holzkiste ist 2 Jahre gegen Material- und Montagefehler abgesichert. Die Registrierung des Rads ändert diesen Zeitraum nicht.', 'Behandle das Holz zweimal im Jahr mit dem mitgelieferten Öl, damit es wetterfest bleibt.'],
      es: ['Garantía de las cajas de carga', 'La caja de madera tiene 2 años de garantía frente a defectos de material y montaje. Registrar la bici no cambia este plazo.', 'Trata la madera con el aceite incluido dos veces al año para que resista la intemperie.'],
      fr: ['Garantie des caisses de transport', 'La caisse en bois est garantie 2 ans contre les défauts de matériau et d’assemblage. L’enregistrement du vélo ne modifie pas cette durée.', 'Traitez le bois avec l’huile fournie deux fois par an pour qu’il résiste aux intempéries.'],
      it: ['Garanzia dei cassoni da carico', 'Il cassone in legno è garantito 2 anni contro difetti di materiale e montaggio. La registrazione della bici non cambia questo periodo.', 'Tratta il legno con l’olio in dotazione due volte all’anno per mantenerlo resistente alle intemperie.'],
      nl: ['Garantie op bakken van bakfietsen', 'De houten bak heeft 2 jaar garantie op materiaal- en montagefouten. Je fiets registreren verandert die termijn niet.', 'Behandel het hout twee keer per jaar met de meegeleverde olie, zodat het weerbestendig blijft.'],
    },
  },
];

const named = (marker: string, name: string) => (marker ? `${marker} ${name}` : name);

export function helpCentreSeed(): { categories: CategoryRow[]; folders: FolderRow[]; articles: ArticleRow[] } {
  const categories = CATEGORIES.flatMap((category, position) =>
    LANGS.map((language: Lang) => ({ id: category.id, language, name: category.name[language], description: category.description[language], position })),
  );
  const folders = FOLDERS.flatMap((folder, position) =>
    LANGS.map((language: Lang) => ({ id: folder.id, language, categoryId: folder.categoryId, name: named(folder.marker, folder.name[language]), description: '', position })),
  );
  const articles = ARTICLES.flatMap((article, position) =>
    LANGS.map((language: Lang) => {
      const [title, ...body] = article.copy[language];
      return {
        id: article.id,
        language,
        folderId: article.folderId,
        title: named(article.marker, title),
        description: paragraphs(...body),
        position,
        updatedAt: new Date(Date.UTC(2025, 0, 10 + position)),
      };
    }),
  );
  return { categories, folders, articles };
}
