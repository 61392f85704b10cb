import type { NewContentEntry } from '@bike/server/content';
import { entryRows, image, translate, type Tr } from './seed-helpers';
import { pageBlocks, type PageCopy } from './content-pages';

const PRIVACY: Tr<PageCopy> = {
  en: {
    title: 'Privacy policy',
    description: 'What personal data we collect, why, and what you can ask us to do with it.',
    sections: [
      ['What we collect', 'When you order, register a bike or create an account we keep your name, contact details, addresses, orders and registered bikes. When you browse, we record which pages you visit only if you allow it in the cookie settings.'],
      ['Why we use it', 'To deliver your order, handle warranty, answer your questions and, only if you subscribed, to send you our newsletter. We never sell your data.'],
      ['Who we share it with', 'Your dealer (for dealer delivery, service and warranty), the parcel carrier (for home delivery) and the payment provider (for payment). Each receives only what it needs.'],
      ['Your rights', 'You can view, correct or delete your data, object to its use and take it with you. Most of this is possible in your account; for anything else, contact our customer service.'],
    ],
  },
  de: {
    title: 'Datenschutzerklärung',
    description: 'Welche personenbezogenen Daten wir erheben, wozu, und was du von uns verlangen kannst.',
    sections: [
      ['Was wir erheben', 'Wenn du bestellst, ein Rad registrierst oder ein Konto anlegst, speichern wir Name, Kontaktdaten, Adressen, Bestellungen und registrierte Räder. Beim Surfen erfassen wir die besuchten Seiten nur, wenn du es in den Cookie-Einstellungen erlaubst.'],
      ['Wozu wir sie nutzen', 'Um deine Bestellung zu liefern, Garantiefälle zu bearbeiten, deine Fragen zu beantworten und, nur wenn du ihn abonniert hast, dir unseren Newsletter zu senden. Wir verkaufen deine Daten nie.'],
      ['An wen wir sie weitergeben', 'An deinen Händler (für Händlerlieferung, Service und Garantie), den Paketdienst (für die Lieferung nach Hause) und den Zahlungsdienstleister (für die Zahlung). Jeder erhält nur, was er braucht.'],
      ['Deine Rechte', 'Du kannst deine Daten einsehen, berichtigen oder löschen, der Nutzung widersprechen und sie mitnehmen. Das meiste geht in deinem Konto; für alles andere wende dich an unseren Kundendienst.'],
    ],
  },
  es: {
    title: 'Política de privacidad',
    description: 'Qué datos personales recogemos, por qué y qué puedes pedirnos que hagamos con ellos.',
    sections: [
      ['Qué recogemos', 'Cuando haces un pedido, registras una bici o creas una cuenta, guardamos tu nombre, datos de contacto, direcciones, pedidos y bicis registradas. Cuando navegas, solo registramos las páginas que visitas si lo permites en la configuración de cookies.'],
      ['Para qué los usamos', 'Para entregar tu pedido, gestionar la garantía, responder a tus preguntas y, solo si te has suscrito, enviarte nuestro boletín. Nunca vendemos tus datos.'],
      ['Con quién los compartimos', 'Con tu distribuidor (entrega en tienda, servicio y garantía), la empresa de mensajería (entrega a domicilio) y el proveedor de pagos (pago). Cada uno recibe solo lo que necesita.'],
      ['Tus derechos', 'Puedes consultar, corregir o eliminar tus datos, oponerte a su uso y llevártelos. Casi todo es posible desde tu cuenta; para lo demás, contacta con nuestro servicio de atención.'],
    ],
  },
  fr: {
    title: 'Politique de confidentialité',
    description: 'Quelles données personnelles nous collectons, pourquoi, et ce que vous pouvez nous demander d’en faire.',
    sections: [
      ['Ce que nous collectons', 'Quand vous commandez, enregistrez un vélo ou créez un compte, nous conservons votre nom, vos coordonnées, vos adresses, vos commandes et vos vélos enregistrés. Quand vous naviguez, nous enregistrons les pages visitées uniquement si vous l’autorisez dans les paramètres de cookies.'],
      ['Pourquoi nous les utilisons', 'Pour livrer votre commande, traiter la garantie, répondre à vos questions et, seulement si vous êtes abonné, vous envoyer notre newsletter. Nous ne vendons jamais vos données.'],
      ['Avec qui nous les partageons', 'Votre revendeur (livraison chez le revendeur, entretien et garantie), le transporteur (livraison à domicile) et le prestataire de paiement (paiement). Chacun ne reçoit que ce dont il a besoin.'],
      ['Vos droits', 'Vous pouvez consulter, corriger ou supprimer vos données, vous opposer à leur utilisation et les emporter. L’essentiel se fait dans votre compte ; pour le reste, contactez notre service client.'],
    ],
  },
  it: {
    title: 'Informativa sulla privacy',
    description: 'Quali dati personali raccogliamo, perché e cosa puoi chiederci di farne.',
    sections: [
      ['Cosa raccogliamo', 'Quando ordini, registri una bici o crei un account conserviamo nome, recapiti, indirizzi, ordini e bici registrate. Durante la navigazione registriamo le pagine visitate solo se lo consenti nelle impostazioni dei cookie.'],
      ['Perché li usiamo', 'Per consegnare il tuo ordine, gestire la garanzia, rispondere alle tue domande e, solo se ti sei iscritto, inviarti la newsletter. Non vendiamo mai i tuoi dati.'],
      ['Con chi li condividiamo', 'Con il tuo rivenditore (consegna in negozio, assistenza e garanzia), il corriere (consegna a domicilio) e il fornitore dei pagamenti (pagamento). Ciascuno riceve solo ciò che gli serve.'],
      ['I tuoi diritti', 'Puoi consultare, correggere o cancellare i tuoi dati, opporti al loro uso e portarli con te. Quasi tutto è possibile dal tuo account; per il resto contatta il nostro servizio clienti.'],
    ],
  },
  nl: {
    title: 'Privacybeleid',
    description: 'Welke persoonsgegevens we verzamelen, waarom, en wat je ons kunt vragen ermee te doen.',
    sections: [
      ['Wat we verzamelen', 'Als je bestelt, een fiets registreert of een account aanmaakt, bewaren we je naam, contactgegevens, adressen, bestellingen en geregistreerde fietsen. Als je surft, houden we de bezochte pagina’s alleen bij als je dat toestaat in de cookie-instellingen.'],
      ['Waarom we ze gebruiken', 'Om je bestelling te leveren, garantie af te handelen, je vragen te beantwoorden en, alleen als je je inschreef, je onze nieuwsbrief te sturen. We verkopen je gegevens nooit.'],
      ['Met wie we ze delen', 'Met je dealer (levering bij de dealer, onderhoud en garantie), de pakketdienst (levering thuis) en de betaalprovider (betaling). Elk krijgt alleen wat hij nodig heeft.'],
      ['Jouw rechten', 'Je kunt je gegevens inkijken, verbeteren of wissen, bezwaar maken tegen het gebruik en ze meenemen. Het meeste kan in je account; voor de rest contacteer je onze klantendienst.'],
    ],
  },
};

