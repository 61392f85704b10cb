import { gunzipSync } from 'node:zlib';
import { expect, test, type Page, type Response } from '@playwright/test';
import { rejectConsent, waitForHydration } from './support/shop';

// mapbox-gl's own tile reader (CommonJS): the test reads the tiles the browser got.
const { VectorTile } = require('@mapbox/vector-tile') as { VectorTile: new (pbf: unknown) => { layers: Record<string, { length: number; feature(i: number): { properties: Record<string, unknown> } }> } };
const Pbf = require('pbf') as new (buffer: Uint8Array) => unknown;

/**
 * The offline map zoomed in on a town (issue 32 item 12): the locator's map at town zoom asks the
 * town layer's vector tiles, which hold water and places, and names the places around the town
 * (not only the gazetteer's); the dealer page's picture shows water and the places around the
 * dealer. Fails before the change: there was no town layer (no tiles, an empty beige canvas).
 */
const TOWNS = { nl_BE: { q: 'Beringen', heading: 'Dealers in de buurt van Beringen' }, de_CH: { q: 'Luzern', heading: 'Händler in der Nähe von Luzern' } } as const;

async function shoot(page: Page, name: string, at: () => Promise<void>) {
  if (!process.env['SHOTS_DIR']) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await at();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${process.env['SHOTS_DIR']}/${name}-${width}.png` });
  }
}

for (const locale of ['nl_BE', 'de_CH'] as const) {
  test(`${locale}: zoomed in on a town the map shows water and the places around it`, async ({ page, request }) => {
    const town = TOWNS[locale];
    const tiles: Response[] = [];
    page.on('response', (r) => { if (r.url().includes('/b2c/v1/map/tiles/')) tiles.push(r); });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/${locale}/dealers?q=${town.q}`);
    await waitForHydration(page);
    await rejectConsent(page);
    await expect(page.getByRole('heading', { name: town.heading })).toBeVisible();
    const map = page.getByTestId('dealer-map');
    await map.hover();
    await expect(map).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
    // From zoom 8 to 12, a town's streets' scale.
    for (let i = 0; i < 4; i++) {
      await map.locator('.mapboxgl-ctrl-zoom-in').click();
      await page.waitForTimeout(400);
    }
    await expect.poll(() => tiles.filter((r) => r.status() === 200).length, { timeout: 20_000 }).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');

    const layers = { water: 0, places: 0 };
    const names = new Set<string>();
    for (const response of tiles.filter((r) => r.status() === 200)) {
      const body = await response.body();
      const tile = new VectorTile(new Pbf(body[0] === 0x1f ? gunzipSync(body) : body));
      layers.water += tile.layers['water']?.length ?? 0;
      const places = tile.layers['places'];
      layers.places += places?.length ?? 0;
      for (let i = 0; i < (places?.length ?? 0); i++) names.add(String(places!.feature(i).properties['name']));
    }
    expect(layers.water).toBeGreaterThan(0);
    expect(layers.places).toBeGreaterThan(0);
    // The map names places the gazetteer does not know: the town layer's.
    const gazetteer = new Set(((await (await request.get('/b2c/v1/map/places.geojson?lang=en')).json()).features as { properties: { name: string } }[]).map((f) => f.properties.name));
    // The labels are drawn after the tiles are parsed, a moment after the network is quiet.
    const townLabel = async () => (await map.locator('.map-place-label').allTextContents()).some((label) => names.has(label) && !gazetteer.has(label));
    await expect.poll(townLabel, { timeout: 15_000 }).toBe(true);
    // Its sources are named on the map.
    await expect(map.locator('.mapboxgl-ctrl-attrib')).toContainText('OpenStreetMap');
    await shoot(page, `town-map-${locale}`, async () => {
      await map.scrollIntoViewIfNeeded();
    });

    // The dealer page's picture: water and the places around the dealer.
    const dealer = page.getByTestId('dealer-card').first();
    await dealer.getByRole('link').first().click();
    const picture = page.locator('.dealer-page__map img');
    await expect(picture).toBeVisible();
    const svg = await (await request.get(String(await picture.getAttribute('src')))).text();
    expect(svg).toMatch(/<path d="M[^"]+" fill="#cfe0ea"/);
    expect((svg.match(/<text /g) ?? []).length).toBeGreaterThan(3);
    await shoot(page, `dealer-mini-map-${locale}`, async () => {
      await picture.scrollIntoViewIfNeeded();
    });
  });
}
