import { BIKE_CATEGORIES, type BikeCategory } from '@bike/shared/domain';
import {
  CATEGORY_RULES, MATERIAL_GRADE, MOUNTS, NAMED_MATERIALS, eDriveOf, batteryCode, frameRuleOf, isCarbon, modelWordOf, tierOf, type FrameMaterial,
} from './category-rules';
import { HIGHLIGHT_KEYS, highlightWords, type HighlightKey } from './catalogue-words';
import { tyreWidthOf } from './component-words';
import { generateSeedData, type Row } from './generate';
import { groupsetRank } from './bike-build';
import { LANGUAGES } from './vocabulary';

/**
 * Every seeded bike against the category rules (category-rules.ts), as a rider would read its
 * page: the frame material, clearance, mounts, fork and motor its category allows, highlights
 * that say what the specification table says, a full component list, a plausible weight per
 * size, and prices ordered by material, model tier and groupset. Problems are collected per bike,
 * so a failure lists what is wrong where.
 */
const data = generateSeedData('default');

const familyOf = new Map(data.families.map((f) => [`${f['brand']}:${f['code']}`, f]));
const platformOf = new Map(data.platforms.map((p) => [p['code'] as string, p]));
const bikes = data.items.filter((i) => i['itemtype'] === 'bike');
const sizesOf = new Map<number, string[]>();
for (const s of data.item_sizes) sizesOf.set(s['item_id'] as number, [...(sizesOf.get(s['item_id'] as number) ?? []), s['size'] as string]);
/** The list price in EUR (an outlet bike's price before its reduction). */
const listEur = new Map(
  data.prices.filter((p) => p['currency'] === 'EUR').map((p) => [p['item_id'] as number, Number(p['oldmsrp_cents'] ?? p['msrp_cents']) / 100]),
);
const translated = new Set(data.attribute_translations.map((t) => `${t['attribute_code']}\u0000${t['value']}\u0000${t['language']}`));

interface Bike { item: Row; family: Row; platform: Row; category: BikeCategory; details: Record<string, unknown>; attributes: Record<string, string> }
const seeded: Bike[] = bikes.map((item) => {
  const family = familyOf.get(`${item['brandkey']}:${item['familycode']}`)!;
  return {
    item, family, platform: platformOf.get(item['platform_code'] as string)!, category: family['category'] as BikeCategory,
    details: family['frameplatformdetails'] as Record<string, unknown>, attributes: item['attributes'] as Record<string, string>,
  };
});

function report(problems: string[]): void {
  // The first problems, and how many there are: enough to see what is wrong without a wall of text.
  expect({ count: problems.length, first: problems.slice(0, 25) }).toEqual({ count: 0, first: [] });
}

/** The English highlight a text is, with the number it names (clearance, travel); null when it is no highlight of the vocabulary. */
function readHighlight(text: string): { key: HighlightKey; mm: number | null } | null {
  for (const key of HIGHLIGHT_KEYS) {
    const [before, after] = highlightWords(key, { tyreClearanceMm: 999, forkTravelMm: 999 }).en.split('999');
    if (after === undefined) {
      if (text === before) return { key, mm: null };
    } else if (text.startsWith(before!) && text.endsWith(after) && /^\d+$/.test(text.slice(before!.length, text.length - after.length))) {
      return { key, mm: Number(text.slice(before!.length, text.length - after.length)) };
    }
  }
  return null;
}

