import { BIKE_SHAPES, BIKE_VIEWS, COCKPIT_KINDS, SADDLE_KINDS, WHEEL_KINDS, defaultParts, drawBike, isHexColour, type BikeDrawing, type BikeShape } from './bike-drawing';
import { drawBikeView } from './bike-drawing-views';
import { bikeViewPath, isBikeView } from './bike-views';

const design = (shape: BikeShape, more: Partial<BikeDrawing> = {}): BikeDrawing => ({ shape, frame: 'c8102e', accent: '1e90ff', ...more });

/** Tags in document order: name, closing or not, self-closing or not, the raw tag. */
function tagsOf(svg: string) {
  return [...svg.matchAll(/<(\/?)([a-zA-Z][\w-]*)((?:\s+[\w:-]+="[^"]*")*)\s*(\/?)>/g)].map((m) => ({
    name: m[2], closing: m[1] === '/', selfClosing: m[4] === '/', raw: m[0], index: m.index!,
  }));
}

/** Checks the markup is well formed: every tag parsed, opened and closed in order, one root. */
function balanceProblem(svg: string): string | null {
  const tags = tagsOf(svg);
  const parsed = tags.reduce((n, t) => n + t.raw.length, 0);
  const inTags = (svg.match(/<[^>]*>/g) ?? []).reduce((n, t) => n + t.length, 0);
  if (parsed !== inTags) return 'a tag did not parse (stray < or > or an unquoted attribute)';
  const stack: string[] = [];
  let roots = 0;
  for (const t of tags) {
    if (t.closing) {
      if (stack.pop() !== t.name) return `unexpected </${t.name}>`;
    } else if (!t.selfClosing) {
      if (stack.length === 0) roots++;
      stack.push(t.name);
    }
  }
  if (stack.length) return `unclosed <${stack.join('>, <')}>`;
  return roots === 1 ? null : `${roots} root elements`;
}

/** The markup of the first element carrying data-part="name", up to its matching close. */
function part(svg: string, name: string): string {
  const tags = tagsOf(svg);
  const start = tags.findIndex((t) => !t.closing && t.raw.includes(`data-part="${name}"`));
  if (start < 0) return '';
  if (tags[start].selfClosing) return tags[start].raw;
  let depth = 0;
  for (let i = start; i < tags.length; i++) {
    const t = tags[i];
    if (!t.closing && !t.selfClosing) depth++;
    if (t.closing && --depth === 0) return svg.slice(tags[start].index, t.index + t.raw.length);
  }
  return '';
}

const count = (svg: string, text: string) => svg.split(text).length - 1;
const firstStrokeWidth = (markup: string) => Number(/stroke-width="([\d.]+)"/.exec(markup)?.[1]);
const luminance = (hex: string) => {
  const n = parseInt(hex, 16);
  return (0.2126 * ((n >> 16) & 255) + 0.7152 * ((n >> 8) & 255) + 0.0722 * (n & 255)) / 255;
};

