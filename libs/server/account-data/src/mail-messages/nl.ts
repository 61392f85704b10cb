/** Dutch texts of the mail that confirms an account's deletion. */
import type { AccountDataMailMessages } from './en';

export const nl: AccountDataMailMessages = {
  'deleted.subject': 'Je account bij {brand} is verwijderd',
  'deleted.intro': 'Zoals je vroeg, hebben we je account bij {brand} verwijderd. Dit is de laatste mail die je daarover van ons krijgt.',
  'deleted.gone': 'Dit hebben we verwijderd: je profiel en adressen, je bewaarde configuraties, je fietsregistraties met hun foto’s en aankoopbewijzen, je foto’s in de fanzone, je sollicitaties en alle aanmeldsessies.',
  'deleted.newsletter': 'Je inschrijvingen op de nieuwsbrief zijn beëindigd: we bewaren alleen dat je je hebt uitgeschreven, zodat je de nieuwsbrief nooit per vergissing opnieuw krijgt.',
  'deleted.kept': 'Dit bewaren we: de bestellingen die je plaatste, met hun factuur- en leveradres, omdat de wet ons verplicht de boekhouding te bewaren. Ze zijn niet meer aan een account gekoppeld.',
  'deleted.warranty': 'Je fietsen houden de gewone framegarantie van {years} jaar vanaf hun aankoopdatum; de langere garantie van een registratie is ermee vervallen. Met een nieuw account kun je een fiets opnieuw registreren.',
  'deleted.notYou': 'Heb je het account niet zelf verwijderd? Neem dan meteen contact op met onze klantendienst.',
};
