import { escapeHtml, type OutgoingMail, type ServerConfig } from '@bike/server/core';
import { LOCALE_PATTERN, type FrameWarranty, type RegistrationRejectionReason } from '@bike/shared/domain';

/** Where the rider sees the registration: the warranties page under their locale. */
export function warrantiesLink(config: ServerConfig, locale: string): string {
  const prefix = LOCALE_PATTERN.test(locale) ? locale : 'en_INT';
  return `${config.publicOrigin.replace(/\/+$/, '')}/${prefix}/account/warranties`;
}

/** Sent when a bike is registered: what was registered and the warranty it now has. */
export function bikeRegisteredMail(
  config: ServerConfig,
  user: { email: string; firstName: string },
  locale: string,
  bike: { title: string; serial: string },
  warranty: FrameWarranty,
): OutgoingMail {
  const link = warrantiesLink(config, locale);
  const lines = [
    `Thank you for registering your ${bike.title} (frame number ${bike.serial}).`,
    `Its frame warranty now runs ${warranty.years} years, until ${warranty.until}.`,
    'We check the registration and its photos; you can follow it on your warranties page:',
  ];
  const greeting = user.firstName ? `Hello ${user.firstName},` : 'Hello,';
  return {
    to: user.email,
    subject: 'Your bike is registered',
    text: [greeting, '', ...lines, '', link].join('\n'),
    html: [`<p>${escapeHtml(greeting)}</p>`, ...lines.map((l) => `<p>${escapeHtml(l)}</p>`), `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`].join('\n'),
  };
}

// ---------------------------------------------------------------------------------------------
// An admin's decision (issue 15), in the language the rider registered in. A small text table on
// the server, like the order mails; the shop's i18n catalogues are for the browser.

type Language = 'de' | 'en' | 'es' | 'fr' | 'it' | 'nl';

interface DecisionTexts {
  approvedSubject: string;
  rejectedSubject: string;
  hello: string;
  helloNoName: string;
  approved: string;
  rejected: string;
  /** Why, for every reason but "other", whose words are the admin's note. */
  reasons: Record<Exclude<RegistrationRejectionReason, 'other'>, string>;
  note: string;
  standardWarranty: string;
  approvedLink: string;
  rejectedLink: string;
}