describe('drawBike', () => {
  it.each(BIKE_SHAPES)('draws a well-formed, self-describing picture of a %s bike', (shape) => {
    const svg = drawBike(design(shape));
    expect(balanceProblem(svg)).toBeNull();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 880 496" width="880" height="496" role="img" aria-label="[^"]+" data-view="side">/);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).toContain('<rect width="880" height="496" fill="#f4f4f2"/>');
    for (const name of ['shadow', 'frame', 'fork', 'rear-triangle', 'wheels', 'front-wheel', 'rear-wheel', 'tyres', 'drivetrain', 'chainrings', 'chain', 'cassette', 'crank', 'derailleur', 'cables', 'cockpit', 'stem', 'saddle', 'seatpost', 'decals']) {
      expect({ shape, name, found: part(svg, name) !== '' }).toEqual({ shape, name, found: true });
    }
  });

  it('puts a suspension fork (stanchions and lowers) on the mountain bike, a rigid fork on the road bike', () => {
    const mountain = drawBike(design('mountain'));
    expect(part(mountain, 'fork')).toContain('data-kind="suspension"');
    expect(part(mountain, 'stanchions')).not.toBe('');
    expect(part(mountain, 'lowers')).not.toBe('');
    const road = drawBike(design('road'));
    expect(part(road, 'fork')).toContain('data-kind="rigid"');
    expect(part(road, 'stanchions')).toBe('');
  });

  it('gives the ebike a battery on the down tube and a motor at the bottom bracket, and no other bike those', () => {
    const ebike = drawBike(design('ebike'));
    expect(part(ebike, 'battery')).toContain('<rect');
    expect(part(ebike, 'motor')).toContain('<path');
    for (const shape of BIKE_SHAPES.filter((s) => s !== 'ebike')) {
      const svg = drawBike(design(shape));
      expect(svg).not.toContain('data-part="battery"');
      expect(svg).not.toContain('data-part="motor"');
    }
  });

  it('draws two chainrings and a front derailleur on road-ish bikes, one ring off road', () => {
    const rings = (shape: BikeShape) => count(part(drawBike(design(shape)), 'chainrings'), 'data-part="chainring"');
    expect(rings('road')).toBe(2);
    expect(rings('gravel')).toBe(2);
    expect(rings('triathlon')).toBe(2);
    expect(rings('mountain')).toBe(1);
    expect(rings('ebike')).toBe(1);
    expect(drawBike(design('road'))).toContain('data-part="front-derailleur"');
    expect(drawBike(design('mountain'))).not.toContain('data-part="front-derailleur"');
  });

  it('uses drop bars on road and gravel, flat on mountain, riser on ebike and aero bars on triathlon', () => {
    const kindOf = (svg: string) => /data-part="cockpit" data-kind="([a-z-]+)"/.exec(svg)?.[1];
    expect(kindOf(drawBike(design('road')))).toBe('drop');
    expect(kindOf(drawBike(design('gravel')))).toBe('drop');
    expect(kindOf(drawBike(design('mountain')))).toBe('flat');
    expect(kindOf(drawBike(design('ebike')))).toBe('riser');
    expect(kindOf(drawBike(design('triathlon')))).toBe('aero-bar');
    // Every cockpit draws differently, and the choice overrides the shape's default.
    const cockpits = COCKPIT_KINDS.map((cockpit) => part(drawBike(design('road', { cockpit })), 'cockpit'));
    expect(new Set(cockpits).size).toBe(COCKPIT_KINDS.length);
    expect(kindOf(drawBike(design('road', { cockpit: 'flat' })))).toBe('flat');
  });

  it('makes tyres wider from road to gravel to mountain, with gravel tread and mountain knobs', () => {
    const tyres = (shape: BikeShape) => part(drawBike(design(shape)), 'tyres');
    const width = (shape: BikeShape) => firstStrokeWidth(tyres(shape).replace(/^<g[^>]*>/, ''));
    expect(width('road')).toBeGreaterThan(0);
    expect(width('road')).toBeLessThan(width('gravel'));
    expect(width('gravel')).toBeLessThan(width('mountain'));
    expect(tyres('road')).not.toContain('stroke-dasharray');
    expect(tyres('gravel')).toContain('stroke-dasharray');
    expect(tyres('mountain')).toContain('stroke-dasharray');
  });

  it('draws each wheel kind differently, and a disc wheel at the back of a disc set', () => {
    const wheels = WHEEL_KINDS.map((kind) => part(drawBike(design('road', { wheels: kind })), 'wheels'));
    expect(new Set(wheels).size).toBe(WHEEL_KINDS.length);
    const disc = drawBike(design('road', { wheels: 'carbon-disc' }));
    expect(part(disc, 'rear-wheel')).toContain('data-kind="carbon-disc"');
    expect(part(disc, 'rear-wheel')).not.toContain('<use');
    expect(part(disc, 'front-wheel')).toContain('data-kind="carbon-deep"');
    expect(part(drawBike(design('triathlon')), 'rear-wheel')).toContain('data-kind="carbon-disc"');
    expect(part(drawBike(design('road', { wheels: 'alloy' })), 'rear-wheel')).toContain('<use');
  });

  it('draws each saddle kind differently', () => {
    const saddles = SADDLE_KINDS.map((saddle) => part(drawBike(design('road', { saddle })), 'saddle'));
    expect(new Set(saddles).size).toBe(SADDLE_KINDS.length);
    expect(part(drawBike(design('ebike')), 'saddle')).toContain('data-kind="comfort"');
  });

  it('paints the frame and fork in the frame colour and the decals, stays and rims in the accent', () => {
    const svg = drawBike(design('road', { frame: '2a7f3b', accent: 'f0c419' }));
    expect(part(svg, 'frame')).toContain('#2a7f3b');
    expect(part(svg, 'frame')).not.toContain('#f0c419');
    expect(part(svg, 'fork')).toContain(`url(#b-fr)`);
    expect(part(svg, 'decals')).toContain('#f0c419');
    expect(part(svg, 'decals')).not.toContain('#2a7f3b');
    expect(part(svg, 'rear-triangle')).toContain('#f0c419');
    expect(part(svg, 'front-wheel')).toContain('#f0c419');
  });

  it('shades the frame tubes with a gradient: lighter on top, darker underneath', () => {
    const frame = part(drawBike(design('road', { frame: '808080' })), 'frame');
    const stops = [...frame.matchAll(/stop-color="#([0-9a-f]{6})"/g)].map((m) => luminance(m[1]));
    expect(frame).toContain('x2="0" y2="1"');
    expect(stops[0]).toBeGreaterThan(luminance('808080'));
    expect(stops[stops.length - 1]).toBeLessThan(luminance('808080'));
  });

  it('keeps an outline visible against the light background on very dark and very light frames', () => {
    const outline = (frame: string) => /<use href="#b-ft" fill="none" stroke="#([0-9a-f]{6})"/.exec(part(drawBike(design('road', { frame })), 'frame'))?.[1] ?? '';
    const background = luminance('f4f4f2');
    for (const frame of ['000000', '0a0a0a']) expect(luminance(outline(frame)) - luminance(frame)).toBeGreaterThan(0.25);
    for (const frame of ['ffffff', 'f4f4f2']) expect(background - luminance(outline(frame))).toBeGreaterThan(0.25);
  });

  it('prefixes every id, so two drawings on one page do not share gradients', () => {
    const ids = (svg: string) => [...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    const a = drawBike(design('mountain', { idPrefix: 'first' }));
    const b = drawBike(design('mountain', { idPrefix: 'second' }));
    expect(ids(a).length).toBeGreaterThan(3);
    expect(ids(a).every((id) => id.startsWith('first-'))).toBe(true);
    expect(ids(a).filter((id) => ids(b).includes(id))).toEqual([]);
    expect(new Set(ids(a)).size).toBe(ids(a).length);
    // Every reference points at an id of the same drawing.
    for (const ref of a.matchAll(/(?:url\(#|href="#)([^)"]+)/g)) expect(ids(a)).toContain(ref[1]);
    expect(ids(drawBike(design('road')))[0]).toMatch(/^b-/);
  });

  it('zooms the detail view onto the front of the same drawing', () => {
    for (const shape of BIKE_SHAPES) {
      const side = drawBike(design(shape));
      const detail = drawBike(design(shape, { view: 'detail' }));
      const box = /viewBox="([^"]+)"/.exec(detail)![1].split(' ').map(Number);
      expect(box.join(' ')).not.toBe('0 0 880 496');
      expect(box[2]).toBeLessThan(880 / 2);
      expect(box[2] / box[3]).toBeCloseTo(880 / 496, 2);
      expect(box[0]).toBeGreaterThan(440 - box[2] / 2); // the front half of the bike
      expect(box[0] + box[2]).toBeLessThanOrEqual(880);
      const body = (svg: string) => svg.replace(/viewBox="[^"]+"/, '').replace(/data-view="[a-z-]+"/, '');
      expect(body(detail)).toBe(body(side));
      expect(drawBike(design(shape, { view: 'cockpit' }))).toBe(detail.replace('data-view="cockpit"', 'data-view="cockpit"'));
    }
  });

  it('rejects colours that are not 6 hex digits, and unknown shapes, parts and prefixes', () => {
    for (const bad of ['red', '#ff0000', 'ff00', 'gggggg', 'ff00001', '']) {
      expect(() => drawBike(design('road', { frame: bad }))).toThrow(/frame/);
      expect(() => drawBike(design('road', { accent: bad }))).toThrow(/accent/);
    }
    expect(() => drawBike(design('unicycle' as BikeShape))).toThrow(/shape/);
    expect(() => drawBike(design('road', { wheels: 'wooden' as never }))).toThrow(/wheel/);
    expect(() => drawBike(design('road', { cockpit: 'tiller' as never }))).toThrow(/cockpit/);
    expect(() => drawBike(design('road', { saddle: 'sofa' as never }))).toThrow(/saddle/);
    for (const idPrefix of ['1b', 'a b', 'x"y', '']) expect(() => drawBike(design('road', { idPrefix }))).toThrow(/idPrefix/);
    expect(isHexColour('A1b2C3')).toBe(true);
    expect(isHexColour('#a1b2c3')).toBe(false);
  });

  it('is deterministic, small, wordless and written with one decimal, for every combination of parts', () => {
    for (const shape of BIKE_SHAPES)
      for (const wheels of WHEEL_KINDS)
        for (const cockpit of COCKPIT_KINDS)
          for (const saddle of SADDLE_KINDS) {
            const d = design(shape, { wheels, cockpit, saddle, frame: '111111', accent: 'FFEE00' });
            const svg = drawBike(d);
            expect(drawBike({ ...d })).toBe(svg);
            expect(svg.length).toBeLessThan(14 * 1024);
            expect(svg).not.toContain('<text');
            expect(svg).not.toMatch(/\d\.\d{2}/);
            expect(svg).not.toMatch(/NaN|Infinity|undefined/);
            expect(svg).toContain('#ffee00'); // colours are written in lower case
          }
    expect(Math.max(...BIKE_SHAPES.map((shape) => drawBike(design(shape)).length))).toBeLessThan(12 * 1024);
  });

  it('escapes the label and defaults to a short one', () => {
    const svg = drawBike(design('road', { label: 'Road <"fast"> & light' }));
    expect(svg).toContain('aria-label="Road &lt;&quot;fast&quot;&gt; &amp; light"');
    expect(balanceProblem(svg)).toBeNull();
    expect(drawBike(design('gravel'))).toMatch(/aria-label="[^"]{1,60}"/);
  });
});

describe('views of the same drawing (issue 32 item 6)', () => {
  const colours = { frame: '2a6f4e', accent: 'f2a900' };
  const viewOf = (shape: BikeShape, view: (typeof BIKE_VIEWS)[number]) => drawBikeView({ shape, ...colours, view, idPrefix: `v-${view}` });
  const box = (svg: string) => /viewBox="([^"]+)"/.exec(svg)![1].split(' ').map(Number);

  it.each(BIKE_SHAPES)('draws every view of a %s bike as a well-formed picture in its own colours, the same every time', (shape) => {
    const pictures = BIKE_VIEWS.map((view) => viewOf(shape, view));
    pictures.forEach((svg, i) => {
      const view = BIKE_VIEWS[i];
      expect({ view, problem: balanceProblem(svg) }).toEqual({ view, problem: null });
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="[^"]+" width="880" height="496" role="img" aria-label="[^"]+" data-view="[a-z-]+">/);
      expect(svg).toContain(`data-view="${view}"`);
      expect(svg).toContain(`#${colours.frame}`);
      expect(svg).toContain(`#${colours.accent}`);
      expect(svg).not.toMatch(/NaN|Infinity|undefined|<text/);
      expect(viewOf(shape, view)).toBe(svg);
      // A product render, not a line drawing: the studio light, gloss on the tubes, the soft shadow.
      for (const name of ['studio', 'frame', 'shadow', 'drivetrain', 'cockpit']) expect({ view, name, found: part(svg, name) !== '' }).toEqual({ view, name, found: true });
      expect(svg).toContain('url(#v-' + view + '-gl)');
      expect(svg.length).toBeLessThan(15 * 1024);
    });
    expect(new Set(pictures).size).toBe(BIKE_VIEWS.length);
    // The side and cockpit views are the configurator's own drawing; the other two need drawBikeView.
    expect(pictures[0]).toBe(drawBike({ shape, ...colours, view: 'side', idPrefix: 'v-side' }));
    expect(() => drawBike({ shape, ...colours, view: 'groupset' })).toThrow(/drawBikeView/);
  });

  it('turns the whole bike for the three-quarter view, with the bar\'s two ends and the far side drawn across it', () => {
    for (const shape of BIKE_SHAPES) {
      const svg = viewOf(shape, 'three-quarter');
      expect(box(svg)).toEqual([0, 0, 880, 496]);
      expect(svg).toMatch(/<g transform="matrix\(0\.\d+ 0\.\d+ 0 [\d.]+ -?[\d.]+ -?[\d.]+\)" data-part="bike">/);
      for (const name of ['far-side', 'far-crank', 'far-bar-end', 'near-bar-end', 'bar-tops']) expect({ shape, name, found: part(svg, name) !== '' }).toEqual({ shape, name, found: true });
    }
  });

  it('frames the groupset close-up on the drivetrain and the cockpit close-up on the front, inside the picture', () => {
    for (const shape of BIKE_SHAPES) {
      const [gx, gy, gw, gh] = box(viewOf(shape, 'groupset'));
      const [cx, , cw] = box(viewOf(shape, 'cockpit'));
      for (const [x, y, w, h] of [[gx, gy, gw, gh], box(viewOf(shape, 'cockpit'))]) {
        expect(w).toBeLessThan(880 / 1.5);
        expect(w / h).toBeCloseTo(880 / 496, 2);
        expect(x).toBeGreaterThanOrEqual(0);
        expect(y).toBeGreaterThanOrEqual(0);
        expect(x + w).toBeLessThanOrEqual(880.1);
        expect(y + h).toBeLessThanOrEqual(496.1);
      }
      expect(gx + gw / 2).toBeLessThan(cx + cw / 2); // the groupset is behind the cockpit
    }
  });

  it('names each view of a drawn bike from its side picture, and no view of other pictures', () => {
    const side = '/media/bikes/road/1c2a4a-e45b9c.carbon-deep.drop.race.svg';
    expect(BIKE_VIEWS.map((view) => bikeViewPath(side, view))).toEqual([
      side, '/media/bikes/road/three-quarter/1c2a4a-e45b9c.carbon-deep.drop.race.svg', '/media/bikes/road/groupset/1c2a4a-e45b9c.carbon-deep.drop.race.svg', '/media/bikes/road/cockpit/1c2a4a-e45b9c.carbon-deep.drop.race.svg',
    ]);
    for (const other of ['/media/accessories/caps/111111-222222.svg', 'https://cdn.example/bike.jpg', '/media/bikes/road/x/../1.svg', '', null]) expect(bikeViewPath(other, 'groupset')).toBeNull();
    expect(isBikeView('groupset')).toBe(true);
    expect(isBikeView('detail')).toBe(false);
    expect(isBikeView(null)).toBe(false);
  });
});

describe('defaultParts', () => {
  it('gives each shape the parts it is sold with', () => {
    expect(defaultParts('road')).toEqual({ wheels: 'carbon-shallow', cockpit: 'drop', saddle: 'race' });
    expect(defaultParts('gravel')).toMatchObject({ cockpit: 'drop', saddle: 'race' });
    expect(defaultParts('mountain')).toMatchObject({ cockpit: 'flat', saddle: 'race' });
    expect(defaultParts('ebike')).toMatchObject({ cockpit: 'riser', saddle: 'comfort' });
    expect(defaultParts('triathlon')).toMatchObject({ wheels: 'carbon-disc', cockpit: 'aero-bar' });
  });

  it('returns a copy the caller may change', () => {
    defaultParts('road').cockpit = 'flat';
    expect(defaultParts('road').cockpit).toBe('drop');
  });
});
