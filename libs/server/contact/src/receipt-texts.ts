/**
 * The shopper's receipts in the language of the page they wrote from: a small text table on the
 * server, like the order and warranty mails (the shop's i18n catalogues are the browser's).
 * German says "du", as the site does. `{brand}`, `{topic}` and the like are filled by fillTemplate.
 */
import type { ContactTopic, FittingTimeOfDay } from '@bike/shared/domain';
import type { MailLanguage } from '@bike/server/mail';

export interface ContactReceiptTexts {
  subject: string;
  hello: string;
  helloName: string;
  received: string;
  receivedForOrder: string;
  next: string;
  yourMessage: string;
  reference: string;
  signOff: string;
  topics: Record<ContactTopic, string>;
}

export interface FittingReceiptTexts {
  subject: string;
  hello: string;
  helloName: string;
  sent: string;
  days: string;
  or: string;
  times: Record<FittingTimeOfDay, string>;
  next: string;
  nextWithPhone: string;
  yourMessage: string;
  reference: string;
  signOff: string;
}

export const CONTACT_RECEIPT: Record<MailLanguage, ContactReceiptTexts> = {
  en: {
    subject: 'We received your message ({reference})',
    hello: 'Hello,',
    helloName: 'Hello {name},',
    received: 'Thank you for writing to {brand} customer service. We received your message about "{topic}".',
    receivedForOrder: 'Thank you for writing to {brand} customer service. We received your message about "{topic}" for order {orderNumber}.',
    next: 'Customer service answers on working days, usually within two working days, by mail to this address. Want to add something? Reply to this mail.',
    yourMessage: 'Your message:',
    reference: 'Your reference: {reference}',
    signOff: 'The {brand} team',
    topics: { order: 'My order', delivery: 'Delivery', warranty: 'Warranty or repair', product: 'A question about a product', other: 'Something else' },
  },
  nl: {
    subject: 'We hebben je bericht ontvangen ({reference})',
    hello: 'Hallo,',
    helloName: 'Hallo {name},',
    received: 'Bedankt voor je bericht aan de klantendienst van {brand}. We hebben je bericht over "{topic}" ontvangen.',
    receivedForOrder: 'Bedankt voor je bericht aan de klantendienst van {brand}. We hebben je bericht over "{topic}" voor bestelling {orderNumber} ontvangen.',
    next: 'De klantendienst antwoordt op werkdagen, meestal binnen twee werkdagen, per mail op dit adres. Wil je nog iets toevoegen? Beantwoord dan deze mail.',
    yourMessage: 'Je bericht:',
    reference: 'Je referentie: {reference}',
    signOff: 'Het team van {brand}',
    topics: { order: 'Mijn bestelling', delivery: 'Levering', warranty: 'Garantie of herstelling', product: 'Een vraag over een product', other: 'Iets anders' },
  },
  fr: {
    subject: 'Nous avons bien reçu votre message ({reference})',
    hello: 'Bonjour,',
    helloName: 'Bonjour {name},',
    received: 'Merci d’avoir écrit au service client de {brand}. Nous avons bien reçu votre message au sujet de « {topic} ».',
    receivedForOrder: 'Merci d’avoir écrit au service client de {brand}. Nous avons bien reçu votre message au sujet de « {topic} » pour la commande {orderNumber}.',
    next: 'Le service client répond les jours ouvrables, en général sous deux jours ouvrables, par e-mail à cette adresse. Vous souhaitez ajouter quelque chose ? Répondez à cet e-mail.',
    yourMessage: 'Votre message :',
    reference: 'Votre référence : {reference}',
    signOff: 'L’équipe {brand}',
    topics: { order: 'Ma commande', delivery: 'Livraison', warranty: 'Garantie ou réparation', product: 'Une question sur un produit', other: 'Autre chose' },
  },
  de: {
    subject: 'Wir haben deine Nachricht erhalten ({reference})',
    hello: 'Hallo,',
    helloName: 'Hallo {name},',
    received: 'Danke, dass du dem Kundendienst von {brand} geschrieben hast. Wir haben deine Nachricht zum Thema „{topic}“ erhalten.',
    receivedForOrder: 'Danke, dass du dem Kundendienst von {brand} geschrieben hast. Wir haben deine Nachricht zum Thema „{topic}“ zur Bestellung {orderNumber} erhalten.',
    next: 'Der Kundendienst antwortet werktags, meist innerhalb von zwei Werktagen, per Mail an diese Adresse. Möchtest du etwas ergänzen? Antworte einfach auf diese Mail.',
    yourMessage: 'Deine Nachricht:',
    reference: 'Deine Referenz: {reference}',
    signOff: 'Dein {brand}-Team',
    topics: { order: 'Meine Bestellung', delivery: 'Lieferung', warranty: 'Garantie oder Reparatur', product: 'Eine Frage zu einem Produkt', other: 'Etwas anderes' },
  },
  es: {
    subject: 'Hemos recibido tu mensaje ({reference})',
    hello: 'Hola:',
    helloName: 'Hola, {name}:',
    received: 'Gracias por escribir al servicio de atención al cliente de {brand}. Hemos recibido tu mensaje sobre «{topic}».',
    receivedForOrder: 'Gracias por escribir al servicio de atención al cliente de {brand}. Hemos recibido tu mensaje sobre «{topic}» del pedido {orderNumber}.',
    next: 'El servicio de atención responde los días laborables, normalmente en un plazo de dos días laborables, por correo a esta dirección. ¿Quieres añadir algo? Responde a este correo.',
    yourMessage: 'Tu mensaje:',
    reference: 'Tu referencia: {reference}',
    signOff: 'El equipo de {brand}',
    topics: { order: 'Mi pedido', delivery: 'Entrega', warranty: 'Garantía o reparación', product: 'Una pregunta sobre un producto', other: 'Otra cosa' },
  },
  it: {
    subject: 'Abbiamo ricevuto il tuo messaggio ({reference})',
    hello: 'Ciao,',
    helloName: 'Ciao {name},',
    received: 'Grazie per aver scritto al servizio clienti di {brand}. Abbiamo ricevuto il tuo messaggio su «{topic}».',
    receivedForOrder: 'Grazie per aver scritto al servizio clienti di {brand}. Abbiamo ricevuto il tuo messaggio su «{topic}» per l’ordine {orderNumber}.',
    next: 'Il servizio clienti risponde nei giorni lavorativi, di solito entro due giorni lavorativi, via e-mail a questo indirizzo. Vuoi aggiungere qualcosa? Rispondi a questa e-mail.',
    yourMessage: 'Il tuo messaggio:',
    reference: 'Il tuo riferimento: {reference}',
    signOff: 'Il team {brand}',
    topics: { order: 'Il mio ordine', delivery: 'Consegna', warranty: 'Garanzia o riparazione', product: 'Una domanda su un prodotto', other: 'Altro' },
  },
};

