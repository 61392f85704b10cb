import type { NewContentEntry } from '@bike/server/content';
import { entryRows, image, translate, type Tr } from './seed-helpers';

interface SpotlightTexts {
  title: string;
  subtitle: string;
  description: string;
  buttonText: string;
}

export interface SpotlightSeed {
  id: number;
  bikeId: string;
  startingPrice: number;
  imageName: string;
  byLanguage: Tr<SpotlightTexts>;
}

const BUTTON: Tr = { en: 'Discover', de: 'Entdecken', es: 'Descubrir', fr: 'Découvrir', it: 'Scopri', nl: 'Ontdek' };

export function spotlightSeeds(bikeIds: string[]): SpotlightSeed[] {
  const texts: Tr<[string, string, string]>[] = [
    {
      en: ['The all-day road bike', 'Endurance geometry, race-bike soul', 'A frame that stays calm on rough roads and still jumps when you stand on the pedals.'],
      de: ['Das Rennrad für den ganzen Tag', 'Endurance-Geometrie mit Renn-Seele', 'Ein Rahmen, der auf rauen Straßen ruhig bleibt und trotzdem antritt, wenn du aus dem Sattel gehst.'],
      es: ['La bici de carretera para todo el día', 'Geometría endurance, alma de competición', 'Un cuadro que se mantiene sereno en carreteras bacheadas y aun así responde cuando te pones de pie.'],
      fr: ['Le vélo de route pour toute la journée', 'Géométrie endurance, âme de course', 'Un cadre qui reste calme sur les routes abîmées et qui bondit dès que vous vous mettez en danseuse.'],
      it: ['La bici da strada per tutto il giorno', 'Geometria endurance, anima da corsa', 'Un telaio che resta composto sulle strade rovinate e scatta appena ti alzi sui pedali.'],
      nl: ['De racefiets voor de hele dag', 'Endurance-geometrie met een koersziel', 'Een frame dat rustig blijft op slechte wegen en toch wegspringt als je op de pedalen gaat staan.'],
    },
    {
      en: ['Gravel without limits', 'Room for 50 mm tyres', 'Mounts for bags and bottles everywhere, a stable front end and gearing for every climb.'],
      de: ['Gravel ohne Grenzen', 'Platz für 50-mm-Reifen', 'Ösen für Taschen und Flaschen überall, ein ruhiges Lenkverhalten und Übersetzungen für jeden Anstieg.'],
      es: ['Gravel sin límites', 'Espacio para neumáticos de 50 mm', 'Anclajes para bolsas y bidones por todas partes, una dirección estable y desarrollos para cualquier subida.'],
      fr: ['Le gravel sans limites', 'Passage pour des pneus de 50 mm', 'Des fixations pour sacoches et bidons partout, un avant stable et des braquets pour chaque montée.'],
      it: ['Gravel senza limiti', 'Spazio per gomme da 50 mm', 'Attacchi per borse e borracce ovunque, un avantreno stabile e rapporti per ogni salita.'],
      nl: ['Gravel zonder grenzen', 'Ruimte voor 50 mm banden', 'Bevestigingen voor tassen en bidons overal, een stabiel stuur en versnellingen voor elke klim.'],
    },
    {
      en: ['The quiet e-bike', 'A motor you barely notice', 'Light assistance up to 25 km/h, a battery hidden in the down tube and the ride feel of a real bike.'],
      de: ['Das leise E-Bike', 'Ein Motor, den du kaum bemerkst', 'Leichte Unterstützung bis 25 km/h, ein im Unterrohr verborgener Akku und das Fahrgefühl eines echten Fahrrads.'],
      es: ['La e-bike silenciosa', 'Un motor que apenas notas', 'Asistencia ligera hasta 25 km/h, una batería oculta en el tubo diagonal y la sensación de una bici de verdad.'],
      fr: ['Le vélo électrique silencieux', 'Un moteur qui se fait oublier', 'Une assistance légère jusqu’à 25 km/h, une batterie cachée dans le tube oblique et les sensations d’un vrai vélo.'],
      it: ['La e-bike silenziosa', 'Un motore che quasi non senti', 'Assistenza leggera fino a 25 km/h, batteria nascosta nel tubo obliquo e le sensazioni di una vera bici.'],
      nl: ['De stille e-bike', 'Een motor die je nauwelijks merkt', 'Lichte ondersteuning tot 25 km/u, een accu verstopt in de onderbuis en het rijgevoel van een echte fiets.'],
    },
  ];
  const prices = [2499, 2299, 3999];
  const imageNames = ['spotlight-road', 'spotlight-gravel', 'spotlight-ebike'];
  return texts.map((byLang, i) => ({
    id: 5001 + i,
    bikeId: bikeIds[i % bikeIds.length],
    startingPrice: prices[i],
    imageName: imageNames[i],
    byLanguage: Object.fromEntries(
      Object.entries(byLang).map(([lang, [title, subtitle, description]]) => [lang, { title, subtitle, description, buttonText: BUTTON[lang as keyof Tr] }]),
    ) as Tr<SpotlightTexts>,
  }));
}

