import type { NewContentEntry } from '@bike/server/content';
import { entryRows, image, translate, type Tr } from './seed-helpers';

/** [title, description, tasks (li), benefits (li)] */
type VacancyCopy = [string, string, string[], string[]];

const FULL_TIME: Tr = { en: 'Full-time', de: 'Vollzeit', es: 'Jornada completa', fr: 'Temps plein', it: 'Tempo pieno', nl: 'Voltijds' };
const PART_TIME: Tr = { en: 'Part-time', de: 'Teilzeit', es: 'Media jornada', fr: 'Temps partiel', it: 'Part-time', nl: 'Deeltijds' };
const ASAP: Tr = { en: 'As soon as possible', de: 'Ab sofort', es: 'Lo antes posible', fr: 'Dès que possible', it: 'Il prima possibile', nl: 'Zo snel mogelijk' };
const LOCATION: Tr = { en: 'Beringen, Belgium', de: 'Beringen, Belgien', es: 'Beringen, Bélgica', fr: 'Beringen, Belgique', it: 'Beringen, Belgio', nl: 'Beringen, België' };
/** Where the jobs are, as schema.org's JobPosting wants it (the job page's structured data). */
const JOB_ADDRESS = { streetAddress: 'Industrieweg 12', postalCode: '3580', locality: 'Beringen', country: 'BE' };
const BENEFITS: Tr<string[]> = {
  en: ['A bike of your choice through our bike lease plan', 'Flexible hours and 32 days of leave', 'Sunday rides with colleagues, if you like'],
  de: ['Ein Rad deiner Wahl über unser Dienstradleasing', 'Flexible Arbeitszeiten und 32 Urlaubstage', 'Sonntagsausfahrten mit Kollegen, wenn du magst'],
  es: ['Una bici a tu elección con nuestro plan de renting', 'Horario flexible y 32 días de vacaciones', 'Salidas de domingo con compañeros, si te apetece'],
  fr: ['Un vélo de votre choix via notre leasing vélo', 'Horaires flexibles et 32 jours de congé', 'Sorties du dimanche entre collègues, si le cœur vous en dit'],
  it: ['Una bici a tua scelta con il nostro piano di noleggio', 'Orari flessibili e 32 giorni di ferie', 'Uscite domenicali con i colleghi, se ti va'],
  nl: ['Een fiets naar keuze via ons fietsleaseplan', 'Flexibele uren en 32 verlofdagen', 'Zondagsritten met collega’s, als je wilt'],
};