export const FITTING_RECEIPT: Record<MailLanguage, FittingReceiptTexts> = {
  en: {
    subject: 'Your bike fitting request to {dealer}',
    hello: 'Hello,',
    helloName: 'Hello {name},',
    sent: 'We sent your request for a bike fitting to {dealer}, {address}.',
    days: 'You asked for {days}, {time}.',
    or: 'or',
    times: { any: 'at any time of day', morning: 'in the morning', afternoon: 'in the afternoon', evening: 'in the evening' },
    next: 'The dealer will contact you to agree on a time, usually within two working days.',
    nextWithPhone: 'The dealer will contact you to agree on a time, usually within two working days. Not heard from them by then? Call {phone}.',
    yourMessage: 'Your message to the dealer:',
    reference: 'Your reference: {reference}',
    signOff: 'The {brand} team',
  },
  nl: {
    subject: 'Je aanvraag voor een bikefitting bij {dealer}',
    hello: 'Hallo,',
    helloName: 'Hallo {name},',
    sent: 'We hebben je aanvraag voor een bikefitting verstuurd naar {dealer}, {address}.',
    days: 'Je vroeg om {days}, {time}.',
    or: 'of',
    times: { any: 'op eender welk moment van de dag', morning: 'in de voormiddag', afternoon: 'in de namiddag', evening: 'in de avond' },
    next: 'De dealer neemt contact met je op om een tijdstip af te spreken, meestal binnen twee werkdagen.',
    nextWithPhone: 'De dealer neemt contact met je op om een tijdstip af te spreken, meestal binnen twee werkdagen. Nog niets gehoord tegen dan? Bel {phone}.',
    yourMessage: 'Je bericht aan de dealer:',
    reference: 'Je referentie: {reference}',
    signOff: 'Het team van {brand}',
  },
  fr: {
    subject: 'Votre demande d’étude posturale chez {dealer}',
    hello: 'Bonjour,',
    helloName: 'Bonjour {name},',
    sent: 'Nous avons envoyé votre demande d’étude posturale à {dealer}, {address}.',
    days: 'Vous avez demandé {days}, {time}.',
    or: 'ou',
    times: { any: 'à n’importe quel moment de la journée', morning: 'le matin', afternoon: 'l’après-midi', evening: 'en soirée' },
    next: 'Le revendeur vous contactera pour convenir d’un horaire, en général sous deux jours ouvrables.',
    nextWithPhone: 'Le revendeur vous contactera pour convenir d’un horaire, en général sous deux jours ouvrables. Sans nouvelles d’ici là ? Appelez le {phone}.',
    yourMessage: 'Votre message au revendeur :',
    reference: 'Votre référence : {reference}',
    signOff: 'L’équipe {brand}',
  },
  de: {
    subject: 'Deine Bikefitting-Anfrage bei {dealer}',
    hello: 'Hallo,',
    helloName: 'Hallo {name},',
    sent: 'Wir haben deine Anfrage für ein Bikefitting an {dealer}, {address}, geschickt.',
    days: 'Du hast nach {days} gefragt, {time}.',
    or: 'oder',
    times: { any: 'zu jeder Tageszeit', morning: 'am Vormittag', afternoon: 'am Nachmittag', evening: 'am Abend' },
    next: 'Der Händler meldet sich bei dir, um einen Termin zu vereinbaren, meist innerhalb von zwei Werktagen.',
    nextWithPhone: 'Der Händler meldet sich bei dir, um einen Termin zu vereinbaren, meist innerhalb von zwei Werktagen. Bis dahin nichts gehört? Ruf {phone} an.',
    yourMessage: 'Deine Nachricht an den Händler:',
    reference: 'Deine Referenz: {reference}',
    signOff: 'Dein {brand}-Team',
  },
  es: {
    subject: 'Tu solicitud de bike fitting en {dealer}',
    hello: 'Hola:',
    helloName: 'Hola, {name}:',
    sent: 'Hemos enviado tu solicitud de bike fitting a {dealer}, {address}.',
    days: 'Has pedido {days}, {time}.',
    or: 'o',
    times: { any: 'a cualquier hora del día', morning: 'por la mañana', afternoon: 'por la tarde', evening: 'por la noche' },
    next: 'El distribuidor se pondrá en contacto contigo para acordar una hora, normalmente en un plazo de dos días laborables.',
    nextWithPhone: 'El distribuidor se pondrá en contacto contigo para acordar una hora, normalmente en un plazo de dos días laborables. ¿No sabes nada para entonces? Llama al {phone}.',
    yourMessage: 'Tu mensaje al distribuidor:',
    reference: 'Tu referencia: {reference}',
    signOff: 'El equipo de {brand}',
  },
  it: {
    subject: 'La tua richiesta di biomeccanica presso {dealer}',
    hello: 'Ciao,',
    helloName: 'Ciao {name},',
    sent: 'Abbiamo inviato la tua richiesta di biomeccanica a {dealer}, {address}.',
    days: 'Hai chiesto {days}, {time}.',
    or: 'oppure',
    times: { any: 'in qualsiasi momento della giornata', morning: 'al mattino', afternoon: 'al pomeriggio', evening: 'di sera' },
    next: 'Il rivenditore ti contatterà per fissare un orario, di solito entro due giorni lavorativi.',
    nextWithPhone: 'Il rivenditore ti contatterà per fissare un orario, di solito entro due giorni lavorativi. Nessuna notizia entro allora? Chiama il {phone}.',
    yourMessage: 'Il tuo messaggio al rivenditore:',
    reference: 'Il tuo riferimento: {reference}',
    signOff: 'Il team {brand}',
  },
};
