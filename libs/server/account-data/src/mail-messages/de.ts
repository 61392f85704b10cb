/** German texts of the mail that confirms an account's deletion, written like the site (du). */
import type { AccountDataMailMessages } from './en';

export const de: AccountDataMailMessages = {
  'deleted.subject': 'Dein Konto bei {brand} wurde gelöscht',
  'deleted.intro': 'Wie gewünscht haben wir dein Konto bei {brand} gelöscht. Das ist die letzte Mail, die du dazu von uns bekommst.',
  'deleted.gone': 'Das haben wir gelöscht: dein Profil und deine Adressen, deine gespeicherten Konfigurationen, deine Radregistrierungen mit ihren Fotos und Kaufbelegen, deine Fotos in der Fanzone, deine Bewerbungen und alle Anmeldesitzungen.',
  'deleted.newsletter': 'Deine Newsletter-Abos sind beendet: Wir bewahren nur auf, dass du dich abgemeldet hast, damit du den Newsletter nie versehentlich wieder bekommst.',
  'deleted.kept': 'Das bewahren wir auf: die Bestellungen, die du aufgegeben hast, mit Rechnungs- und Lieferadresse, weil wir Buchhaltungsunterlagen gesetzlich aufbewahren müssen. Einem Konto sind sie nicht mehr zugeordnet.',
  'deleted.warranty': 'Deine Räder behalten die normale Rahmengarantie von {years} Jahren ab Kaufdatum; die längere Garantie einer Registrierung ist damit erloschen. Mit einem neuen Konto kannst du ein Rad wieder registrieren.',
  'deleted.notYou': 'Hast du das Konto nicht selbst gelöscht? Dann melde dich sofort bei unserem Kundenservice.',
};