const TERMS: Tr<PageCopy> = {
  en: {
    title: 'Terms and conditions',
    description: 'The rules that apply when you buy from our web shop.',
    sections: [
      ['Orders', 'Your order is binding once you have paid, or once you have confirmed a bank transfer order. An order paid by bank transfer waits for your payment; you can also pay online instead or retry the payment from your account.'],
      ['Prices and payment', 'Prices include the VAT of your country. Business customers in another EU country with a valid VAT number pay without VAT. Shipping costs are shown before you pay.'],
      ['Delivery', 'Home delivery takes 3 to 5 working days by parcel carrier. Configured bikes are built to order and delivered within 8 weeks, at home or at your dealer.'],
      ['Warranty', 'The legal guarantee applies to everything we sell. Frames carry a 2-year warranty, extended to 5 years when you register your bike.'],
      ['Right of withdrawal', 'You may cancel a purchase within 14 days of delivery without giving a reason. Configured bikes built to your specification are excluded. See Return goods for how to send items back.'],
    ],
  },
  de: {
    title: 'Allgemeine Geschäftsbedingungen',
    description: 'Die Regeln, die gelten, wenn du in unserem Webshop kaufst.',
    sections: [
      ['Bestellungen', 'Deine Bestellung ist verbindlich, sobald du bezahlt oder eine Bestellung per Banküberweisung bestätigt hast. Eine Bestellung per Überweisung wartet auf deine Zahlung; du kannst stattdessen auch online bezahlen oder die Zahlung in deinem Konto erneut versuchen.'],
      ['Preise und Zahlung', 'Die Preise enthalten die Mehrwertsteuer deines Landes. Geschäftskunden in einem anderen EU-Land mit gültiger USt-IdNr. zahlen ohne Mehrwertsteuer. Versandkosten siehst du vor der Zahlung.'],
      ['Lieferung', 'Die Lieferung nach Hause dauert 3 bis 5 Werktage per Paketdienst. Konfigurierte Räder werden auf Bestellung gebaut und innerhalb von 8 Wochen nach Hause oder zu deinem Händler geliefert.'],
      ['Garantie', 'Für alles, was wir verkaufen, gilt die gesetzliche Gewährleistung. Auf Rahmen gibt es 2 Jahre Garantie, verlängert auf 5 Jahre, wenn du dein Rad registrierst.'],
      ['Widerrufsrecht', 'Du kannst einen Kauf innerhalb von 14 Tagen nach Lieferung ohne Angabe von Gründen widerrufen. Nach deinen Vorgaben konfigurierte Räder sind ausgenommen. Unter Rücksendung liest du, wie du Artikel zurückschickst.'],
    ],
  },
  es: {
    title: 'Términos y condiciones',
    description: 'Las reglas que se aplican cuando compras en nuestra tienda online.',
    sections: [
      ['Pedidos', 'Tu pedido es vinculante una vez pagado o una vez confirmado un pedido por transferencia bancaria. Un pedido por transferencia espera tu pago; también puedes pagar online o reintentar el pago desde tu cuenta.'],
      ['Precios y pago', 'Los precios incluyen el IVA de tu país. Las empresas de otro país de la UE con un número de IVA válido pagan sin IVA. Los gastos de envío se muestran antes de pagar.'],
      ['Entrega', 'La entrega a domicilio tarda de 3 a 5 días laborables por mensajería. Las bicis configuradas se fabrican por encargo y se entregan en un plazo de 8 semanas, en casa o en tu distribuidor.'],
      ['Garantía', 'La garantía legal se aplica a todo lo que vendemos. Los cuadros tienen 2 años de garantía, ampliada a 5 años cuando registras tu bici.'],
      ['Derecho de desistimiento', 'Puedes anular una compra en los 14 días siguientes a la entrega sin dar explicaciones. Quedan excluidas las bicis configuradas según tus especificaciones. Consulta Devoluciones para saber cómo devolver artículos.'],
    ],
  },
  fr: {
    title: 'Conditions générales',
    description: 'Les règles qui s’appliquent quand vous achetez dans notre boutique en ligne.',
    sections: [
      ['Commandes', 'Votre commande est ferme dès que vous avez payé ou confirmé une commande par virement. Une commande par virement attend votre paiement ; vous pouvez aussi payer en ligne ou relancer le paiement depuis votre compte.'],
      ['Prix et paiement', 'Les prix incluent la TVA de votre pays. Les clients professionnels d’un autre pays de l’UE avec un numéro de TVA valide paient hors TVA. Les frais de livraison sont indiqués avant le paiement.'],
      ['Livraison', 'La livraison à domicile prend 3 à 5 jours ouvrables par transporteur. Les vélos configurés sont montés sur commande et livrés en 8 semaines, chez vous ou chez votre revendeur.'],
      ['Garantie', 'La garantie légale s’applique à tout ce que nous vendons. Les cadres sont garantis 2 ans, garantie portée à 5 ans quand vous enregistrez votre vélo.'],
      ['Droit de rétractation', 'Vous pouvez annuler un achat dans les 14 jours suivant la livraison sans donner de raison. Les vélos configurés selon vos spécifications sont exclus. Voir Retours pour renvoyer des articles.'],
    ],
  },
  it: {
    title: 'Termini e condizioni',
    description: 'Le regole che valgono quando acquisti nel nostro negozio online.',
    sections: [
      ['Ordini', 'Il tuo ordine è vincolante una volta pagato o una volta confermato un ordine con bonifico. Un ordine con bonifico attende il tuo pagamento; puoi anche pagare online o riprovare il pagamento dal tuo account.'],
      ['Prezzi e pagamento', 'I prezzi includono l’IVA del tuo paese. I clienti business di un altro paese UE con partita IVA valida pagano senza IVA. Le spese di spedizione sono indicate prima del pagamento.'],
      ['Consegna', 'La consegna a domicilio richiede da 3 a 5 giorni lavorativi tramite corriere. Le bici configurate sono montate su ordinazione e consegnate entro 8 settimane, a casa o presso il rivenditore.'],
      ['Garanzia', 'La garanzia legale vale per tutto ciò che vendiamo. I telai hanno 2 anni di garanzia, estesa a 5 anni quando registri la bici.'],
      ['Diritto di recesso', 'Puoi recedere da un acquisto entro 14 giorni dalla consegna senza motivazione. Sono escluse le bici configurate secondo le tue specifiche. Vedi Resi per sapere come rispedire gli articoli.'],
    ],
  },
  nl: {
    title: 'Algemene voorwaarden',
    description: 'De regels die gelden als je in onze webshop koopt.',
    sections: [
      ['Bestellingen', 'Je bestelling is bindend zodra je betaald hebt of een bestelling per overschrijving bevestigd hebt. Een bestelling per overschrijving wacht op je betaling; je kunt ook online betalen of de betaling opnieuw proberen vanuit je account.'],
      ['Prijzen en betaling', 'Prijzen zijn inclusief de btw van je land. Zakelijke klanten in een ander EU-land met een geldig btw-nummer betalen zonder btw. Verzendkosten zie je voor je betaalt.'],
      ['Levering', 'Levering aan huis duurt 3 tot 5 werkdagen via een pakketdienst. Samengestelde fietsen worden op bestelling gebouwd en binnen 8 weken geleverd, thuis of bij je dealer.'],
      ['Garantie', 'De wettelijke garantie geldt voor alles wat we verkopen. Op frames zit 2 jaar garantie, verlengd tot 5 jaar als je je fiets registreert.'],
      ['Herroepingsrecht', 'Je kunt een aankoop binnen 14 dagen na levering zonder opgave van reden annuleren. Fietsen die volgens jouw specificaties zijn samengesteld, vallen hierbuiten. Onder Retourneren lees je hoe je artikelen terugstuurt.'],
    ],
  },
};

