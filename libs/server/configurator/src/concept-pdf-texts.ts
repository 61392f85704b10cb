import type { Language } from '@bike/shared/i18n/locales';

/**
 * The words of the concept spec sheet (PDF) in the six languages. The sheet is made on the
 * server, so it carries its own small table instead of the configurator remote's catalogue; the
 * step names equal the remote's `configurator.step.*` texts (a spec beside this file checks it).
 */
export interface PdfTexts {
  concept: string;
  steps: Record<'groupset' | 'size' | 'design' | 'wheels' | 'cockpit' | 'saddle', string>;
  total: string;
  /** The voucher under the total, beside the struck list price (the configurator's `configurator.voucher`). */
  voucher: (code: string, amount: string) => string;
  vat: (rate: string, amount: string) => string;
  ships: (weeks: number) => string;
  beyondPromise: (weeks: number) => string;
  builtToOrder: string;
  nextBatch: string;
  partSetsDate: (part: string) => string;
  code: string;
  open: string;
  promise: (weeks: number) => string;
}

export const PDF_TEXTS: Record<Language, PdfTexts> = {
  en: {
    concept: 'Concept', steps: { groupset: 'Groupset', size: 'Frame size', design: 'Paint design', wheels: 'Wheels', cockpit: 'Handlebar and stem', saddle: 'Saddle' },
    total: 'Total price', voucher: (c, a) => `Voucher ${c}: ${a}`, vat: (r, a) => `Including ${r}% VAT: ${a}`, ships: (w) => `Ships in ${w} ${w === 1 ? 'week' : 'weeks'}`,
    beyondPromise: (w) => `This build cannot ship within our ${w}-week promise.`, builtToOrder: 'The frame in this size and paint is built to order.',
    nextBatch: "The frame in this size and paint comes with the factory's next batch.", partSetsDate: (p) => `${p} sets the date: the factory is waiting for new stock.`,
    code: 'Code', open: 'Open this build', promise: (w) => `Delivered within ${w} weeks`,
  },
  nl: {
    concept: 'Concept', steps: { groupset: 'Groep', size: 'Framemaat', design: 'Lakontwerp', wheels: 'Wielen', cockpit: 'Stuur en stuurpen', saddle: 'Zadel' },
    total: 'Totaalprijs', voucher: (c, a) => `Waardebon ${c}: ${a}`, vat: (r, a) => `Inclusief ${r}% btw: ${a}`, ships: (w) => `Verzonden binnen ${w} ${w === 1 ? 'week' : 'weken'}`,
    beyondPromise: (w) => `Deze fiets kan niet binnen onze belofte van ${w} weken vertrekken.`, builtToOrder: 'Het frame in deze maat en lak wordt op bestelling gebouwd.',
    nextBatch: 'Het frame in deze maat en lak komt met de volgende productie.', partSetsDate: (p) => `${p} bepaalt de datum: de fabriek wacht op nieuwe voorraad.`,
    code: 'Code', open: 'Open deze fiets', promise: (w) => `Geleverd binnen ${w} weken`,
  },
  fr: {
    concept: 'Concept', steps: { groupset: 'Groupe', size: 'Taille du cadre', design: 'Peinture', wheels: 'Roues', cockpit: 'Cintre et potence', saddle: 'Selle' },
    total: 'Prix total', voucher: (c, a) => `Bon ${c} : ${a}`, vat: (r, a) => `Dont TVA ${r} % : ${a}`, ships: (w) => `Expédié sous ${w} ${w === 1 ? 'semaine' : 'semaines'}`,
    beyondPromise: (w) => `Ce vélo ne peut pas partir dans notre délai promis de ${w} semaines.`, builtToOrder: 'Le cadre dans cette taille et cette peinture est fabriqué à la commande.',
    nextBatch: 'Le cadre dans cette taille et cette peinture arrive avec la prochaine série.', partSetsDate: (p) => `${p} fixe la date : l’usine attend un nouveau stock.`,
    code: 'Code', open: 'Ouvrir ce vélo', promise: (w) => `Livré sous ${w} semaines`,
  },
  de: {
    concept: 'Konzept', steps: { groupset: 'Schaltgruppe', size: 'Rahmengröße', design: 'Lackierung', wheels: 'Laufräder', cockpit: 'Lenker und Vorbau', saddle: 'Sattel' },
    total: 'Gesamtpreis', voucher: (c, a) => `Gutschein ${c}: ${a}`, vat: (r, a) => `Inklusive ${r} % MwSt.: ${a}`, ships: (w) => `Versand in ${w} ${w === 1 ? 'Woche' : 'Wochen'}`,
    beyondPromise: (w) => `Dieses Rad kann nicht innerhalb unseres Versprechens von ${w} Wochen versendet werden.`, builtToOrder: 'Der Rahmen in dieser Größe und Lackierung wird auf Bestellung gebaut.',
    nextBatch: 'Der Rahmen in dieser Größe und Lackierung kommt mit der nächsten Serie.', partSetsDate: (p) => `${p} bestimmt das Datum: das Werk wartet auf neuen Bestand.`,
    code: 'Code', open: 'Dieses Rad öffnen', promise: (w) => `Geliefert innerhalb von ${w} Wochen`,
  },
  es: {
    concept: 'Concepto', steps: { groupset: 'Grupo', size: 'Talla del cuadro', design: 'Pintura', wheels: 'Ruedas', cockpit: 'Manillar y potencia', saddle: 'Sillín' },
    total: 'Precio total', voucher: (c, a) => `Vale ${c}: ${a}`, vat: (r, a) => `IVA del ${r} % incluido: ${a}`, ships: (w) => `Se envía en ${w} ${w === 1 ? 'semana' : 'semanas'}`,
    beyondPromise: (w) => `Esta bicicleta no puede enviarse dentro de nuestra promesa de ${w} semanas.`, builtToOrder: 'El cuadro en esta talla y pintura se fabrica bajo pedido.',
    nextBatch: 'El cuadro en esta talla y pintura llega con la próxima tanda de fábrica.', partSetsDate: (p) => `${p} marca la fecha: la fábrica espera nuevo stock.`,
    code: 'Código', open: 'Abrir esta bicicleta', promise: (w) => `Entregada en ${w} semanas`,
  },
  it: {
    concept: 'Concept', steps: { groupset: 'Gruppo', size: 'Taglia del telaio', design: 'Verniciatura', wheels: 'Ruote', cockpit: 'Manubrio e attacco', saddle: 'Sella' },
    total: 'Prezzo totale', voucher: (c, a) => `Buono ${c}: ${a}`, vat: (r, a) => `IVA ${r}% inclusa: ${a}`, ships: (w) => `Spedita in ${w} ${w === 1 ? 'settimana' : 'settimane'}`,
    beyondPromise: (w) => `Questa bici non può partire entro la nostra promessa di ${w} settimane.`, builtToOrder: 'Il telaio in questa taglia e verniciatura è prodotto su ordinazione.',
    nextBatch: 'Il telaio in questa taglia e verniciatura arriva con il prossimo lotto.', partSetsDate: (p) => `${p} determina la data: la fabbrica attende nuove scorte.`,
    code: 'Codice', open: 'Apri questa bici', promise: (w) => `Consegnata entro ${w} settimane`,
  },
};
