import { conceptCodeFrom, CONCEPT_CODE_ALPHABET, formatConceptCode, readConceptCode } from './concept-code';
import {
  canonicalConfiguration, chatHelperDue, choicesFrom, configurationPriceBlock, deliveryEstimate, invalidChoice, optionSurcharge, priceConfiguration,
  type CustomizerModel,
} from './configurator';
import { recommendSize } from './size-advice';

const part = (code: string, price: number, workdays = 0, standard = false) => ({ code, name: `Part ${code}`, drawing: 'alloy', price, workdays, standard });

/** A road platform: two groupsets, two designs (only three builds), three sizes and swappable parts. */
const model: CustomizerModel = {
  code: 'ARD-HELIX-SL', title: 'Ardenne Helix SL', family: 'Helix', category: 'road', shape: 'road', brand: 'ardenne', locale: 'nl_BE',
  currency: 'EUR', vatRate: 21,
  groupsets: [{ code: 'KDS12', name: 'Kadans Sport' }, { code: 'KDR12', name: 'Kadans Race' }],
  sizes: [{ code: 'S', stack: 543, reach: 388 }, { code: 'M', stack: 562, reach: 396 }, { code: 'L', stack: 581, reach: 404 }],
  designs: [{ code: 'P0105', name: 'Grey / Black', frame: '4a4f55', accent: '141414' }, { code: 'P0203', name: 'Blue / Green', frame: '3a8fd6', accent: '2f6b3a' }],
  parts: {
    wheels: [part('WH-ALU', 0, 0, true), part('WH-C45', 899.5, 12)],
    cockpit: [part('CP-DROP', 0, 0, true), part('CP-AERO', 249, 60)],
    saddle: [part('SD-RACE', 0, 0, true)],
  },
  builds: [
    { groupset: 'KDS12', design: 'P0105', externalid: 'A', price: 2199, factory: { M: 1 } },
    { groupset: 'KDS12', design: 'P0203', externalid: 'B', price: 2199, factory: {} },
    { groupset: 'KDR12', design: 'P0203', externalid: 'C', price: 2799, factory: { S: 0, M: 30 } },
  ],
  defaults: { groupset: 'KDS12', size: 'M', design: 'P0105', wheels: 'WH-ALU', cockpit: 'CP-DROP', saddle: 'SD-RACE' },
};

describe('configurator choices', () => {
  it('reads choices from a query and falls back to the default for unknown, malformed or missing ones', () => {
    const query = new URLSearchParams('groupset=KDR12&size=XXL&design=P0203&wheels=WH-C45&cockpit=%00&saddle=');
    expect(choicesFrom(model, (k) => query.get(k))).toEqual({ groupset: 'KDR12', size: 'M', design: 'P0203', wheels: 'WH-C45', cockpit: 'CP-DROP', saddle: 'SD-RACE' });
  });

  it('moves to a design the groupset is built in', () => {
    const query = new URLSearchParams('groupset=KDR12&design=P0105');
    expect(choicesFrom(model, (k) => query.get(k)).design).toBe('P0203');
  });

  it('names the first choice that does not fit', () => {
    expect(invalidChoice(model, model.defaults)).toBeNull();
    expect(invalidChoice(model, { ...model.defaults, size: 'XXL' })).toBe('size');
    expect(invalidChoice(model, { ...model.defaults, wheels: 'WH-OTHER' })).toBe('wheels');
    expect(invalidChoice(model, { ...model.defaults, groupset: 'KDR12', design: 'P0105' })).toBe('design');
    expect(invalidChoice(model, { ...model.defaults, saddle: 42 })).toBe('saddle');
  });
});

