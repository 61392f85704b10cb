/**
 * The specification table's words in six languages: the labels of the frame and component
 * attributes and the names of their values (attribute_translations), so a bike page reads
 * "Remmen: Hydraulische schijfremmen, schijven 160/140 mm" in Dutch. Values are codes on the
 * item (brakes: BR-HYD2-160-140); the names below are built from the code's numbers, so the
 * number in a name is the number in the code. Motor and drive names (Volta Drive) are names.
 */
import { E_DRIVES, type FrameMaterial, type Mount, type SeatpostCode, type TyreKind } from './category-rules';
import { CUSTOMIZER_PARTS } from './customizer-parts';
import type { SeedLanguage } from './vocabulary';

type Words = Record<SeedLanguage, string>;

/** A number and its unit never part at a line's end ("50 mm" stays together in a narrow table cell). */
export const withUnit = (value: number | string, unit: string): string => `${value}\u00a0${unit}`;

/** The attributes a bike's specification table adds to the catalogue's, in table order (priority). */
export const SPECIFICATION_ATTRIBUTE_DEFS: { code: string; priority: number; label: Words }[] = [
  { code: 'frame_material', priority: 31, label: { en: 'Frame material', nl: 'Framemateriaal', fr: 'Matériau du cadre', de: 'Rahmenmaterial', es: 'Material del cuadro', it: 'Materiale del telaio' } },
  { code: 'fork', priority: 32, label: { en: 'Fork', nl: 'Voorvork', fr: 'Fourche', de: 'Gabel', es: 'Horquilla', it: 'Forcella' } },
  { code: 'tyre_clearance', priority: 33, label: { en: 'Tyre clearance', nl: 'Bandenruimte', fr: 'Passage de pneus', de: 'Reifenfreiheit', es: 'Paso de rueda', it: 'Passaggio ruota' } },
  { code: 'mounts', priority: 34, label: { en: 'Mounts for', nl: 'Bevestiging voor', fr: 'Fixations pour', de: 'Ösen für', es: 'Anclajes para', it: 'Attacchi per' } },
  { code: 'motor', priority: 41, label: { en: 'Motor', nl: 'Motor', fr: 'Moteur', de: 'Motor', es: 'Motor', it: 'Motore' } },
  { code: 'battery', priority: 42, label: { en: 'Battery', nl: 'Accu', fr: 'Batterie', de: 'Akku', es: 'Batería', it: 'Batteria' } },
  { code: 'brakes', priority: 43, label: { en: 'Brakes', nl: 'Remmen', fr: 'Freins', de: 'Bremsen', es: 'Frenos', it: 'Freni' } },
  { code: 'tyres', priority: 45, label: { en: 'Tyres', nl: 'Banden', fr: 'Pneus', de: 'Reifen', es: 'Cubiertas', it: 'Copertoni' } },
  { code: 'seatpost', priority: 48, label: { en: 'Seatpost', nl: 'Zadelpen', fr: 'Tige de selle', de: 'Sattelstütze', es: 'Tija', it: 'Reggisella' } },
  { code: 'weight', priority: 49, label: { en: 'Weight', nl: 'Gewicht', fr: 'Poids', de: 'Gewicht', es: 'Peso', it: 'Peso' } },
];

export const MATERIAL_NAMES: Record<FrameMaterial, Words> = {
  aluminium: { en: 'Aluminium', nl: 'Aluminium', fr: 'Aluminium', de: 'Aluminium', es: 'Aluminio', it: 'Alluminio' },
  carbon: { en: 'Carbon', nl: 'Carbon', fr: 'Carbone', de: 'Carbon', es: 'Carbono', it: 'Carbonio' },
  'carbon-hm': { en: 'High-modulus carbon', nl: 'Hogemodulus-carbon', fr: 'Carbone haut module', de: 'Hochmodul-Carbon', es: 'Carbono de alto módulo', it: 'Carbonio ad alto modulo' },
  titanium: { en: 'Titanium', nl: 'Titanium', fr: 'Titane', de: 'Titan', es: 'Titanio', it: 'Titanio' },
};

export const MOUNT_NAMES: Record<Mount, Words> = {
  mudguards: { en: 'Mudguards', nl: 'Spatborden', fr: 'Garde-boue', de: 'Schutzbleche', es: 'Guardabarros', it: 'Parafanghi' },
  rack: { en: 'Rack', nl: 'Bagagedrager', fr: 'Porte-bagages', de: 'Gepäckträger', es: 'Portabultos', it: 'Portapacchi' },
  dropper: { en: 'Dropper post', nl: 'Dropperpost', fr: 'Tige de selle télescopique', de: 'Vario-Sattelstütze', es: 'Tija telescópica', it: 'Reggisella telescopico' },
  'frame-bag': { en: 'Frame bag', nl: 'Frametas', fr: 'Sacoche de cadre', de: 'Rahmentasche', es: 'Bolsa de cuadro', it: 'Borsa da telaio' },
};