const DECISION_TEXTS: Record<Language, DecisionTexts> = {
  en: {
    approvedSubject: 'Your bike registration is approved',
    rejectedSubject: 'About your bike registration',
    hello: 'Hello {name},',
    helloNoName: 'Hello,',
    approved: 'We approved the registration of your {title} (frame number {serial}). Its {years}-year frame warranty runs until {until}.',
    rejected: 'We could not approve the registration of your {title} (frame number {serial}).',
    reasons: {
      persons: 'One of the photos shows a person. Photos must not show persons: please send photos of the bike only.',
      serialMismatch: 'The frame number in the photos or on the proof of purchase does not match the one you entered.',
      proofUnreadable: 'We could not read the proof of purchase. Please send a sharp photo or PDF of the whole receipt or invoice.',
      notOurBike: 'The bike in the photos or on the proof of purchase is not one of ours.',
    },
    note: 'A note from our team:',
    standardWarranty: 'Without a registration its frame warranty is {years} years, until {until}.',
    approvedLink: 'You find it on your warranties page:',
    rejectedLink: 'You can correct the registration and send it again on your warranties page:',
  },
  nl: {
    approvedSubject: 'Je fietsregistratie is goedgekeurd',
    rejectedSubject: 'Over je fietsregistratie',
    hello: 'Hallo {name},',
    helloNoName: 'Hallo,',
    approved: 'We hebben de registratie van je {title} (framenummer {serial}) goedgekeurd. De framegarantie van {years} jaar loopt tot {until}.',
    rejected: 'We konden de registratie van je {title} (framenummer {serial}) niet goedkeuren.',
    reasons: {
      persons: 'Op een van de foto\'s staat een persoon. Foto\'s mogen geen personen tonen: stuur alleen foto\'s van de fiets.',
      serialMismatch: 'Het framenummer op de foto\'s of op het aankoopbewijs komt niet overeen met het nummer dat je invulde.',
      proofUnreadable: 'We konden het aankoopbewijs niet lezen. Stuur een scherpe foto of pdf van het volledige kasticket of de factuur.',
      notOurBike: 'De fiets op de foto\'s of op het aankoopbewijs is geen fiets van ons.',
    },
    note: 'Een bericht van ons team:',
    standardWarranty: 'Zonder registratie heeft het frame {years} jaar garantie, tot {until}.',
    approvedLink: 'Je vindt ze op je garantiepagina:',
    rejectedLink: 'Je kunt de registratie aanpassen en opnieuw versturen op je garantiepagina:',
  },
  fr: {
    approvedSubject: 'L\'enregistrement de votre vélo est approuvé',
    rejectedSubject: 'À propos de l\'enregistrement de votre vélo',
    hello: 'Bonjour {name},',
    helloNoName: 'Bonjour,',
    approved: 'Nous avons approuvé l\'enregistrement de votre {title} (numéro de cadre {serial}). La garantie du cadre de {years} ans court jusqu\'au {until}.',
    rejected: 'Nous n\'avons pas pu approuver l\'enregistrement de votre {title} (numéro de cadre {serial}).',
    reasons: {
      persons: 'Une des photos montre une personne. Les photos ne doivent pas montrer de personnes : envoyez uniquement des photos du vélo.',
      serialMismatch: 'Le numéro de cadre visible sur les photos ou sur la preuve d\'achat ne correspond pas à celui que vous avez saisi.',
      proofUnreadable: 'Nous n\'avons pas pu lire la preuve d\'achat. Envoyez une photo nette ou un PDF du ticket ou de la facture en entier.',
      notOurBike: 'Le vélo sur les photos ou sur la preuve d\'achat n\'est pas l\'un des nôtres.',
    },
    note: 'Un message de notre équipe :',
    standardWarranty: 'Sans enregistrement, le cadre est garanti {years} ans, jusqu\'au {until}.',
    approvedLink: 'Vous le retrouvez sur votre page de garanties :',
    rejectedLink: 'Vous pouvez corriger l\'enregistrement et l\'envoyer à nouveau depuis votre page de garanties :',
  },
  de: {
    approvedSubject: 'Ihre Fahrradregistrierung ist bestätigt',
    rejectedSubject: 'Zu Ihrer Fahrradregistrierung',
    hello: 'Hallo {name},',
    helloNoName: 'Hallo,',
    approved: 'Wir haben die Registrierung Ihres {title} (Rahmennummer {serial}) bestätigt. Die Rahmengarantie von {years} Jahren läuft bis zum {until}.',
    rejected: 'Wir konnten die Registrierung Ihres {title} (Rahmennummer {serial}) nicht bestätigen.',
    reasons: {
      persons: 'Auf einem der Fotos ist eine Person zu sehen. Fotos dürfen keine Personen zeigen: Bitte senden Sie nur Fotos des Fahrrads.',
      serialMismatch: 'Die Rahmennummer auf den Fotos oder dem Kaufbeleg stimmt nicht mit der von Ihnen angegebenen überein.',
      proofUnreadable: 'Wir konnten den Kaufbeleg nicht lesen. Bitte senden Sie ein scharfes Foto oder PDF des vollständigen Kassenbons oder der Rechnung.',
      notOurBike: 'Das Fahrrad auf den Fotos oder dem Kaufbeleg ist keines unserer Fahrräder.',
    },
    note: 'Eine Nachricht unseres Teams:',
    standardWarranty: 'Ohne Registrierung gilt die Rahmengarantie {years} Jahre, bis zum {until}.',
    approvedLink: 'Sie finden sie auf Ihrer Garantieseite:',
    rejectedLink: 'Sie können die Registrierung auf Ihrer Garantieseite korrigieren und erneut senden:',
  },
  es: {
    approvedSubject: 'El registro de tu bicicleta está aprobado',
    rejectedSubject: 'Sobre el registro de tu bicicleta',
    hello: 'Hola {name}:',
    helloNoName: 'Hola:',
    approved: 'Hemos aprobado el registro de tu {title} (número de cuadro {serial}). La garantía del cuadro de {years} años es válida hasta el {until}.',
    rejected: 'No hemos podido aprobar el registro de tu {title} (número de cuadro {serial}).',
    reasons: {
      persons: 'En una de las fotos aparece una persona. Las fotos no deben mostrar personas: envía solo fotos de la bicicleta.',
      serialMismatch: 'El número de cuadro de las fotos o del justificante de compra no coincide con el que has introducido.',
      proofUnreadable: 'No hemos podido leer el justificante de compra. Envía una foto nítida o un PDF del ticket o la factura completos.',
      notOurBike: 'La bicicleta de las fotos o del justificante de compra no es una de las nuestras.',
    },
    note: 'Una nota de nuestro equipo:',
    standardWarranty: 'Sin registro, el cuadro tiene {years} años de garantía, hasta el {until}.',
    approvedLink: 'Lo encontrarás en tu página de garantías:',
    rejectedLink: 'Puedes corregir el registro y enviarlo de nuevo desde tu página de garantías:',
  },
  it: {
    approvedSubject: 'La registrazione della tua bici è approvata',
    rejectedSubject: 'Sulla registrazione della tua bici',
    hello: 'Ciao {name},',
    helloNoName: 'Ciao,',
    approved: 'Abbiamo approvato la registrazione della tua {title} (numero di telaio {serial}). La garanzia del telaio di {years} anni è valida fino al {until}.',
    rejected: 'Non abbiamo potuto approvare la registrazione della tua {title} (numero di telaio {serial}).',
    reasons: {
      persons: 'In una delle foto compare una persona. Le foto non devono mostrare persone: invia solo foto della bici.',
      serialMismatch: 'Il numero di telaio nelle foto o sulla prova d\'acquisto non corrisponde a quello che hai inserito.',
      proofUnreadable: 'Non siamo riusciti a leggere la prova d\'acquisto. Invia una foto nitida o un PDF dello scontrino o della fattura completi.',
      notOurBike: 'La bici nelle foto o sulla prova d\'acquisto non è una delle nostre.',
    },
    note: 'Una nota del nostro team:',
    standardWarranty: 'Senza registrazione, il telaio ha {years} anni di garanzia, fino al {until}.',
    approvedLink: 'La trovi nella tua pagina delle garanzie:',
    rejectedLink: 'Puoi correggere la registrazione e inviarla di nuovo dalla tua pagina delle garanzie:',
  },
};

