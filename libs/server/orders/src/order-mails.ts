import { escapeHtml, type OutgoingMail, type ServerConfig } from '@bike/server/core';
import type { OrderView } from '@bike/shared/domain';

/**
 * Order mails in the order's language: a confirmation when the order is placed (with the
 * transfer details for a bank transfer) and a note when the payment arrives. A small text table
 * on the server; the shop's i18n catalogues are for the browser.
 */
type Language = 'de' | 'en' | 'es' | 'fr' | 'it' | 'nl';

interface MailTexts {
  placedSubject: string;
  paidSubject: string;
  hello: string;
  thanks: string;
  transfer: string;
  paid: string;
  total: string;
  link: string;
}

const TEXTS: Record<Language, MailTexts> = {
  en: {
    placedSubject: 'Your order {id}',
    paidSubject: 'Payment received for order {id}',
    hello: 'Hello {name},',
    thanks: 'Thank you for your order {id}. Here is what you ordered:',
    transfer: 'Please transfer {amount} with the reference {reference}. We keep your order for {days} days; you can also pay online from the order page.',
    paid: 'We received your payment for order {id}. We will let you know when it ships.',
    total: 'Total',
    link: 'View your order',
  },
  nl: {
    placedSubject: 'Je bestelling {id}',
    paidSubject: 'Betaling ontvangen voor bestelling {id}',
    hello: 'Hallo {name},',
    thanks: 'Bedankt voor je bestelling {id}. Dit heb je besteld:',
    transfer: 'Schrijf {amount} over met de mededeling {reference}. We houden je bestelling {days} dagen bij; je kunt ook online betalen via de bestelpagina.',
    paid: 'We hebben je betaling voor bestelling {id} ontvangen. We laten je weten wanneer ze verzonden wordt.',
    total: 'Totaal',
    link: 'Bekijk je bestelling',
  },
  fr: {
    placedSubject: 'Votre commande {id}',
    paidSubject: 'Paiement reçu pour la commande {id}',
    hello: 'Bonjour {name},',
    thanks: 'Merci pour votre commande {id}. Voici ce que vous avez commandé :',
    transfer: 'Veuillez virer {amount} avec la communication {reference}. Nous gardons votre commande {days} jours ; vous pouvez aussi payer en ligne depuis la page de la commande.',
    paid: 'Nous avons reçu votre paiement pour la commande {id}. Nous vous préviendrons de son expédition.',
    total: 'Total',
    link: 'Voir votre commande',
  },
  de: {
    placedSubject: 'Ihre Bestellung {id}',
    paidSubject: 'Zahlung für Bestellung {id} erhalten',
    hello: 'Hallo {name},',
    thanks: 'Vielen Dank für Ihre Bestellung {id}. Das haben Sie bestellt:',
    transfer: 'Bitte überweisen Sie {amount} mit dem Verwendungszweck {reference}. Wir halten Ihre Bestellung {days} Tage bereit; Sie können auch online auf der Bestellseite bezahlen.',
    paid: 'Wir haben Ihre Zahlung für Bestellung {id} erhalten. Wir melden uns, sobald sie versandt wird.',
    total: 'Summe',
    link: 'Bestellung ansehen',
  },
  es: {
    placedSubject: 'Tu pedido {id}',
    paidSubject: 'Pago recibido del pedido {id}',
    hello: 'Hola {name}:',
    thanks: 'Gracias por tu pedido {id}. Esto es lo que has pedido:',
    transfer: 'Transfiere {amount} con la referencia {reference}. Guardamos tu pedido {days} días; también puedes pagar en línea desde la página del pedido.',
    paid: 'Hemos recibido tu pago del pedido {id}. Te avisaremos cuando se envíe.',
    total: 'Total',
    link: 'Ver tu pedido',
  },
  it: {
    placedSubject: 'Il tuo ordine {id}',
    paidSubject: "Pagamento ricevuto per l'ordine {id}",
    hello: 'Ciao {name},',
    thanks: "Grazie per il tuo ordine {id}. Ecco cosa hai ordinato:",
    transfer: "Effettua un bonifico di {amount} con la causale {reference}. Conserviamo l'ordine per {days} giorni; puoi anche pagare online dalla pagina dell'ordine.",
    paid: "Abbiamo ricevuto il pagamento dell'ordine {id}. Ti avviseremo alla spedizione.",
    total: 'Totale',
    link: 'Vedi il tuo ordine',
  },
};

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));

function textsFor(locale: string): { t: MailTexts; iso: string } {
  const language = locale.slice(0, 2) as Language;
  const country = locale.slice(3);
  return { t: TEXTS[language] ?? TEXTS.en, iso: country && country !== 'INT' ? `${language}-${country}` : language };
}

const money = (amount: number, currency: string, iso: string) => {
  try {
    return new Intl.NumberFormat(iso, { style: 'currency', currency }).format(amount);
  } catch {
    return `${currency} ${amount.toFixed(2)}`;
  }
};

export function orderLink(config: ServerConfig, order: Pick<OrderView, 'uuid' | 'locale'>): string {
  return `${config.publicOrigin.replace(/\/+$/, '')}/${order.locale}/checkout/order/${order.uuid}`;
}

function build(to: string, subject: string, paragraphs: string[], list: string[], link: string, linkLabel: string): OutgoingMail {
  const text = [...paragraphs.slice(0, 2), ...list.map((l) => `- ${l}`), '', ...paragraphs.slice(2), '', `${linkLabel}: ${link}`].join('\n');
  const html = [
    ...paragraphs.slice(0, 2).map((p) => `<p>${escapeHtml(p)}</p>`),
    list.length ? `<ul>${list.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>` : '',
    ...paragraphs.slice(2).map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(linkLabel)}</a></p>`,
  ].join('\n');
  return { to, subject, text, html };
}

/**
 * The placement mail's link carries the order token in the fragment (#token=...): a fragment is
 * never sent to a server, never in a Referer and never fetched by a prefetcher, so only the
 * buyer's mailbox holds it, and "pay online instead" works from another device.
 */
export const orderLinkWithToken = (config: ServerConfig, order: Pick<OrderView, 'uuid' | 'locale'>, orderToken: string): string =>
  `${orderLink(config, order)}#token=${encodeURIComponent(orderToken)}`;

export function orderPlacedMail(config: ServerConfig, order: OrderView, email: string, bankTransferDays: number, orderToken?: string): OutgoingMail {
  const { t, iso } = textsFor(order.locale);
  const lines = order.orderlines.map((l) => `${l.quantity} × ${l.item.title}: ${money(l.total, order.currency, iso)}`);
  const paragraphs = [fill(t.hello, { name: order.customer.firstName }), fill(t.thanks, { id: order.id }), `${t.total}: ${money(order.price, order.currency, iso)}`];
  if (order.paymentMethod === 'banktransfer' && order.transferReference) {
    paragraphs.push(fill(t.transfer, { amount: money(order.price, order.currency, iso), reference: order.transferReference, days: bankTransferDays }));
  }
  const link = orderToken ? orderLinkWithToken(config, order, orderToken) : orderLink(config, order);
  return build(email, fill(t.placedSubject, { id: order.id }), paragraphs, lines, link, t.link);
}

export function orderPaidMail(config: ServerConfig, order: OrderView, email: string): OutgoingMail {
  const { t, iso } = textsFor(order.locale);
  const paragraphs = [fill(t.hello, { name: order.customer.firstName }), fill(t.paid, { id: order.id }), `${t.total}: ${money(order.price, order.currency, iso)}`];
  return build(email, fill(t.paidSubject, { id: order.id }), paragraphs, [], orderLink(config, order), t.link);
}