describe('every seeded bike follows its category rules', () => {
  it('seeds bikes of every category', () => {
    expect(new Set(seeded.map((b) => b.category))).toEqual(new Set(BIKE_CATEGORIES));
  });

  it('builds each family in a material its category allows, with its frame weight and clearance in range', () => {
    const problems: string[] = [];
    for (const family of data.families.filter((f) => f['kind'] === 'bike')) {
      const category = family['category'] as BikeCategory;
      const rule = CATEGORY_RULES[category];
      const { material, weightGrams, tyreClearanceMm } = family['frameplatformdetails'] as { material: FrameMaterial; weightGrams: number; tyreClearanceMm: number };
      const where = `${family['brand']} ${family['title']} (${category})`;
      const frame = rule.frames[material];
      if (!frame) { problems.push(`${where}: ${material} frame`); continue; }
      if (weightGrams < frame.frameGrams[0] || weightGrams > frame.frameGrams[1]) problems.push(`${where}: ${material} frame of ${weightGrams} g`);
      if (tyreClearanceMm < rule.tyreClearanceMm[0] || tyreClearanceMm > rule.tyreClearanceMm[1]) problems.push(`${where}: ${tyreClearanceMm} mm clearance`);
      // A model named after a material is built in it (no "Alu" in a carbon family).
      for (const platform of data.platforms.filter((p) => p['family_code'] === family['code'] && p['brand'] === family['brand'])) {
        const suffix = String(platform['model']).slice(String(family['title']).length + 1);
        const named = NAMED_MATERIALS[modelWordOf(suffix)];
        if (named && !named.includes(material)) problems.push(`${where}: ${platform['model']} in ${material}`);
        try {
          tierOf(suffix);
        } catch {
          problems.push(`${where}: ${platform['model']} names no tier`);
        }
      }
    }
    report(problems);
  });

  it('gives every bike the frame, mounts, fork and motor of its category, as its family says', () => {
    const problems: string[] = [];
    for (const { item, category, details, attributes: a } of seeded) {
      const rule = CATEGORY_RULES[category];
      const where = `${item['externalid']} (${category})`;
      if (a['frame_material'] !== details['material']) problems.push(`${where}: frame material ${a['frame_material']}, family ${details['material']}`);
      if (a['tyre_clearance'] !== String(details['tyreClearanceMm'])) problems.push(`${where}: clearance ${a['tyre_clearance']}, family ${details['tyreClearanceMm']}`);
      const mounts = (a['mounts'] ?? '').split('|');
      for (const mount of MOUNTS) {
        if (rule.mounts[mount] === 'always' && !mounts.includes(mount)) problems.push(`${where}: no ${mount} mount`);
        if (rule.mounts[mount] === 'never' && mounts.includes(mount)) problems.push(`${where}: ${mount} mount`);
      }
      const bottles = Number(mounts.find((m) => m.startsWith('bottles-'))?.slice('bottles-'.length));
      if (!(bottles >= rule.bottleMounts[0] && bottles <= rule.bottleMounts[1])) problems.push(`${where}: ${bottles} bottle cages`);
      const travel = /^FK-SUSP-(\d+)$/.exec(a['fork'] ?? '')?.[1];
      if (rule.forkTravelMm[1] === 0 ? a['fork'] !== 'FK-CARBON' : !(Number(travel) >= rule.forkTravelMm[0] && Number(travel) <= rule.forkTravelMm[1])) {
        problems.push(`${where}: fork ${a['fork']}`);
      }
      if (rule.motor) {
        const drive = eDriveOf(String(item['groupset_code']));
        if (a['motor'] !== drive.motor || a['battery'] !== batteryCode(drive.batteryWh)) problems.push(`${where}: motor ${a['motor']}, battery ${a['battery']}`);
      } else if (a['motor'] || a['battery']) {
        problems.push(`${where}: motor ${a['motor']}, battery ${a['battery']}`);
      }
    }
    report(problems);
  });

  it('lists every component, named in six languages, on a tyre the frame takes', () => {
    const problems: string[] = [];
    const slots = ['brakes', 'wheels', 'tyres', 'cockpit', 'saddle', 'seatpost', 'fork', 'frame_material', 'mounts'];
    for (const { item, category, details, attributes: a } of seeded) {
      const where = `${item['externalid']} (${category})`;
      if (!item['groupset'] || a['groupset'] !== item['groupset_code']) problems.push(`${where}: groupset`);
      for (const slot of [...slots, ...(CATEGORY_RULES[category].motor ? ['motor', 'battery'] : [])]) {
        if (!a[slot]) { problems.push(`${where}: no ${slot}`); continue; }
        for (const value of a[slot]!.split('|')) {
          for (const language of LANGUAGES) if (!translated.has(`${slot}\u0000${value}\u0000${language}`)) problems.push(`${where}: ${slot} ${value} has no ${language} name`);
        }
      }
      const tyre = tyreWidthOf(a['tyres'] ?? '');
      const { widthMm } = CATEGORY_RULES[category].tyre;
      if (!(tyre >= widthMm[0] && tyre <= widthMm[1] && tyre <= Number(details['tyreClearanceMm']))) problems.push(`${where}: ${tyre} mm tyres, ${details['tyreClearanceMm']} mm clearance`);
      if (a['frame_material'] && a['seatpost'] && CATEGORY_RULES[category].frames[a['frame_material'] as FrameMaterial]?.seatpost !== a['seatpost']) {
        problems.push(`${where}: seatpost ${a['seatpost']} on ${a['frame_material']}`);
      }
    }
    report(problems);
  });

  it('weighs every bike plausibly in every size, heavier as it grows', () => {
    const problems: string[] = [];
    for (const { item, category, details, attributes: a } of seeded) {
      const where = `${item['externalid']} (${category})`;
      let weights: Record<string, number>;
      try {
        weights = JSON.parse(a['weight'] ?? '') as Record<string, number>;
      } catch {
        problems.push(`${where}: no weight`);
        continue;
      }
      const material = details['material'] as FrameMaterial;
      const range = CATEGORY_RULES[category].frames[material]?.bikeRangeGrams ?? [0, 0];
      const sizes = sizesOf.get(item['id'] as number) ?? [];
      const grams = sizes.map((s) => weights[s]);
      if (grams.some((g) => typeof g !== 'number' || g < range[0] || g > range[1])) problems.push(`${where}: ${material} weighs ${JSON.stringify(weights)}`);
      if (grams.some((g, i) => i > 0 && g! < grams[i - 1]!)) problems.push(`${where}: lighter in a bigger size ${JSON.stringify(weights)}`);
    }
    // A carbon road bike weighs some 7 to 8 kg, an e-bike well over 20.
    const middle = (b: Bike) => { const w = JSON.parse(b.attributes['weight'] ?? '{}') as Record<string, number>; const s = sizesOf.get(b.item['id'] as number)!; return w[s[Math.floor((s.length - 1) / 2)]!]; };
    const carbonRoad = seeded.filter((b) => b.category === 'road' && b.details['material'] === 'carbon').map(middle);
    if (carbonRoad.some((g) => !(g! >= 7000 && g! <= 8300))) problems.push(`carbon road bikes weigh ${Math.min(...carbonRoad.map(Number))}-${Math.max(...carbonRoad.map(Number))} g`);
    const eBikes = seeded.filter((b) => b.category === 'e-bikes').map(middle);
    if (eBikes.some((g) => !(g! >= 20000))) problems.push(`e-bikes weigh from ${Math.min(...eBikes.map(Number))} g`);
    report(problems);
  });

  it('says in every highlight what the specification table says', () => {
    const problems: string[] = [];
    for (const platform of data.platforms) {
      const items = seeded.filter((b) => b.platform === platform);
      if (items.length === 0) continue;
      const { category, details, attributes: a } = items[0]!;
      const rule = CATEGORY_RULES[category];
      const material = details['material'] as FrameMaterial;
      const mounts = (a['mounts'] ?? '').split('|');
      const travel = Number(/^FK-SUSP-(\d+)$/.exec(a['fork'] ?? '')?.[1] ?? 0);
      const where = `${platform['code']} (${category}, ${material})`;
      const read = (platform['technology'] as string[]).map((text) => ({ text, highlight: readHighlight(text) }));
      for (const { text, highlight } of read) {
        if (!highlight) { problems.push(`${where}: "${text}" is no highlight of the vocabulary`); continue; }
        const { key, mm } = highlight;
        const fits: Record<HighlightKey, boolean> = {
          'aero-tubes': rule.aero && isCarbon(material), 'carbon-layup': isCarbon(material), 'flat-mount': rule.brakes.pistons === 2,
          'kamm-tail': a['seatpost'] === 'SP-AERO', battery: !!a['battery'], 'suspension-fork': travel > 0 && mm === travel,
          dropper: mounts.includes('dropper'), mudguards: mounts.includes('mudguards'), 'frame-bag': mounts.includes('frame-bag'), rack: mounts.includes('rack'),
          'internal-routing': true, 'thru-axles': true, 'tyre-clearance': mm === Number(details['tyreClearanceMm']) && a['tyre_clearance'] === String(mm),
        };
        if (!fits[key]) problems.push(`${where}: "${text}" (clearance ${details['tyreClearanceMm']} mm, mounts ${mounts.join(', ')}, fork ${a['fork']}, seatpost ${a['seatpost']})`);
      }
      if (!read.some((r) => r.highlight?.key === 'tyre-clearance')) problems.push(`${where}: no clearance highlight`);
      // The other languages say the same highlights.
      const texts = platform['texts'] as Record<string, { technology?: string[] }>;
      read.forEach(({ highlight }, k) => {
        if (!highlight) return;
        const words = highlightWords(highlight.key, { tyreClearanceMm: highlight.mm ?? 0, forkTravelMm: highlight.mm ?? 0 });
        for (const language of LANGUAGES.filter((l) => l !== 'en')) {
          if (texts[language]?.technology?.[k] !== words[language]) problems.push(`${where}: ${language} "${texts[language]?.technology?.[k]}" for "${words.en}"`);
        }
      });
    }
    report(problems);
  });

  it('prices by material, then model tier, then groupset: an aluminium bike never costs more than its carbon sibling', () => {
    const problems: string[] = [];
    const tierOfBike = (b: Bike) => tierOf(String(b.platform['model']).slice(String(b.family['title']).length + 1));
    const groups = new Map<string, Bike[]>();
    for (const b of seeded) {
      const key = `${b.item['brandkey']}:${b.category}:${b.item['groupset_code']}`;
      groups.set(key, [...(groups.get(key) ?? []), b]);
    }
    const price = (b: Bike) => listEur.get(b.item['id'] as number)!;
    const name = (b: Bike) => `${b.platform['title']} ${b.item['groupset']} (${b.details['material']}, €${price(b)})`;
    for (const group of groups.values()) {
      for (const a of group) {
        for (const b of group) {
          const gradeA = MATERIAL_GRADE[a.details['material'] as FrameMaterial];
          const gradeB = MATERIAL_GRADE[b.details['material'] as FrameMaterial];
          if (gradeA < gradeB && price(a) > price(b)) problems.push(`${name(a)} costs more than ${name(b)}`);
          if (a.family === b.family && tierOfBike(a) < tierOfBike(b) && price(a) > price(b)) problems.push(`${name(a)} costs more than ${name(b)} (model tier)`);
        }
      }
    }
    // Within a platform and design, a dearer groupset costs more.
    const byDesign = new Map<string, Bike[]>();
    for (const b of seeded) {
      const key = `${b.item['platform_code']}:${String(b.item['externalid']).split('-').pop()}`;
      byDesign.set(key, [...(byDesign.get(key) ?? []), b]);
    }
    for (const group of byDesign.values()) {
      const ordered = [...group].sort((x, y) => groupsetRank(x.category, String(x.item['groupset_code'])) - groupsetRank(y.category, String(y.item['groupset_code'])));
      ordered.forEach((b, i) => { if (i > 0 && price(b) < price(ordered[i - 1]!)) problems.push(`${name(b)} costs less than ${name(ordered[i - 1]!)} (groupset)`); });
    }
    report(problems);
  });

  it('lists only bikes with a picture and a price; a platform without them is a coming model with its month', () => {
    const problems: string[] = [];
    const priced = new Set(data.prices.map((p) => `${p['item_id']}:${p['currency']}`));
    const currencies = [...new Set(data.prices.map((p) => p['currency'] as string))];
    for (const platform of data.platforms) {
      const items = seeded.filter((b) => b.platform === platform);
      if (items.length === 0) {
        if (platform['has_customizer']) problems.push(`${platform['code']}: configurable without a configuration to build on`);
        if (!(Date.parse(String(platform['expected_date'])) > Date.UTC(2026, 0, 1))) problems.push(`${platform['code']}: coming model without its month (${platform['expected_date']})`);
        continue;
      }
      if (platform['expected_date']) problems.push(`${platform['code']}: for sale and expected`);
      for (const { item } of items) {
        if (!item['image']) problems.push(`${item['externalid']}: no picture`);
        for (const c of currencies) if (!priced.has(`${item['id']}:${c}`)) problems.push(`${item['externalid']}: no ${c} price`);
      }
    }
    report(problems);
  });

  it('keeps the frame table consistent with itself', () => {
    for (const category of BIKE_CATEGORIES) {
      const rule = CATEGORY_RULES[category];
      for (const [material, frame] of Object.entries(rule.frames) as [FrameMaterial, NonNullable<(typeof rule.frames)[FrameMaterial]>][]) {
        expect(frameRuleOf(category, material)).toBe(frame);
        expect(frame.bikeGrams).toBeGreaterThan(frame.bikeRangeGrams[0]);
        expect(frame.bikeGrams).toBeLessThan(frame.bikeRangeGrams[1]);
      }
      expect(rule.tyre.widthMm[0]).toBeLessThanOrEqual(rule.tyreClearanceMm[0]);
    }
  });
});