const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

/** The texts of a locale's language (English for any other) and the locale as a BCP 47 tag for dates. */
function decisionTextsFor(locale: string): { t: DecisionTexts; tag: string } {
  const language = locale.slice(0, 2);
  const known = Object.hasOwn(DECISION_TEXTS, language) ? (language as Language) : 'en';
  const country = locale.slice(3);
  return { t: DECISION_TEXTS[known], tag: country && country !== 'INT' ? `${known}-${country}` : known };
}

/** A warranty's last day as the rider's language writes it ("12 april 2030"); the ISO day if Intl cannot. */
function longDate(isoDate: string, tag: string): string {
  try {
    return new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
  } catch {
    return isoDate;
  }
}

/**
 * Sent when an admin approves or rejects a registration: approved, the frame warranty's term and
 * end; rejected, why (the reason in the rider's language, the admin's note as written) and where to
 * send it again. The warranty is the one the registration has after the decision.
 */
export function registrationDecisionMail(
  config: ServerConfig,
  owner: { email: string; firstName: string },
  locale: string,
  bike: { title: string; serial: string },
  decision: { status: 'approved' | 'rejected'; reason: RegistrationRejectionReason | null; note: string | null },
  warranty: FrameWarranty,
): OutgoingMail {
  const { t, tag } = decisionTextsFor(locale);
  const link = warrantiesLink(config, locale);
  const terms = { title: bike.title, serial: bike.serial, years: warranty.years, until: longDate(warranty.until, tag) };
  const why = decision.reason && decision.reason !== 'other' ? [t.reasons[decision.reason]] : [];
  const note = decision.note ? [t.note, decision.note] : [];
  const lines =
    decision.status === 'approved'
      ? [fill(t.approved, terms), fill(t.approvedLink, terms)]
      : [fill(t.rejected, terms), ...why, ...note, fill(t.standardWarranty, terms), t.rejectedLink];
  const greeting = owner.firstName ? fill(t.hello, { name: owner.firstName }) : t.helloNoName;
  return {
    to: owner.email,
    subject: decision.status === 'approved' ? t.approvedSubject : t.rejectedSubject,
    text: [greeting, '', ...lines, '', link].join('\n'),
    html: [`<p>${escapeHtml(greeting)}</p>`, ...lines.map((l) => `<p>${escapeHtml(l)}</p>`), `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`].join('\n'),
  };
}