describe('configurator price', () => {
  it('adds the parts to the build and states the VAT inside the price', () => {
    const price = priceConfiguration(model, { ...model.defaults, wheels: 'WH-C45' });
    expect(price.lines).toEqual([{ key: 'bike', amount: 2199 }, { key: 'wheels', amount: 899.5 }]);
    expect(price.total).toBe(3098.5);
    expect(price.vat).toBe(537.76); // 3098.50 × 21 / 121
    expect(price.currency).toBe('EUR');
  });

  it('says what each option adds against the step\'s least expensive one, chosen or not (issue 32)', () => {
    const racy = { ...model.defaults, groupset: 'KDR12', design: 'P0203', wheels: 'WH-C45' };
    for (const choices of [model.defaults, racy]) {
      // The dearer groupset adds 600 whether or not it is the chosen one: never "included" because it is selected.
      expect(optionSurcharge(model, choices, 'groupset', 'KDR12')).toBe(600);
      expect(optionSurcharge(model, choices, 'groupset', 'KDS12')).toBe(0);
      expect(optionSurcharge(model, choices, 'wheels', 'WH-C45')).toBe(899.5);
      expect(optionSurcharge(model, choices, 'wheels', 'WH-ALU')).toBe(0);
    }
    expect(optionSurcharge(model, model.defaults, 'design', 'P0203')).toBe(0);
    // A design the chosen groupset is not built in adds nothing it could be charged for.
    expect(optionSurcharge(model, racy, 'design', 'P0105')).toBe(0);
    // The build's price plus what the chosen options add is the list price the summary shows.
    const surcharges = (['groupset', 'wheels', 'cockpit', 'saddle'] as const).reduce((sum, key) => sum + optionSurcharge(model, racy, key, racy[key]), 0);
    expect(2199 + surcharges).toBe(priceConfiguration(model, racy).total);
  });

  it('takes the model\'s voucher off the whole bike, for the builds it applies to (issue 32)', () => {
    const vouchered: CustomizerModel = { ...model, voucher: { code: 'WELCOMEBE', config_1: { currency: 'percentage', value: 5 }, freeShipping: false, builds: ['A', 'C'] } };
    const price = priceConfiguration(vouchered, { ...model.defaults, groupset: 'KDR12', design: 'P0203', wheels: 'WH-C45' });
    expect(price.total).toBe(3698.5);
    // 5 % of 3698.50 is 184.925: half a cent up, as the order total rounds it.
    expect(price.voucher).toEqual({ code: 'WELCOMEBE', discount: 184.93, total: 3513.57, vat: 609.79, freeShipping: false });
    expect(configurationPriceBlock(price)).toEqual({ msrp: 3698.5, oldmsrp: null, currency: 'EUR', voucher: { code: 'WELCOMEBE', discount: 184.93, msrp: 3513.57, freeShipping: false } });
    // Build B is not one the voucher applies to.
    expect(priceConfiguration(vouchered, { ...model.defaults, design: 'P0203' }).voucher).toBeNull();
    expect(priceConfiguration(model, model.defaults).voucher).toBeNull();
  });

  it('refuses to price a build the catalogue does not have', () => {
    expect(() => priceConfiguration(model, { ...model.defaults, groupset: 'KDR12', design: 'P0105' })).toThrow();
  });
});

describe('configurator delivery', () => {
  it('ships a stocked frame with stocked parts after assembly', () => {
    expect(deliveryEstimate(model, model.defaults)).toEqual({ weeks: 2, withinPromise: true, bottleneck: null });
  });

  it('builds a frame that is not in stock in the size to order', () => {
    expect(deliveryEstimate(model, { ...model.defaults, size: 'S' })).toEqual({ weeks: 6, withinPromise: true, bottleneck: { kind: 'frame', builtToOrder: true } });
  });

  it('names a part that is slower than the frame', () => {
    expect(deliveryEstimate(model, { ...model.defaults, wheels: 'WH-C45' })).toEqual({
      weeks: 4, withinPromise: true, bottleneck: { kind: 'part', slot: 'wheels', name: 'Part WH-C45' },
    });
  });

  it('never promises beyond 8 weeks', () => {
    const estimate = deliveryEstimate(model, { ...model.defaults, cockpit: 'CP-AERO' });
    expect(estimate.weeks).toBe(13);
    expect(estimate.withinPromise).toBe(false);
    expect(estimate.bottleneck).toEqual({ kind: 'part', slot: 'cockpit', name: 'Part CP-AERO' });
  });
});

