// Catalogue texts are read in the page's language, English where a text has no translation.
jest.mock('@bike/server/accounts', () => ({ ...jest.requireActual('@bike/server/accounts'), seedAccounts: jest.fn() }));

import { sql } from 'drizzle-orm';
import type { Family, Item, ShopFilterResult } from '@bike/shared/domain';
import { createCatalogueTestApp, type CatalogueTestApp } from './catalogue-test-app';
import { clearFacetIndex } from './facet-index-store';
import { clearAttributeMetaCache } from './attribute-meta';

let t: CatalogueTestApp;
beforeAll(async () => {
  t = await createCatalogueTestApp();
}, 60_000);
afterAll(async () => t?.close());

type Row = Record<string, unknown>;
type Texts = Record<string, Record<string, string | string[]>>;
const json = (res: { body: string }) => JSON.parse(res.body);
const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return json(res).result;
};
const filter = async (body: unknown, locale: string): Promise<ShopFilterResult> => {
  const res = await t.app.inject({ method: 'POST', url: `/consumer/v1/items/attributes?locale=${locale}`, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
  expect(res.statusCode).toBe(200);
  return json(res).result;
};
const textsOf = (row: Row) => row['texts'] as Texts;
const vouchered = () => t.data.items.find((i) => i['brandkey'] === 'ardenne' && i['vouchertext'] && i['category'] === 'bikes')!;
const accessory = () => t.data.items.find((i) => i['brandkey'] === 'ardenne' && i['familycode'] === 'socks' && i['category'] === 'accessories')!;

describe('catalogue texts in the page language', () => {
  it('answers an item in Dutch on nl_BE and in English on en_GB', async () => {
    const bike = vouchered();
    const nl: Item = await get(`/b2c/v1/items/${bike['externalid']}?locale=nl_BE`);
    expect(nl).toMatchObject({
      description: textsOf(bike)['nl']['description'], paint_des: textsOf(bike)['nl']['paint_des'], frame_family: textsOf(bike)['nl']['frame_family'],
      range: textsOf(bike)['nl']['range'], vouchertext: 'Gratis bidons en bidonhouders bij deze fiets', title: bike['title'],
    });
    expect(nl.description).toMatch(/^De .* met .*: een /);
    const en: Item = await get(`/b2c/v1/items/${bike['externalid']}?locale=en_GB`);
    expect(en).toMatchObject({ description: bike['description'], paint_des: bike['paint_des'], vouchertext: bike['vouchertext'] });
    const sock = accessory();
    expect((await get(`/b2c/v1/items/${sock['externalid']}?locale=fr_FR`)).title).toMatch(/^Ardenne Chaussettes /);
  });

  it('falls back to English for a language the item has no text in', async () => {
    const bike = vouchered();
    await t.ctx.db.execute(sql`update items set texts = texts - 'de' where id = ${bike['id'] as number}`);
    const de: Item = await get(`/consumer/v1/items/${bike['id']}?locale=de_AT`);
    expect(de.description).toBe(bike['description']);
  });

  it('gives platforms their technologies and menu subtitle in the language (families, both views)', async () => {
    const platform = t.data.platforms.find((p) => p['brand'] === 'ardenne' && p['menu_subtitle'])!;
    const find = (families: Family[]) => families.flatMap((f) => f.platforms).find((p) => p.code === platform['code'])!;
    const full = find(await get('/V1/families?locale=nl_BE&brand=ardenne'));
    expect(full.technology).toEqual(textsOf(platform)['nl']['technology']);
    expect(full.menu_subtitle).toBe(textsOf(platform)['nl']['menu_subtitle']);
    expect(full.configurations[0].paint_des).not.toBe(t.data.items.find((i) => i['externalid'] === full.configurations[0].externalid)!['paint_des']);
    const menu = find(await get('/V1/families?locale=it_IT&brand=ardenne&view=menu'));
    expect(menu.menu_subtitle).toBe(textsOf(platform)['it']['menu_subtitle']);
    // The English answer is kept apart from the Dutch one (the cache is per language).
    expect(find(await get('/V1/families?locale=en_GB&brand=ardenne')).menu_subtitle).toBe(platform['menu_subtitle']);
  });

  it('names shop filter values and items in the language, and finds items by their Dutch names', async () => {
    clearAttributeMetaCache(t.ctx.db);
    clearFacetIndex(t.ctx.db);
    const nl = await filter({ filters: { category: ['accessories', 'bikes'] }, pageSize: 48 }, 'nl_BE');
    const design = nl.facets.find((f) => f.code === 'paint_des')!;
    expect(design.values.some((v) => /^Gitzwart \//.test(v.label))).toBe(true);
    expect(design.values.some((v) => /^Jet Black \//.test(v.label))).toBe(false);
    const model = nl.facets.find((f) => f.code === 'modelcode');
    for (const v of model?.values ?? []) expect(v.label).not.toMatch(/^[A-Z]{3}-ACC-/);
    const socks = await filter({ filters: {}, pageSize: 48 }, 'nl_BE&search=sokken');
    expect(socks.total).toBeGreaterThan(0);
    expect(socks.items.filter((i) => !(i.familycode === 'socks' && / Sokken$/.test(i.title))).map((i) => [i.familycode, i.title])).toEqual([]);
    const byName = (await filter({ filters: { category: ['accessories'] }, sort: 'name', pageSize: 48 }, 'fr_FR')).items.map((i) => i.title.toLowerCase());
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, 'fr')));
  });
});