/** The mounts value of n bottle cages (bottles-2). */
export const bottlesCode = (n: number): string => `bottles-${n}`;
export function bottleNames(n: number): Words {
  return n === 1
    ? { en: '1 bottle cage', nl: '1 bidonhouder', fr: '1 porte-bidon', de: '1 Flaschenhalter', es: '1 portabidón', it: '1 portaborraccia' }
    : { en: `${n} bottle cages`, nl: `${n} bidonhouders`, fr: `${n} porte-bidons`, de: `${n} Flaschenhalter`, es: `${n} portabidones`, it: `${n} portaborracce` };
}

export const forkCode = (travelMm: number): string => (travelMm > 0 ? `FK-SUSP-${travelMm}` : 'FK-CARBON');
export function forkNames(code: string): Words {
  const travel = /^FK-SUSP-(\d+)$/.exec(code)?.[1];
  if (!travel) return { en: 'Carbon fork', nl: 'Carbon voorvork', fr: 'Fourche en carbone', de: 'Carbongabel', es: 'Horquilla de carbono', it: 'Forcella in carbonio' };
  return {
    en: `Suspension fork, ${withUnit(travel, 'mm')} travel`, nl: `Verende voorvork, ${withUnit(travel, 'mm')} veerweg`, fr: `Fourche suspendue, ${withUnit(travel, 'mm')} de débattement`,
    de: `Federgabel, ${withUnit(travel, 'mm')} Federweg`, es: `Horquilla de suspensión, ${withUnit(travel, 'mm')} de recorrido`, it: `Forcella ammortizzata, ${withUnit(travel, 'mm')} di escursione`,
  };
}

export function brakeNames(code: string): Words {
  const [, pistons, front, rear] = /^BR-HYD(\d)-(\d+)-(\d+)$/.exec(code) ?? [];
  if (!pistons) throw new Error(`Unknown brake code ${code}`);
  const rotors = withUnit(`${front}/${rear}`, 'mm');
  return pistons === '4'
    ? {
        en: `Four-piston hydraulic disc brakes, ${rotors} rotors`, nl: `Hydraulische schijfremmen met vier zuigers, schijven ${rotors}`,
        fr: `Freins à disque hydrauliques à quatre pistons, disques ${rotors}`, de: `Hydraulische Vierkolben-Scheibenbremsen, Scheiben ${rotors}`,
        es: `Frenos de disco hidráulicos de cuatro pistones, discos de ${rotors}`, it: `Freni a disco idraulici a quattro pistoncini, dischi da ${rotors}`,
      }
    : {
        en: `Hydraulic disc brakes, ${rotors} rotors`, nl: `Hydraulische schijfremmen, schijven ${rotors}`, fr: `Freins à disque hydrauliques, disques ${rotors}`,
        de: `Hydraulische Scheibenbremsen, Scheiben ${rotors}`, es: `Frenos de disco hidráulicos, discos de ${rotors}`, it: `Freni a disco idraulici, dischi da ${rotors}`,
      };
}

const TYRE_KINDS: Record<TyreKind, Words> = {
  road: { en: 'Road tyres', nl: 'Racebanden', fr: 'Pneus route', de: 'Rennradreifen', es: 'Cubiertas de carretera', it: 'Copertoni da strada' },
  aero: { en: 'Aero road tyres', nl: 'Aerobanden', fr: 'Pneus aéro', de: 'Aero-Reifen', es: 'Cubiertas aero', it: 'Copertoni aero' },
  allroad: { en: 'All-road tyres', nl: 'All-roadbanden', fr: 'Pneus all-road', de: 'Allroad-Reifen', es: 'Cubiertas all-road', it: 'Copertoni all-road' },
  gravel: { en: 'Gravel tyres', nl: 'Gravelbanden', fr: 'Pneus gravel', de: 'Gravelreifen', es: 'Cubiertas de gravel', it: 'Copertoni gravel' },
  cyclocross: { en: 'Cyclocross tyres', nl: 'Veldritbanden', fr: 'Pneus de cyclo-cross', de: 'Cyclocross-Reifen', es: 'Cubiertas de ciclocross', it: 'Copertoni da ciclocross' },
  trail: { en: 'Trail tyres', nl: 'Trailbanden', fr: 'Pneus trail', de: 'Trailreifen', es: 'Cubiertas de trail', it: 'Copertoni trail' },
  trekking: { en: 'Trekking tyres', nl: 'Trekkingbanden', fr: 'Pneus trekking', de: 'Trekkingreifen', es: 'Cubiertas de trekking', it: 'Copertoni da trekking' },
};
export const tyreCode = (kind: TyreKind, widthMm: number): string => `TY-${kind.toUpperCase()}-${widthMm}`;
/** The width a tyre code names, mm (TY-GRAVEL-42 → 42). */
export const tyreWidthOf = (code: string): number => Number(code.slice(code.lastIndexOf('-') + 1));
export function tyreNames(code: string): Words {
  const [, kind, width] = /^TY-([A-Z]+)-(\d+)$/.exec(code) ?? [];
  const words = TYRE_KINDS[(kind ?? '').toLowerCase() as TyreKind];
  if (!words) throw new Error(`Unknown tyre code ${code}`);
  return Object.fromEntries(Object.entries(words).map(([language, name]) => [language, `${name}, ${withUnit(width!, 'mm')}`])) as Words;
}