describe('size finder', () => {
  it('names one size for a rider near a size', () => {
    expect(recommendSize('road', model.sizes, 180, 84)).toEqual({ fit: 'size', size: 'M' });
    expect(recommendSize('road', model.sizes, 186, 87)).toEqual({ fit: 'size', size: 'L' });
  });

  it('says when a rider sits between two sizes', () => {
    expect(recommendSize('road', model.sizes, 178, 83)).toEqual({ fit: 'between', smaller: 'S', larger: 'M' });
  });

  it('says when no size fits and refuses impossible bodies', () => {
    expect(recommendSize('road', model.sizes, 135, 58)).toEqual({ fit: 'outside', nearest: 'S' });
    expect(recommendSize('road', model.sizes, 180, 120)).toEqual({ fit: 'invalid' });
    expect(recommendSize('road', model.sizes, 180, 110)).toEqual({ fit: 'invalid' });
    expect(recommendSize('road', model.sizes, Number.NaN, 84)).toEqual({ fit: 'invalid' });
  });
});

describe('concept codes', () => {
  it('uses an alphabet without 0, O, 1 or I', () => {
    expect(CONCEPT_CODE_ALPHABET).not.toMatch(/[0O1I]/);
    expect(new Set(CONCEPT_CODE_ALPHABET).size).toBe(32);
  });

  it('draws codes from random bytes over the whole alphabet', () => {
    expect(conceptCodeFrom(new Uint8Array([0, 31, 32, 63, 200, 255, 7, 8]))).toBe('2Z2ZAZ9A');
    expect(formatConceptCode('2Z2ZAZ9A')).toBe('2Z2Z-AZ9A');
  });

  it('reads a typed code whatever its case, spaces or dashes, and says why not', () => {
    expect(readConceptCode(' k7qm-2xtv ')).toEqual({ ok: true, code: 'K7QM2XTV' });
    expect(readConceptCode('')).toEqual({ ok: false, reason: 'empty' });
    expect(readConceptCode('   ')).toEqual({ ok: false, reason: 'empty' });
    expect(readConceptCode(undefined)).toEqual({ ok: false, reason: 'empty' });
    expect(readConceptCode('K7QM2XT0')).toEqual({ ok: false, reason: 'notFound' });
    expect(readConceptCode('K'.repeat(41))).toEqual({ ok: false, reason: 'notFound' });
    expect(readConceptCode('ＫＫＫＫＫＫＫＫ')).toEqual({ ok: true, code: 'KKKKKKKK' });
  });

  it('gives the same canonical text for the same build', () => {
    const reordered = { saddle: 'SD-RACE', cockpit: 'CP-DROP', wheels: 'WH-ALU', design: 'P0105', size: 'M', groupset: 'KDS12' };
    expect(canonicalConfiguration('ARD-HELIX-SL', reordered)).toBe(canonicalConfiguration('ARD-HELIX-SL', model.defaults));
    expect(canonicalConfiguration('ARD-HELIX-SL', { ...model.defaults, size: 'L' })).not.toBe(canonicalConfiguration('ARD-HELIX-SL', model.defaults));
  });
});

describe('chat helper rule (spec point 4: 5 questions and 120000 ms, once)', () => {
  const at = (answered: number, elapsed: number, offered = false) => chatHelperDue({ answered, startedAt: 1_000, now: 1_000 + elapsed, offered });
  it('is due after 5 different answers and 2 minutes, not before', () => {
    expect(at(5, 120_000)).toEqual({ due: true, waitMs: null });
    expect(at(6, 300_000)).toEqual({ due: true, waitMs: null });
    expect(at(4, 300_000)).toEqual({ due: false, waitMs: null });
    expect(at(5, 119_999)).toEqual({ due: false, waitMs: 1 });
    expect(at(5, 20_000)).toEqual({ due: false, waitMs: 100_000 });
  });
  it('never comes twice', () => {
    expect(at(6, 300_000, true)).toEqual({ due: false, waitMs: null });
  });
});