export function spotlightRows(seeds: SpotlightSeed[]): NewContentEntry[] {
  return seeds.flatMap((seed, position) =>
    entryRows(
      'bikeSpotlight',
      seed.id,
      { position },
      translate(seed.byLanguage, (t) => ({
        title: t.title,
        data: { ...t, bikeId: seed.bikeId, startingPrice: seed.startingPrice, image: image(seed.imageName, t.title) },
      })),
    ),
  );
}

const CROSSLINKS: Tr<[string, string, string][]> = {
  en: [
    ['Book a bike fitting', 'An hour with a fitter saves you years of sore knees.', 'Book a fitting'],
    ['Find a dealer', 'Test ride the bike you configured at a dealer near you.', 'Dealer locator'],
    ['Register your bike', 'Extend your frame warranty from 2 to 5 years.', 'Register now'],
  ],
  de: [
    ['Bikefitting buchen', 'Eine Stunde beim Fitter erspart dir jahrelang schmerzende Knie.', 'Fitting buchen'],
    ['Händler finden', 'Fahre das konfigurierte Rad bei einem Händler in deiner Nähe Probe.', 'Händlersuche'],
    ['Rad registrieren', 'Verlängere deine Rahmengarantie von 2 auf 5 Jahre.', 'Jetzt registrieren'],
  ],
  es: [
    ['Reserva un bike fitting', 'Una hora con un especialista te ahorra años de dolor de rodillas.', 'Reservar fitting'],
    ['Busca un distribuidor', 'Prueba la bici que has configurado en un distribuidor cercano.', 'Buscador de distribuidores'],
    ['Registra tu bici', 'Amplía la garantía del cuadro de 2 a 5 años.', 'Registrar ahora'],
  ],
  fr: [
    ['Réservez une étude posturale', 'Une heure avec un spécialiste vous épargne des années de douleurs aux genoux.', 'Réserver'],
    ['Trouvez un revendeur', 'Essayez le vélo que vous avez configuré chez un revendeur proche.', 'Localisateur de revendeurs'],
    ['Enregistrez votre vélo', 'Prolongez la garantie du cadre de 2 à 5 ans.', 'Enregistrer'],
  ],
  it: [
    ['Prenota un bike fitting', 'Un’ora con un biomeccanico ti risparmia anni di dolori alle ginocchia.', 'Prenota'],
    ['Trova un rivenditore', 'Prova la bici che hai configurato presso un rivenditore vicino.', 'Cerca rivenditori'],
    ['Registra la tua bici', 'Estendi la garanzia del telaio da 2 a 5 anni.', 'Registra ora'],
  ],
  nl: [
    ['Boek een bikefitting', 'Een uur bij een fitter bespaart je jaren pijnlijke knieën.', 'Boek een fitting'],
    ['Vind een dealer', 'Maak een proefrit met je samengestelde fiets bij een dealer in de buurt.', 'Dealerzoeker'],
    ['Registreer je fiets', 'Verleng je framegarantie van 2 naar 5 jaar.', 'Nu registreren'],
  ],
};

const CROSSLINK_URLS = ['/bikefitting', '/dealers', '/bike-registration'];

export function crosslinkRows(): NewContentEntry[] {
  return CROSSLINK_URLS.flatMap((buttonUrl, i) =>
    entryRows(
      'crosslink',
      6001 + i,
      { position: i },
      translate(CROSSLINKS, (list) => {
        const [title, description, buttonText] = list[i];
        return {
          title,
          data: { description, buttonText, buttonUrl, logo: image(`crosslink-logo-${i + 1}`, title), crosslinkImage: image(`crosslink-${i + 1}`, title) },
        };
      }),
    ),
  );
}