export const SEATPOST_NAMES: Record<SeatpostCode, Words> = {
  'SP-ALLOY': { en: 'Alloy seatpost', nl: 'Aluminium zadelpen', fr: 'Tige de selle en aluminium', de: 'Aluminium-Sattelstütze', es: 'Tija de aluminio', it: 'Reggisella in alluminio' },
  'SP-CARBON': { en: 'Carbon seatpost', nl: 'Carbon zadelpen', fr: 'Tige de selle en carbone', de: 'Carbon-Sattelstütze', es: 'Tija de carbono', it: 'Reggisella in carbonio' },
  'SP-AERO': { en: 'Carbon Kamm-tail aero seatpost', nl: 'Carbon Kamm-tail aerozadelpen', fr: 'Tige de selle aéro Kamm-tail en carbone', de: 'Carbon-Aerosattelstütze mit Kamm-Tail', es: 'Tija aero Kamm-tail de carbono', it: 'Reggisella aero Kamm-tail in carbonio' },
  'SP-DROPPER': {
    en: `Dropper post, ${withUnit(150, 'mm')} travel`, nl: `Dropperpost, ${withUnit(150, 'mm')} slag`, fr: `Tige de selle télescopique, ${withUnit(150, 'mm')} de débattement`,
    de: `Vario-Sattelstütze, ${withUnit(150, 'mm')} Hub`, es: `Tija telescópica, ${withUnit(150, 'mm')} de recorrido`, it: `Reggisella telescopico, ${withUnit(150, 'mm')} di escursione`,
  },
  'SP-SUSPENSION': { en: 'Suspension seatpost', nl: 'Geveerde zadelpen', fr: 'Tige de selle suspendue', de: 'Gefederte Sattelstütze', es: 'Tija con suspensión', it: 'Reggisella ammortizzato' },
};

export function motorNames(name: string, torqueNm: number): Words {
  return {
    en: `${name} mid-drive motor, ${withUnit(torqueNm, 'Nm')}`, nl: `${name} middenmotor, ${withUnit(torqueNm, 'Nm')}`, fr: `Moteur central ${name}, ${withUnit(torqueNm, 'Nm')}`,
    de: `${name} Mittelmotor, ${withUnit(torqueNm, 'Nm')}`, es: `Motor central ${name}, ${withUnit(torqueNm, 'Nm')}`, it: `Motore centrale ${name}, ${withUnit(torqueNm, 'Nm')}`,
  };
}

export function batteryNames(wh: number): Words {
  return {
    en: `Integrated battery, ${withUnit(wh, 'Wh')}`, nl: `Geïntegreerde accu, ${withUnit(wh, 'Wh')}`, fr: `Batterie intégrée, ${withUnit(wh, 'Wh')}`,
    de: `Integrierter Akku, ${withUnit(wh, 'Wh')}`, es: `Batería integrada, ${withUnit(wh, 'Wh')}`, it: `Batteria integrata, ${withUnit(wh, 'Wh')}`,
  };
}

/** A clearance value (45) in every language: the number and its unit. */
export const clearanceNames = (mm: number): Words => ({ en: withUnit(mm, 'mm'), nl: withUnit(mm, 'mm'), fr: withUnit(mm, 'mm'), de: withUnit(mm, 'mm'), es: withUnit(mm, 'mm'), it: withUnit(mm, 'mm') });

/** The name of a specification attribute's value in every language (the attribute_translations of a seeded value). */
export function specificationValueNames(code: string, value: string): Words {
  switch (code) {
    case 'frame_material': return MATERIAL_NAMES[value as FrameMaterial];
    case 'fork': return forkNames(value);
    case 'tyre_clearance': return clearanceNames(Number(value));
    case 'mounts': return value.startsWith('bottles-') ? bottleNames(Number(value.slice('bottles-'.length))) : MOUNT_NAMES[value as Mount];
    case 'brakes': return brakeNames(value);
    case 'tyres': return tyreNames(value);
    case 'seatpost': return SEATPOST_NAMES[value as SeatpostCode];
    case 'motor': {
      const drive = Object.values(E_DRIVES).find((d) => d.motor === value);
      if (!drive) throw new Error(`Unknown motor ${value}`);
      return motorNames(drive.name, drive.torqueNm);
    }
    case 'battery': return batteryNames(Number(value.slice('BAT-'.length)));
    case 'wheels':
    case 'cockpit':
    case 'saddle': {
      const part = CUSTOMIZER_PARTS.find((p) => p.code === value);
      if (!part) throw new Error(`Unknown ${code} part ${value}`);
      return part.name;
    }
    default: throw new Error(`${code} is no specification attribute`);
  }
}

/** The attributes whose values specificationValueNames names. */
export const NAMED_SPECIFICATION_CODES = ['frame_material', 'fork', 'tyre_clearance', 'mounts', 'motor', 'battery', 'brakes', 'wheels', 'tyres', 'cockpit', 'saddle', 'seatpost'] as const;