const VACANCIES: { id: number; slug: string; postDate: string; partTime?: boolean; copy: Tr<[string, string, string[]]> }[] = [
  {
    id: 4001, slug: 'bicycle-mechanic', postDate: '2025-03-10T08:00:00Z',
    copy: {
      en: ['Bicycle mechanic', 'Build, check and repair bikes in our assembly hall and service workshop.', ['Assemble bikes from frame to final check', 'Diagnose and repair bikes sent in for warranty', 'Train dealer mechanics on new models']],
      de: ['Fahrradmechaniker (m/w/d)', 'Räder in unserer Montagehalle und Servicewerkstatt aufbauen, prüfen und reparieren.', ['Räder vom Rahmen bis zur Endkontrolle montieren', 'Garantieräder prüfen und reparieren', 'Händlermechaniker zu neuen Modellen schulen']],
      es: ['Mecánico/a de bicicletas', 'Monta, revisa y repara bicis en nuestra sala de montaje y taller de servicio.', ['Montar bicis desde el cuadro hasta el control final', 'Diagnosticar y reparar bicis en garantía', 'Formar a los mecánicos de los distribuidores en los nuevos modelos']],
      fr: ['Mécanicien·ne vélo', 'Monter, contrôler et réparer des vélos dans notre atelier de montage et de service.', ['Monter les vélos du cadre au contrôle final', 'Diagnostiquer et réparer les vélos sous garantie', 'Former les mécaniciens des revendeurs aux nouveaux modèles']],
      it: ['Meccanico/a di biciclette', 'Monta, controlla e ripara bici nella nostra sala montaggio e officina.', ['Montare le bici dal telaio al controllo finale', 'Diagnosticare e riparare le bici in garanzia', 'Formare i meccanici dei rivenditori sui nuovi modelli']],
      nl: ['Fietsmecanicien', 'Fietsen bouwen, controleren en herstellen in onze montagehal en servicewerkplaats.', ['Fietsen monteren van frame tot eindcontrole', 'Garantiefietsen diagnosticeren en herstellen', 'Dealermecaniciens opleiden over nieuwe modellen']],
    },
  },
  {
    id: 4002, slug: 'frame-design-engineer', postDate: '2025-02-24T08:00:00Z',
    copy: {
      en: ['Frame design engineer', 'Design the carbon and aluminium frames of the coming seasons.', ['Model frames and run structural simulations', 'Plan and evaluate lab and road tests', 'Work with our factories on layup and tolerances']],
      de: ['Ingenieur Rahmenentwicklung (m/w/d)', 'Entwickle die Carbon- und Aluminiumrahmen der kommenden Saisons.', ['Rahmen modellieren und Strukturberechnungen durchführen', 'Labor- und Straßentests planen und auswerten', 'Mit unseren Werken an Layup und Toleranzen arbeiten']],
      es: ['Ingeniero/a de diseño de cuadros', 'Diseña los cuadros de carbono y aluminio de las próximas temporadas.', ['Modelar cuadros y realizar simulaciones estructurales', 'Planificar y evaluar pruebas de laboratorio y carretera', 'Trabajar con nuestras fábricas en laminados y tolerancias']],
      fr: ['Ingénieur·e conception de cadres', 'Concevez les cadres carbone et aluminium des saisons à venir.', ['Modéliser les cadres et réaliser des simulations structurelles', 'Planifier et évaluer les essais en labo et sur route', 'Travailler avec nos usines sur le drapage et les tolérances']],
      it: ['Ingegnere progettazione telai', 'Progetta i telai in carbonio e alluminio delle prossime stagioni.', ['Modellare telai ed eseguire simulazioni strutturali', 'Pianificare e valutare test in laboratorio e su strada', 'Lavorare con i nostri stabilimenti su laminazione e tolleranze']],
      nl: ['Frame-ontwerper (ingenieur)', 'Ontwerp de carbon- en aluminiumframes van de komende seizoenen.', ['Frames modelleren en structurele simulaties uitvoeren', 'Lab- en wegtests plannen en evalueren', 'Met onze fabrieken werken aan carbonopbouw en toleranties']],
    },
  },
  {
    id: 4003, slug: 'customer-service-agent', postDate: '2025-02-03T08:00:00Z', partTime: true,
    copy: {
      en: ['Customer service agent', 'Help riders across Europe by mail, chat and phone, in at least two languages.', ['Answer questions about orders, delivery and warranty', 'Keep the help centre articles up to date', 'Pass feedback from riders to the product team']],
      de: ['Mitarbeiter Kundendienst (m/w/d)', 'Hilf Fahrern in ganz Europa per Mail, Chat und Telefon, in mindestens zwei Sprachen.', ['Fragen zu Bestellungen, Lieferung und Garantie beantworten', 'Die Artikel im Hilfecenter aktuell halten', 'Rückmeldungen der Fahrer an das Produktteam weitergeben']],
      es: ['Agente de atención al cliente', 'Ayuda a ciclistas de toda Europa por correo, chat y teléfono, en al menos dos idiomas.', ['Responder preguntas sobre pedidos, entregas y garantía', 'Mantener actualizados los artículos del centro de ayuda', 'Trasladar las opiniones de los ciclistas al equipo de producto']],
      fr: ['Conseiller·ère service client', 'Aidez les cyclistes de toute l’Europe par mail, chat et téléphone, dans au moins deux langues.', ['Répondre aux questions sur les commandes, la livraison et la garantie', 'Tenir à jour les articles du centre d’aide', 'Transmettre les retours des cyclistes à l’équipe produit']],
      it: ['Addetto/a servizio clienti', 'Aiuta i ciclisti di tutta Europa via mail, chat e telefono, in almeno due lingue.', ['Rispondere a domande su ordini, consegne e garanzia', 'Tenere aggiornati gli articoli del centro assistenza', 'Riportare i pareri dei ciclisti al team prodotto']],
      nl: ['Medewerker klantendienst', 'Help renners in heel Europa via mail, chat en telefoon, in minstens twee talen.', ['Vragen over bestellingen, levering en garantie beantwoorden', 'De artikels van het helpcentrum up-to-date houden', 'Feedback van renners doorgeven aan het productteam']],
    },
  },
  {
    id: 4004, slug: 'web-developer', postDate: '2025-01-15T08:00:00Z',
    copy: {
      en: ['Web developer', 'Build the web shop and configurator that riders in 30 countries use.', ['Develop features in TypeScript, React and Node.js', 'Keep the shop fast, accessible and reliable', 'Work closely with design and customer service']],
      de: ['Webentwickler (m/w/d)', 'Entwickle den Webshop und Konfigurator, den Fahrer in 30 Ländern nutzen.', ['Funktionen mit TypeScript, React und Node.js entwickeln', 'Den Shop schnell, barrierefrei und zuverlässig halten', 'Eng mit Design und Kundendienst zusammenarbeiten']],
      es: ['Desarrollador/a web', 'Crea la tienda online y el configurador que usan ciclistas de 30 países.', ['Desarrollar funciones con TypeScript, React y Node.js', 'Mantener la tienda rápida, accesible y fiable', 'Trabajar de cerca con diseño y atención al cliente']],
      fr: ['Développeur·se web', 'Construisez la boutique en ligne et le configurateur utilisés dans 30 pays.', ['Développer des fonctionnalités en TypeScript, React et Node.js', 'Garder la boutique rapide, accessible et fiable', 'Travailler étroitement avec le design et le service client']],
      it: ['Sviluppatore/trice web', 'Costruisci lo shop online e il configuratore usati dai ciclisti di 30 paesi.', ['Sviluppare funzionalità con TypeScript, React e Node.js', 'Mantenere lo shop veloce, accessibile e affidabile', 'Lavorare a stretto contatto con design e servizio clienti']],
      nl: ['Webontwikkelaar', 'Bouw de webshop en configurator die renners in 30 landen gebruiken.', ['Functies ontwikkelen in TypeScript, React en Node.js', 'De shop snel, toegankelijk en betrouwbaar houden', 'Nauw samenwerken met design en klantendienst']],
    },
  },
];

const list = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

export function vacancyRows(): NewContentEntry[] {
  return VACANCIES.flatMap((vacancy, position) =>
    entryRows(
      'vacancy',
      vacancy.id,
      { slug: vacancy.slug, postDate: vacancy.postDate, position },
      translate(vacancy.copy, ([title, description, tasks], lang) => ({
        title,
        data: {
          description,
          jobDescription: list(tasks),
          jobBenefits: list(BENEFITS[lang]),
          employmentType: (vacancy.partTime ? PART_TIME : FULL_TIME)[lang],
          employmentTypeCode: vacancy.partTime ? 'PART_TIME' : 'FULL_TIME',
          jobLocation: LOCATION[lang],
          jobAddress: JOB_ADDRESS,
          startDate: ASAP[lang],
          vacancyImage: image(`vacancy-${vacancy.slug}`, title),
        },
      })),
    ),
  );
}

export type { VacancyCopy };