const RETURNS: Tr<PageCopy> = {
  en: {
    title: 'Return goods',
    description: 'Changed your mind or received the wrong size? Here is how to send items back.',
    sections: [
      ['Within 14 days', 'You may return accessories, apparel and bikes from stock within 14 days of delivery. Items must be unused, complete and in their original packaging.'],
      ['How to return', 'Go to Orders in your account, choose the order and the items to return, and print the return label. Pack the items well and hand the parcel to the carrier. Bikes bought with dealer delivery go back through your dealer.'],
      ['Your refund', 'We refund the purchase price with the payment method you used, within 14 days after we receive the items. Return shipping is at your cost unless the item was faulty or wrong.'],
    ],
    faq: [
      ['Can I return a configured bike?', 'Bikes built to your configuration cannot be returned, unless they are faulty. Your dealer helps you with any issue.'],
      ['The item arrived damaged.', 'Take photos of the parcel and the item and contact our customer service within 48 hours. We arrange a pickup and a replacement.'],
    ],
  },
  de: {
    title: 'Rücksendung',
    description: 'Meinung geändert oder die falsche Größe erhalten? So schickst du Artikel zurück.',
    sections: [
      ['Innerhalb von 14 Tagen', 'Zubehör, Bekleidung und Räder ab Lager kannst du innerhalb von 14 Tagen nach Lieferung zurückgeben. Die Artikel müssen unbenutzt, vollständig und in der Originalverpackung sein.'],
      ['So geht’s', 'Öffne Bestellungen in deinem Konto, wähle die Bestellung und die Artikel und drucke das Rücksendeetikett. Verpacke die Artikel gut und gib das Paket beim Paketdienst ab. Räder mit Händlerlieferung gehen über deinen Händler zurück.'],
      ['Deine Erstattung', 'Wir erstatten den Kaufpreis über die verwendete Zahlungsart innerhalb von 14 Tagen nach Eingang der Artikel. Die Rücksendekosten trägst du, außer der Artikel war fehlerhaft oder falsch.'],
    ],
    faq: [
      ['Kann ich ein konfiguriertes Rad zurückgeben?', 'Nach deiner Konfiguration gebaute Räder sind vom Umtausch ausgeschlossen, außer sie sind fehlerhaft. Dein Händler hilft dir bei jedem Problem.'],
      ['Der Artikel kam beschädigt an.', 'Fotografiere Paket und Artikel und kontaktiere unseren Kundendienst innerhalb von 48 Stunden. Wir organisieren Abholung und Ersatz.'],
    ],
  },
  es: {
    title: 'Devoluciones',
    description: '¿Has cambiado de opinión o has recibido una talla equivocada? Así puedes devolver artículos.',
    sections: [
      ['En un plazo de 14 días', 'Puedes devolver accesorios, ropa y bicis en stock en los 14 días siguientes a la entrega. Los artículos deben estar sin usar, completos y en su embalaje original.'],
      ['Cómo devolver', 'Ve a Pedidos en tu cuenta, elige el pedido y los artículos e imprime la etiqueta de devolución. Embala bien los artículos y entrega el paquete a la mensajería. Las bicis con entrega en distribuidor se devuelven a través de tu distribuidor.'],
      ['Tu reembolso', 'Reembolsamos el precio de compra con el método de pago que usaste, en los 14 días siguientes a la recepción de los artículos. El envío de la devolución corre de tu cuenta, salvo que el artículo sea defectuoso o equivocado.'],
    ],
    faq: [
      ['¿Puedo devolver una bici configurada?', 'Las bicis fabricadas según tu configuración no se pueden devolver, salvo defecto. Tu distribuidor te ayudará con cualquier problema.'],
      ['El artículo llegó dañado.', 'Haz fotos del paquete y del artículo y contacta con nuestro servicio de atención en 48 horas. Organizaremos la recogida y la sustitución.'],
    ],
  },
  fr: {
    title: 'Retours',
    description: 'Vous avez changé d’avis ou reçu la mauvaise taille ? Voici comment renvoyer des articles.',
    sections: [
      ['Sous 14 jours', 'Vous pouvez retourner accessoires, vêtements et vélos en stock dans les 14 jours suivant la livraison. Les articles doivent être inutilisés, complets et dans leur emballage d’origine.'],
      ['Comment retourner', 'Allez dans Commandes dans votre compte, choisissez la commande et les articles, puis imprimez l’étiquette de retour. Emballez bien les articles et remettez le colis au transporteur. Les vélos livrés chez un revendeur repartent via votre revendeur.'],
      ['Votre remboursement', 'Nous remboursons le prix d’achat avec le moyen de paiement utilisé, dans les 14 jours après réception des articles. Les frais de retour sont à votre charge, sauf si l’article était défectueux ou erroné.'],
    ],
    faq: [
      ['Puis-je retourner un vélo configuré ?', 'Les vélos montés selon votre configuration ne peuvent pas être retournés, sauf défaut. Votre revendeur vous aide en cas de problème.'],
      ['L’article est arrivé endommagé.', 'Photographiez le colis et l’article et contactez notre service client sous 48 heures. Nous organisons l’enlèvement et le remplacement.'],
    ],
  },
  it: {
    title: 'Resi',
    description: 'Hai cambiato idea o ricevuto la taglia sbagliata? Ecco come rispedire gli articoli.',
    sections: [
      ['Entro 14 giorni', 'Puoi restituire accessori, abbigliamento e bici disponibili a magazzino entro 14 giorni dalla consegna. Gli articoli devono essere inutilizzati, completi e nella confezione originale.'],
      ['Come fare il reso', 'Vai su Ordini nel tuo account, scegli l’ordine e gli articoli e stampa l’etichetta di reso. Imballa bene gli articoli e consegna il pacco al corriere. Le bici con consegna presso il rivenditore si restituiscono tramite il rivenditore.'],
      ['Il tuo rimborso', 'Rimborsiamo il prezzo d’acquisto con il metodo di pagamento usato, entro 14 giorni dal ricevimento degli articoli. La spedizione del reso è a tuo carico, salvo articoli difettosi o errati.'],
    ],
    faq: [
      ['Posso restituire una bici configurata?', 'Le bici costruite secondo la tua configurazione non si possono restituire, salvo difetti. Il tuo rivenditore ti aiuta con qualsiasi problema.'],
      ['L’articolo è arrivato danneggiato.', 'Fotografa pacco e articolo e contatta il servizio clienti entro 48 ore. Organizziamo ritiro e sostituzione.'],
    ],
  },
  nl: {
    title: 'Retourneren',
    description: 'Van gedachten veranderd of de verkeerde maat gekregen? Zo stuur je artikelen terug.',
    sections: [
      ['Binnen 14 dagen', 'Accessoires, kleding en fietsen uit voorraad kun je binnen 14 dagen na levering terugsturen. Artikelen moeten ongebruikt, volledig en in de originele verpakking zijn.'],
      ['Hoe retourneren', 'Ga naar Bestellingen in je account, kies de bestelling en de artikelen en print het retourlabel. Verpak de artikelen goed en geef het pakket af bij de pakketdienst. Fietsen met levering bij de dealer gaan terug via je dealer.'],
      ['Je terugbetaling', 'We betalen de aankoopprijs terug via de betaalmethode die je gebruikte, binnen 14 dagen nadat we de artikelen ontvangen. De retourkosten zijn voor jou, tenzij het artikel defect of verkeerd was.'],
    ],
    faq: [
      ['Kan ik een samengestelde fiets terugsturen?', 'Fietsen die volgens jouw configuratie gebouwd zijn, kunnen niet worden teruggestuurd, tenzij ze defect zijn. Je dealer helpt je bij elk probleem.'],
      ['Het artikel kwam beschadigd aan.', 'Maak foto’s van het pakket en het artikel en contacteer onze klantendienst binnen 48 uur. We regelen een ophaling en vervanging.'],
    ],
  },
};

const LEGAL: { id: number; slug: string; copy: Tr<PageCopy> }[] = [
  { id: 1301, slug: 'privacy', copy: PRIVACY },
  { id: 1302, slug: 'terms-and-conditions', copy: TERMS },
  { id: 1303, slug: 'return-goods', copy: RETURNS },
];

export function legalPageRows(): NewContentEntry[] {
  return LEGAL.flatMap((page, i) =>
    entryRows(
      'page',
      page.id,
      { slug: page.slug, position: 100 + i, postDate: '2025-01-02T08:00:00Z' },
      translate(page.copy, (copy) => ({
        title: copy.title,
        data: {
          description: copy.description,
          showTitle: true,
          showDescription: true,
          pageTheme: 'light',
          featuredImage: image(`page-${page.slug}`, copy.title),
          // Legal texts read best as plain text: no banners or side images.
          mixedContent: pageBlocks(page.slug, copy, { plain: true }),
        },
      })),
    ),
  );
}
