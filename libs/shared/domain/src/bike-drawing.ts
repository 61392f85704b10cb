/**
 * The shop's bike picture: a flat product render of a bike, drawn from its shape, its paint
 * design's two colours and its parts, as one SVG string. Pure and dependency-free so the same
 * drawing serves the catalogue's product images (server) and the configurator (browser).
 *
 * The bike is laid out in millimetres from real frame geometry (stack, reach, head and seat
 * angles, chainstay, BB drop), so proportions hold for every shape; it is then scaled to fill
 * the 880x496 picture. Every layer is a `<g data-part="…">` so tests and the configurator can
 * see what is drawn. The picture carries no words: one picture serves every language.
 */

import { BIKE_VIEWS, type BikeView } from './bike-views';

export { BIKE_VIEWS, type BikeView } from './bike-views';

export const BIKE_SHAPES = ['road', 'gravel', 'mountain', 'ebike', 'triathlon'] as const;
export type BikeShape = (typeof BIKE_SHAPES)[number];
export const WHEEL_KINDS = ['alloy', 'carbon-shallow', 'carbon-deep', 'carbon-disc'] as const;
export type WheelKind = (typeof WHEEL_KINDS)[number];
export const COCKPIT_KINDS = ['drop', 'aero-drop', 'flat', 'riser', 'aero-bar'] as const;
export type CockpitKind = (typeof COCKPIT_KINDS)[number];
export const SADDLE_KINDS = ['race', 'comfort', 'short-nose'] as const;
export type SaddleKind = (typeof SADDLE_KINDS)[number];

export interface BikeDrawing {
  shape: BikeShape;
  /** 6 hex digits without '#': the design's base colour (frame and fork). */
  frame: string;
  /** 6 hex digits without '#': the design's accent colour (seat stays, decals, rim decals). */
  accent: string;
  wheels?: WheelKind;
  cockpit?: CockpitKind;
  saddle?: SaddleKind;
  /** Which view of the same drawing ('detail', the configurator's word, is the cockpit close-up). */
  view?: BikeView | 'detail';
  /** Prefix for the picture's ids, so several drawings on one page do not share gradients. */
  idPrefix?: string;
  label?: string;
}

const HEX = /^[0-9a-f]{6}$/i;
export const isHexColour = (value: string): boolean => HEX.test(value);

const DEFAULT_PARTS: Record<BikeShape, { wheels: WheelKind; cockpit: CockpitKind; saddle: SaddleKind }> = {
  road: { wheels: 'carbon-shallow', cockpit: 'drop', saddle: 'race' },
  gravel: { wheels: 'alloy', cockpit: 'drop', saddle: 'race' },
  mountain: { wheels: 'alloy', cockpit: 'flat', saddle: 'race' },
  ebike: { wheels: 'alloy', cockpit: 'riser', saddle: 'comfort' },
  triathlon: { wheels: 'carbon-disc', cockpit: 'aero-bar', saddle: 'short-nose' },
};

/** The parts a bike of this shape is drawn with when the design names none. */
export function defaultParts(shape: BikeShape): { wheels: WheelKind; cockpit: CockpitKind; saddle: SaddleKind } {
  return { ...DEFAULT_PARTS[shape] };
}

// ---------------------------------------------------------------------------------------------
// Frame geometry, in millimetres, as a frame builder's chart gives it (a size M/56 of each kind).

type Tread = 'slick' | 'file' | 'knobby' | 'trekking';

interface Geometry {
  tyre: number; // tyre width: sets both the tyre's look and the wheel's outer radius
  tread: Tread;
  bbDrop: number;
  chainstay: number;
  stack: number;
  reach: number;
  headAngle: number;
  headTube: number;
  rake: number;
  seatAngle: number;
  seatTube: number;
  saddleHeight: number; // BB centre to saddle top, along the seat tube
  spacers: number;
  stem: number;
  stemRise: number; // degrees above horizontal
  rings: number[]; // chainring teeth, big ring first
  bigCog: number;
  travel: number; // suspension fork travel; 0 = rigid fork
  dropper: boolean;
  stayDrop: number; // how far below the seat cluster the seat stays meet the seat tube
  widths: { top: number; down: number; seat: number; head: number; chainstay: number; seatstay: number; fork: number };
}

const GEOMETRY: Record<BikeShape, Geometry> = {
  road: {
    tyre: 28, tread: 'slick', bbDrop: 70, chainstay: 410, stack: 565, reach: 390, headAngle: 73, headTube: 150, rake: 45,
    seatAngle: 73.5, seatTube: 520, saddleHeight: 740, spacers: 20, stem: 110, stemRise: 4, rings: [50, 34], bigCog: 30,
    travel: 0, dropper: false, stayDrop: 55, widths: { top: 30, down: 48, seat: 34, head: 44, chainstay: 22, seatstay: 16, fork: 38 },
  },
  gravel: {
    tyre: 42, tread: 'file', bbDrop: 75, chainstay: 425, stack: 595, reach: 385, headAngle: 71.5, headTube: 165, rake: 50,
    seatAngle: 73.5, seatTube: 520, saddleHeight: 735, spacers: 30, stem: 90, stemRise: 8, rings: [46, 30], bigCog: 36,
    travel: 0, dropper: false, stayDrop: 85, widths: { top: 32, down: 50, seat: 34, head: 46, chainstay: 24, seatstay: 17, fork: 40 },
  },
  mountain: {
    tyre: 60, tread: 'knobby', bbDrop: 50, chainstay: 435, stack: 625, reach: 455, headAngle: 65.5, headTube: 110, rake: 44,
    seatAngle: 76, seatTube: 430, saddleHeight: 735, spacers: 15, stem: 50, stemRise: 18, rings: [32], bigCog: 51,
    travel: 130, dropper: true, stayDrop: 60, widths: { top: 40, down: 58, seat: 36, head: 52, chainstay: 28, seatstay: 20, fork: 44 },
  },
  ebike: {
    tyre: 50, tread: 'trekking', bbDrop: 60, chainstay: 470, stack: 650, reach: 420, headAngle: 68, headTube: 160, rake: 50,
    seatAngle: 74, seatTube: 460, saddleHeight: 720, spacers: 25, stem: 70, stemRise: 20, rings: [36], bigCog: 42,
    travel: 100, dropper: false, stayDrop: 70, widths: { top: 44, down: 78, seat: 40, head: 54, chainstay: 28, seatstay: 20, fork: 42 },
  },
  triathlon: {
    tyre: 25, tread: 'slick', bbDrop: 72, chainstay: 405, stack: 505, reach: 430, headAngle: 73, headTube: 105, rake: 50,
    seatAngle: 78, seatTube: 510, saddleHeight: 745, spacers: 10, stem: 90, stemRise: -8, rings: [53, 39], bigCog: 28,
    travel: 0, dropper: false, stayDrop: 130, widths: { top: 36, down: 60, seat: 54, head: 60, chainstay: 22, seatstay: 16, fork: 50 },
  },
};

const BEAD_RADIUS = 311; // 622 mm bead seat: 700c and 29" wheels alike
const CRANK = 172.5;

/** Rim depth (mm), spoke count and rim colour by wheel kind. */
const RIMS: Record<WheelKind, { depth: number; spokes: number; colour: string }> = {
  alloy: { depth: 20, spokes: 24, colour: '#9aa0a6' },
  'carbon-shallow': { depth: 38, spokes: 24, colour: '#1e1f21' },
  'carbon-deep': { depth: 62, spokes: 18, colour: '#1e1f21' },
  'carbon-disc': { depth: 62, spokes: 18, colour: '#1e1f21' }, // the front of a disc set is a deep rim
};

// ---------------------------------------------------------------------------------------------
// Points and numbers. Layout works in mm (x forward, y up); the picture in px (y down).

interface Pt { x: number; y: number }
const ORIGIN: Pt = { x: 0, y: 0 };

const W = 880;
const H = 496;
const GROUND = 446;

/** Coordinates are written with one decimal: small output and the same string every time. */
const f = (v: number): string => String(Math.round(v * 10) / 10);
const xy = (p: Pt): string => `${f(p.x)} ${f(p.y)}`;
const add = (a: Pt, b: Pt, k = 1): Pt => ({ x: a.x + b.x * k, y: a.y + b.y * k });
const lerp = (a: Pt, b: Pt, t: number): Pt => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });
const dist = (a: Pt, b: Pt): number => Math.hypot(b.x - a.x, b.y - a.y);
const unit = (a: Pt, b: Pt): Pt => { const d = dist(a, b) || 1; return { x: (b.x - a.x) / d, y: (b.y - a.y) / d }; };
const polar = (deg: number): Pt => ({ x: Math.cos((deg * Math.PI) / 180), y: Math.sin((deg * Math.PI) / 180) });
const pitchRadius = (teeth: number): number => 12.7 / (2 * Math.sin(Math.PI / teeth));

/** Maps the layout (mm, y up, BB at 0,0) onto the picture (px, y down). */
interface Stage { s: number; ox: number; oy: number }
const toPx = (st: Stage, p: Pt): Pt => ({ x: st.ox + p.x * st.s, y: st.oy - p.y * st.s });

/**
 * A path written in mm around an origin (x forward, y up), as absolute M/L/C/Q pairs: part
 * outlines (bars, saddles, motor) stay readable as a part maker would draw them.
 */
function trace(st: Stage, origin: Pt, d: string): string {
  return d
    .replace(/(-?[\d.]+)\s+(-?[\d.]+)/g, (_, x: string, y: string) => xy(toPx(st, add(origin, { x: Number(x), y: Number(y) }))))
    .replace(/\s*([MLCQZ])\s*/g, '$1');
}

/**
 * A tapered tube from a to b, drawn along its own axis so a gradient across it (the shape's
 * bounding box) lights its upper edge and shades its under side, whatever the tube's angle.
 */
function tube(a: Pt, b: Pt, wa: number, wb: number, attrs = ''): string {
  if (b.x < a.x) [a, b, wa, wb] = [b, a, wb, wa];
  const ha = f(wa / 2);
  const hb = f(wb / 2);
  const len = f(dist(a, b));
  const place = `transform="translate(${xy(a)}) rotate(${f((Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI)})"${attrs}/>`;
  // A tube of even width is a rounded rect: the same picture in fewer bytes.
  if (ha === hb) return `<rect x="-${ha}" y="-${ha}" width="${f(dist(a, b) + wa)}" height="${f(wa)}" rx="${ha}" ${place}`;
  return `<path d="M0 -${ha}L${len} -${hb}A${hb} ${hb} 0 0 1 ${len} ${hb}L0 ${ha}A${ha} ${ha} 0 0 1 0 -${ha}Z" ${place}`;
}

/** A slanted band across a tube (paint stripes): its four corners on the tube's two edges. */
function band(a: Pt, b: Pt, w: number, t0: number, t1: number, slant: number, fill: string): string {
  const u = unit(a, b);
  const n = { x: -u.y * (w / 2), y: u.x * (w / 2) };
  const p = (t: number, side: number) => add(lerp(a, b, t), n, side);
  return `<path d="M${xy(p(t0 + slant, -1))}L${xy(p(t1 + slant, -1))}L${xy(p(t1, 1))}L${xy(p(t0, 1))}Z" fill="${fill}"/>`;
}

const circle = (c: Pt, r: number, attrs: string): string => `<circle cx="${f(c.x)}" cy="${f(c.y)}" r="${f(r)}" ${attrs}/>`;
/** A circle round the origin of an `around` group: wheels, cassette and chainrings are concentric. */
const ring = (r: number, attrs: string): string => `<circle r="${f(r)}" ${attrs}/>`;
const around = (centre: Pt, inner: string, attrs = ''): string => `<g transform="translate(${xy(centre)})"${attrs}>${inner}</g>`;

// ---------------------------------------------------------------------------------------------
// Colours.

function rgb(hex: string): number[] {
  const n = parseInt(hex, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
const toHex = (c: number[]): string => c.map((x) => Math.max(0, Math.min(255, Math.round(x))).toString(16).padStart(2, '0')).join('');
/** Blends a colour towards another: highlights towards white, shade towards black. */
const mix = (hex: string, to: string, t: number): string => toHex(rgb(hex).map((x, i) => x + (rgb(to)[i] - x) * t));
const luminance = (hex: string): number => { const [r, g, b] = rgb(hex); return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255; };

/**
 * The silhouette line around painted tubes. A darker shade of the paint reads as a crisp edge;
 * a black frame would lose it, and a white one would melt into the #f4f4f2 background, so
 * those get a mid grey.
 */
function outlineFor(hex: string): string {
  const l = luminance(hex);
  if (l < 0.12) return '#6b6e72';
  if (l > 0.8) return '#a3a6aa';
  return `#${mix(hex, '000000', 0.45)}`;
}

/** Gloss paint: a light top edge, the paint itself, then the shaded under side. */
const paintGradient = (id: string, hex: string): string =>
  `<linearGradient id="${id}" x2="0" y2="1"><stop offset="0" stop-color="#${mix(hex, 'ffffff', 0.5)}"/><stop offset=".32" stop-color="#${hex}"/><stop offset=".7" stop-color="#${hex}"/><stop offset="1" stop-color="#${mix(hex, '000000', 0.5)}"/></linearGradient>`;

// ---------------------------------------------------------------------------------------------
// The bike's key points, laid out from the geometry chart.

interface Points {
  bb: Pt; rearHub: Pt; frontHub: Pt; headTop: Pt; headBottom: Pt; seatTop: Pt; stayTop: Pt; saddleTop: Pt;
  spacerTop: Pt; stemClamp: Pt; barClamp: Pt; saddleClamp: Pt;
  /** Unit directions up the steering axis and up the seat tube. */
  axisUp: Pt; seatUp: Pt;
}

/** Every point in mm with the bottom bracket at (0, 0): the frame builder's view. */
function layoutMm(g: Geometry): Points {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const rearHub = { x: -Math.sqrt(g.chainstay ** 2 - g.bbDrop ** 2), y: g.bbDrop };
  const headTop = { x: g.reach, y: g.stack };
  const axisUp = { x: -Math.cos(rad(g.headAngle)), y: Math.sin(rad(g.headAngle)) };
  const headBottom = add(headTop, axisUp, -g.headTube);
  // The fork's offset moves the hub forward of where the steering axis meets hub height.
  const axisAtHub = g.reach + (g.stack - g.bbDrop) / Math.tan(rad(g.headAngle));
  const frontHub = { x: axisAtHub + g.rake / Math.sin(rad(g.headAngle)), y: g.bbDrop };
  const seatUp = polar(180 - g.seatAngle);
  const bb = ORIGIN;
  const spacerTop = add(headTop, axisUp, g.spacers);
  const stemClamp = add(spacerTop, axisUp, 20);
  const saddleTop = add(bb, seatUp, g.saddleHeight);
  return {
    bb, rearHub, frontHub, headTop, headBottom, axisUp, seatUp, spacerTop, stemClamp, saddleTop,
    seatTop: add(bb, seatUp, g.seatTube),
    stayTop: add(bb, seatUp, g.seatTube - g.stayDrop),
    saddleClamp: add(saddleTop, seatUp, -38), // rails sit ~38 mm under the saddle's top
    barClamp: add(stemClamp, polar(g.stemRise), g.stem),
  };
}

/** Scales the bike to fill the picture: its length to ~730 px, its height to ~390 px. */
function stageFor(g: Geometry, mm: Points): Stage {
  const tyreOuter = BEAD_RADIUS + g.tyre;
  const left = mm.rearHub.x - tyreOuter;
  const right = mm.frontHub.x + tyreOuter;
  const ground = mm.rearHub.y - tyreOuter;
  const top = Math.max(mm.saddleTop.y, mm.barClamp.y) + 40;
  const s = Math.min(730 / (right - left), 390 / (top - ground));
  return { s, ox: W / 2 - ((left + right) / 2) * s, oy: GROUND + ground * s };
}

/** The same points on the picture; directions only flip their y. */
function toPoints(st: Stage, mm: Points): Points {
  const out = {} as Points;
  for (const key of Object.keys(mm) as (keyof Points)[]) {
    out[key] = key === 'axisUp' || key === 'seatUp' ? { x: mm[key].x, y: -mm[key].y } : toPx(st, mm[key]);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Layers, back to front.

type Parts = ReturnType<typeof defaultParts>;

/** What every layer needs: the geometry, the stage, the points in mm (`at`) and px (`p`), the design. */
interface Ctx {
  g: Geometry; st: Stage; at: Points; p: Points; d: BikeDrawing & Parts; frame: string; accent: string;
  mm: (v: number) => number; // a length in mm on the picture
  id: (name: string) => string; // a prefixed id, unique per drawing on a page
}

/** Shared finishes: the soft ground shadow, black anodised parts and polished alloy. */
function sharedDefs(c: Ctx): string {
  return `<defs><radialGradient id="${c.id('sh')}"><stop offset="0" stop-color="#000" stop-opacity=".26"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="${c.id('dk')}" x2="0" y2="1"><stop offset="0" stop-color="#5a5d61"/><stop offset=".45" stop-color="#222326"/><stop offset="1" stop-color="#0c0c0d"/></linearGradient>` +
    `<linearGradient id="${c.id('mt')}" x2="0" y2="1"><stop offset="0" stop-color="#f3f4f5"/><stop offset=".5" stop-color="#b4b9be"/><stop offset="1" stop-color="#6c7177"/></linearGradient>` +
    // Gloss: a narrow specular band along the upper third of every tube (the gradient runs across each tube's own axis).
    `<linearGradient id="${c.id('gl')}" x2="0" y2="1"><stop offset=".1" stop-color="#fff" stop-opacity="0"/><stop offset=".24" stop-color="#fff" stop-opacity=".6"/><stop offset=".4" stop-color="#fff" stop-opacity="0"/></linearGradient>` +
    // The studio: a lit centre fading to a soft grey sweep, as product shots are taken.
    `<radialGradient id="${c.id('st')}" cx=".5" cy=".42" r=".75"><stop offset="0" stop-color="#fff"/><stop offset=".6" stop-color="#f4f4f2"/><stop offset="1" stop-color="#dcdcd8"/></radialGradient></defs>` +
    `<rect data-part="studio" width="${W}" height="${H}" fill="url(#${c.id('st')})"/>`;
}

function shadow(c: Ctx): string {
  const { rearHub, frontHub } = c.p;
  const cx = (rearHub.x + frontHub.x) / 2;
  const rx = (frontHub.x - rearHub.x) / 2 + c.mm(BEAD_RADIUS + c.g.tyre) * 1.05;
  const contact = (x: number) => `<ellipse cx="${f(x)}" cy="${GROUND}" rx="${f(c.mm(120))}" ry="4" fill="#000" opacity=".22"/>`;
  return `<g data-part="shadow"><ellipse cx="${f(cx)}" cy="${GROUND + 2}" rx="${f(rx)}" ry="16" fill="url(#${c.id('sh')})"/>${contact(rearHub.x)}${contact(frontHub.x)}</g>`;
}

/** Spokes as one path around (0, 0), tangentially laced as on a real wheel; reused by both wheels. */
function spokePath(c: Ctx, count: number, rimInner: number): string {
  const hub = c.mm(22);
  const rim = c.mm(rimInner);
  let d = '';
  for (let i = 0; i < count; i++) {
    const a = (i * 360) / count;
    const lace = i % 2 ? 24 : -24;
    d += `M${xy(add(ORIGIN, polar(a), hub))}L${xy(add(ORIGIN, polar(a + lace), rim))}`;
  }
  return d;
}

/** Rim decals: two accent arcs on opposite sides of the rim, as printed on carbon rims. */
function rimDecals(c: Ctx, r: number, width: number, turn: number): string {
  const arc = 2 * Math.PI * r * 0.1;
  const gap = Math.PI * r - arc;
  return ring(r, `fill="none" stroke="#${c.accent}" stroke-width="${f(width)}" stroke-dasharray="${f(arc)} ${f(gap)}" transform="rotate(${turn})"`);
}

/** The brake rotor behind the spokes and its caliper, at an angle (degrees, y up) from the hub. */
function rotor(c: Ctx, caliperAngle: number): string {
  const caliper = polar(-caliperAngle);
  const r = c.mm(80);
  return ring(c.mm(78), `fill="none" stroke="#a9adb2" stroke-width="${f(c.mm(9))}"`) + ring(c.mm(34), 'fill="#7b7f84"') +
    `<rect x="${f(caliper.x * r - c.mm(24))}" y="${f(caliper.y * r - c.mm(13))}" width="${f(c.mm(48))}" height="${f(c.mm(26))}" rx="${f(c.mm(8))}" fill="#2a2b2e"/>`;
}

/** A disc wheel: one closed carbon surface, shaded like a lens, with the accent decal. */
function discWheel(c: Ctx): string {
  const r = c.mm(BEAD_RADIUS);
  return `<linearGradient id="${c.id('ds')}" x2="1" y2="1"><stop offset="0" stop-color="#4a4c50"/><stop offset=".55" stop-color="#1d1e20"/><stop offset="1" stop-color="#0e0e0f"/></linearGradient>` +
    ring(r, `fill="url(#${c.id('ds')})"`) + ring(r * 0.55, 'fill="none" stroke="#333538"') + rimDecals(c, r * 0.78, c.mm(22), 200);
}

function spokedWheel(c: Ctx, kind: WheelKind, spokes: string, caliperAngle: number): string {
  const rim = RIMS[kind];
  const rMid = c.mm(BEAD_RADIUS - rim.depth / 2);
  const decal = kind === 'alloy' ? rimDecals(c, rMid, c.mm(6), 30) : rimDecals(c, rMid, c.mm(rim.depth * 0.42), 210);
  // A light line along the brake track: the rim's machined (alloy) or lacquered (carbon) edge catching the light.
  return rotor(c, caliperAngle) + `<use href="#${spokes}"/>` + ring(rMid, `fill="none" stroke="${rim.colour}" stroke-width="${f(c.mm(rim.depth))}"`) +
    ring(c.mm(BEAD_RADIUS - rim.depth), `fill="none" stroke="${kind === 'alloy' ? '#6d7379' : '#3c3e42'}"`) + decal +
    ring(c.mm(BEAD_RADIUS - 4), `fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="${f(c.mm(3))}"`);
}

const hubShell = (c: Ctx): string => ring(c.mm(24), `fill="url(#${c.id('mt')})" stroke="#6c7177"`) + ring(c.mm(9), 'fill="#3a3c40"');

/** Both wheels: a disc set puts the disc at the back and a deep rim at the front. */
function wheels(c: Ctx): string {
  const rearKind = c.d.wheels;
  const frontKind: WheelKind = rearKind === 'carbon-disc' ? 'carbon-deep' : rearKind;
  const spokesId = c.id('sp');
  const rim = RIMS[frontKind];
  const spokeDef = `<defs><path id="${spokesId}" d="${spokePath(c, rim.spokes, BEAD_RADIUS - rim.depth)}" stroke="#55595e" fill="none"/></defs>`;
  const rear = rearKind === 'carbon-disc' ? discWheel(c) : spokedWheel(c, rearKind, spokesId, 25);
  const front = spokedWheel(c, frontKind, spokesId, 135);
  return `<g data-part="wheels">${spokeDef}${around(c.p.rearHub, rear + hubShell(c), ` data-part="rear-wheel" data-kind="${rearKind}"`)}` +
    around(c.p.frontHub, front + hubShell(c), ` data-part="front-wheel" data-kind="${frontKind}"`) + `</g>`;
}

/** Tyres: the width tells the shape; sidewalls and tread tell road, gravel, trail and trekking. */
function tyres(c: Ctx): string {
  const { tyre, tread } = c.g;
  const band = (atMm: number, widthMm: number, stroke: string, extra = '') => ring(c.mm(BEAD_RADIUS + atMm), `stroke="${stroke}" stroke-width="${f(c.mm(widthMm))}"${extra}`);
  let one = band(tyre / 2, tyre, '#1c1c1d');
  // Tan sidewalls and a fine file tread on the crown: the gravel look.
  if (tread === 'file') one += band(tyre * 0.22, tyre * 0.36, '#a5835a') + band(tyre + 1.5, 5, '#1c1c1d', ' stroke-dasharray="2 2.2"');
  // Square knobs standing proud of the casing.
  if (tread === 'knobby') one += band(tyre + 3, 12, '#1c1c1d', ' stroke-dasharray="5.5 4.5"');
  // A reflective sidewall stripe: the commuter's and trekking tyre.
  if (tread === 'trekking') one += band(tyre * 0.3, 4, '#c8cacc');
  if (tread === 'slick') one += ring(c.mm(BEAD_RADIUS + tyre * 0.55), 'stroke="#333437"');
  // The rubber's sheen on the upper sidewall.
  one += ring(c.mm(BEAD_RADIUS + tyre * 0.72), `stroke="#fff" stroke-opacity=".12" stroke-width="${f(c.mm(tyre * 0.18))}"`);
  return `<g data-part="tyres" fill="none">${around(c.p.rearHub, one)}${around(c.p.frontHub, one)}</g>`;
}

/** A rigid carbon fork (tapered blade) or a suspension fork: crown, stanchions and lowers. */
function fork(c: Ctx): string {
  const { headBottom, frontHub } = c.p;
  const down = unit(headBottom, frontHub);
  const w = c.mm(c.g.widths.fork);
  if (!c.g.travel) {
    const tip = add(frontHub, down, c.mm(12));
    return `<g data-part="fork" data-kind="rigid" fill="url(#${c.id('fr')})" stroke="${outlineFor(c.frame)}" stroke-width="1.2">${tube(headBottom, tip, w, w * 0.5)}` +
      band(headBottom, tip, w * 0.62, 0.72, 0.82, 0.02, `#${c.accent}`) + `</g>`;
  }
  const crownEnd = add(headBottom, down, c.mm(45));
  const lowersTop = add(headBottom, down, c.mm(45 + c.g.travel + 30));
  const tip = add(frontHub, down, c.mm(18));
  return `<g data-part="fork" data-kind="suspension">` +
    `<g data-part="stanchions">${tube(crownEnd, add(lowersTop, down, c.mm(20)), w * 0.74, w * 0.74, ` fill="url(#${c.id('ka')})" stroke="#8a6a2e"`)}</g>` +
    `<g data-part="lowers" fill="url(#${c.id('fr')})" stroke="${outlineFor(c.frame)}" stroke-width="1.2">${tube(lowersTop, tip, w, w * 0.82)}` +
    band(lowersTop, tip, w, 0.18, 0.3, 0, `#${c.accent}`) + `</g>` +
    tube(add(headBottom, down, -c.mm(8)), crownEnd, w * 1.25, w * 1.1, ` fill="url(#${c.id('dk')})"`) +
    `<linearGradient id="${c.id('ka')}" x2="0" y2="1"><stop offset="0" stop-color="#f1dca8"/><stop offset="1" stop-color="#9a7634"/></linearGradient></g>`;
}

/** Chainstays in the frame colour, seat stays in the accent: the design's two-tone rear end. */
function rearTriangle(c: Ctx): string {
  const { bb, rearHub, stayTop } = c.p;
  const wd = c.g.widths;
  return `<g data-part="rear-triangle" stroke="${outlineFor(c.frame)}" stroke-width="1.2">${paintGradient(c.id('ac'), c.accent)}` +
    tube(rearHub, bb, c.mm(wd.chainstay * 0.8), c.mm(wd.chainstay * 1.3), ` fill="url(#${c.id('fr')})"`) +
    tube(rearHub, stayTop, c.mm(wd.seatstay * 0.9), c.mm(wd.seatstay * 1.2), ` fill="url(#${c.id('ac')})" stroke="${outlineFor(c.accent)}"`) +
    circle(rearHub, c.mm(16), `fill="#${mix(c.frame, '000000', 0.25)}"`) + `</g>`;
}

/** Where the top and down tubes meet the head and seat tubes (px). */
function tubeEnds(c: Ctx): { topBack: Pt; topFront: Pt; downTop: Pt } {
  const { bb, headTop, headBottom, seatTop, axisUp, seatUp } = c.p;
  const wd = c.g.widths;
  const atHead = add(headBottom, axisUp, c.mm(38));
  // A down tube wider than the head tube starts a little lower, so its rounded end stays inside.
  const tuck = c.mm(Math.max(0, (wd.down - wd.head) / 2 + 4));
  return {
    topBack: add(seatTop, seatUp, -c.mm(30)),
    topFront: add(headTop, axisUp, -c.mm(28)),
    downTop: add(atHead, unit(atHead, bb), tuck),
  };
}

/**
 * The main frame. Its tubes are defined once and drawn twice: first as a wide outline, then
 * filled with the paint gradient, so joints blend like a moulded frame and only the outer
 * silhouette carries a line.
 */
function mainFrame(c: Ctx): string {
  const { bb, headTop, headBottom, seatTop, axisUp } = c.p;
  const { topBack, topFront, downTop } = tubeEnds(c);
  const wd = c.g.widths;
  const headAbove = add(headTop, axisUp, c.mm(8));
  const headBelow = add(headBottom, axisUp, -c.mm(10));
  const tubes = tube(topBack, topFront, c.mm(wd.top), c.mm(wd.top * 1.1)) +
    tube(downTop, bb, c.mm(wd.down), c.mm(wd.down * 1.12)) +
    tube(bb, seatTop, c.mm(wd.seat * 1.15), c.mm(wd.seat)) +
    tube(headBelow, headAbove, c.mm(wd.head * 1.08), c.mm(wd.head * 0.92)) +
    circle(bb, c.mm(34), '');
  return `<g data-part="frame"><defs>${paintGradient(c.id('fr'), c.frame)}<g id="${c.id('ft')}">${tubes}</g></defs>` +
    `<use href="#${c.id('ft')}" fill="none" stroke="${outlineFor(c.frame)}" stroke-width="2.6"/><use href="#${c.id('ft')}" fill="url(#${c.id('fr')})"/><use href="#${c.id('ft')}" fill="url(#${c.id('gl')})"/></g>`;
}

/** Paint decals without words: a swoosh on the down tube, bands on top and seat tubes, a head badge. */
function decals(c: Ctx): string {
  const { bb, headTop, headBottom, seatTop } = c.p;
  const { topBack, topFront, downTop } = tubeEnds(c);
  const wd = c.g.widths;
  const accent = `#${c.accent}`;
  const swoosh = tube(lerp(downTop, bb, 0.18), lerp(downTop, bb, 0.6), c.mm(wd.down * 0.16), c.mm(wd.down * 0.36), ` fill="${accent}"`);
  const badge = lerp(headTop, headBottom, 0.45);
  // The ebike's battery covers the down tube, so its swoosh would be hidden.
  return `<g data-part="decals">${c.d.shape === 'ebike' ? '' : swoosh}` +
    band(topBack, topFront, c.mm(wd.top), 0.1, 0.16, 0.03, accent) + band(topBack, topFront, c.mm(wd.top), 0.19, 0.21, 0.03, accent) +
    band(bb, seatTop, c.mm(wd.seat), 0.62, 0.7, 0, accent) +
    circle(badge, c.mm(11), `fill="${accent}" stroke="#fff"`) + `</g>`;
}

/** The ebike's battery, lying on the down tube, with its charge-level lights. */
function battery(c: Ctx): string {
  const { bb } = c.p;
  const { downTop } = tubeEnds(c);
  const u = unit(downTop, bb);
  const up = { x: u.y, y: -u.x }; // the down tube's upper side
  const lift = c.mm(c.g.widths.down * 0.12);
  const a = add(lerp(downTop, bb, 0.12), up, lift);
  const b = add(lerp(downTop, bb, 0.74), up, lift);
  const w = c.mm(c.g.widths.down * 0.72);
  const lights = `<path d="M${xy(lerp(a, b, 0.8))}L${xy(lerp(a, b, 0.9))}" stroke="#7ee08a" stroke-width="${f(c.mm(6))}" stroke-dasharray="${f(c.mm(6))}"/>`;
  return `<g data-part="battery">${tube(a, b, w, w, ` fill="url(#${c.id('dk')})" stroke="#0e0e0f"`)}` +
    tube(lerp(a, b, 0.06), lerp(a, b, 0.7), c.mm(5), c.mm(5), ` fill="#${c.accent}"`) + lights + `</g>`;
}

/** The ebike's mid-drive motor, wrapped round the bottom bracket. */
function motor(c: Ctx): string {
  const housing = trace(c.st, ORIGIN, 'M-70 30C-60 80 40 95 105 62C140 40 130 -50 80 -80C30 -105 -50 -92 -75 -45C-85 -20 -80 10 -70 30Z');
  return `<g data-part="motor"><path d="${housing}" fill="url(#${c.id('dk')})" stroke="#0e0e0f" stroke-width="1.2"/>` +
    circle(toPx(c.st, { x: 28, y: -8 }), c.mm(52), 'fill="#3b3d41" stroke="#55585c"') + `</g>`;
}

/** Cassette, rear derailleur, chain, chainrings and crank: 2x for road-ish bikes, 1x off road. */
function drivetrain(c: Ctx): string {
  const { bb, rearHub, seatUp } = c.p;
  const bigCog = c.mm(pitchRadius(c.g.bigCog));
  const chainCog = c.mm(pitchRadius(Math.round(c.g.bigCog * 0.6)));
  const smallCog = c.mm(pitchRadius(11));
  // Machined steel with its teeth round the biggest cog.
  let cogs = ring(bigCog, `fill="url(#${c.id('mt')})"`) + ring(bigCog + c.mm(2), `fill="none" stroke="#8d9298" stroke-width="${f(c.mm(4))}" stroke-dasharray="${f(c.mm(3))} ${f(c.mm(3))}"`);
  for (let i = 1; i < 5; i++) cogs += ring(bigCog - ((bigCog - smallCog) * i) / 4, 'fill="none"');
  const ringR = c.mm(pitchRadius(c.g.rings[0]));
  const oneBy = c.g.rings.length === 1;
  // A 1x drivetrain's wide-range cassette needs the long cage.
  const upperJockey = add(rearHub, { x: -c.mm(6), y: chainCog + c.mm(34) });
  const lowerJockey = add(upperJockey, { x: c.mm(16), y: c.mm(oneBy ? 88 : 62) });
  const jockey = c.mm(20);
  const dk = ` fill="url(#${c.id('dk')})"`;
  const derailleur = `<g data-part="derailleur"${dk}>${tube(add(rearHub, { x: c.mm(6), y: c.mm(14) }), upperJockey, c.mm(24), c.mm(20))}` +
    tube(upperJockey, lowerJockey, c.mm(30), c.mm(30)) + [upperJockey, lowerJockey].map((p) => circle(p, jockey * 0.7, `fill="#5f6368" stroke="#2a2b2e" stroke-width="${f(c.mm(3))}" stroke-dasharray="${f(c.mm(2.5))} ${f(c.mm(2))}"`) + circle(p, jockey * 0.25, `fill="url(#${c.id('mt')})"`)).join('') + `</g>`;
  const chain = `<path data-part="chain" d="M${xy(add(rearHub, { x: 0, y: -chainCog }))}L${xy(add(bb, { x: 0, y: -ringR }))}` +
    `M${xy(add(bb, { x: 0, y: ringR }))}L${xy(add(lowerJockey, { x: 0, y: jockey }))}L${xy(add(upperJockey, { x: -jockey, y: 0 }))}L${xy(add(rearHub, { x: -c.mm(4), y: chainCog }))}" ` +
    `fill="none" stroke="#2e2f32" stroke-width="${f(c.mm(7))}" stroke-dasharray="2.6 1"/>`;
  const rings = c.g.rings.map((teeth, i) => {
    const r = c.mm(pitchRadius(teeth));
    // The big ring is solid with its teeth at the rim; a small ring shows through as a circle.
    const body = ring(r, `fill="${i ? 'none' : '#26272a'}" stroke="#3c3e42" stroke-width="${f(c.mm(9))}"`);
    const teethRow = i ? '' : ring(r + c.mm(3), `fill="none" stroke="#26272a" stroke-width="${f(c.mm(6))}" stroke-dasharray="1.6 1.6"`);
    return `<g data-part="chainring">${body}${teethRow}</g>`;
  }).join('');
  const spider = [45, 135, 225, 315].map((a) => `M0 0L${xy(add(ORIGIN, polar(a), ringR * 0.78))}`).join('');
  // The chainring bolts at the spider's arms.
  const bolts = [45, 135, 225, 315].map((a) => circle(add(ORIGIN, polar(a), ringR * 0.78), c.mm(5), `fill="url(#${c.id('mt')})"`)).join('');
  // The front derailleur's cage hugs the big ring where the seat tube crosses it.
  const mech = add(bb, seatUp, ringR + c.mm(8));
  const along = { x: -seatUp.y, y: seatUp.x };
  const frontMech = oneBy ? '' : tube(add(mech, along, -c.mm(22)), add(mech, along, c.mm(34)), c.mm(16), c.mm(12), `${dk} data-part="front-derailleur"`);
  return `<g data-part="drivetrain">${around(rearHub, cogs, ' data-part="cassette" stroke="#6c7177"')}${derailleur}${chain}${frontMech}` +
    around(bb, `${rings}<path d="${spider}" stroke="#2f3034" stroke-width="${f(c.mm(14))}" stroke-linecap="round"/>${bolts}`, ' data-part="chainrings"') + `${crank(c)}</g>`;
}

/** The drive-side crank at four o'clock, with a clipless pedal on road bikes and a flat one off road. */
function crank(c: Ctx, angle = 35): string {
  const { bb } = c.p;
  const foot = add(bb, polar(angle), c.mm(CRANK));
  const flat = c.d.shape === 'mountain' || c.d.shape === 'ebike';
  const pw = c.mm(flat ? 100 : 76);
  const ph = c.mm(flat ? 18 : 22);
  return `<g data-part="crank">${tube(bb, foot, c.mm(40), c.mm(26), ` fill="url(#${c.id('dk')})" stroke="#0c0c0d"`)}` +
    circle(bb, c.mm(14), `fill="url(#${c.id('mt')})"`) +
    `<rect x="${f(foot.x - pw / 2)}" y="${f(foot.y - ph / 2)}" width="${f(pw)}" height="${f(ph)}" rx="${f(ph / 3)}" fill="#2a2b2e" stroke="#0c0c0d"/></g>`;
}

/** The seatpost: carbon on the road, an aero blade on the TT bike, a dropper off road. */
function seatpost(c: Ctx): string {
  const { seatTop, seatUp, saddleClamp } = c.p;
  const base = add(seatTop, seatUp, -c.mm(20));
  const collarWidth = c.mm(c.g.widths.seat + 6);
  const collar = tube(add(seatTop, seatUp, -c.mm(6)), add(seatTop, seatUp, c.mm(10)), collarWidth, collarWidth);
  const open = `<g data-part="seatpost" fill="url(#${c.id('dk')})"`;
  if (c.g.dropper) {
    const joint = add(seatTop, seatUp, c.mm(110));
    return `${open} data-kind="dropper">${tube(base, joint, c.mm(34), c.mm(34))}` +
      tube(joint, saddleClamp, c.mm(30), c.mm(30), ` fill="url(#${c.id('mt')})" stroke="#6c7177"`) + collar + `</g>`;
  }
  const width = c.mm(c.d.shape === 'triathlon' ? 42 : 27);
  return `${open}>${tube(base, saddleClamp, width, width)}${collar}</g>`;
}

/** Saddle side profiles (mm around the rail clamp): a long race nose, a padded comfort saddle, a short blunt nose. */
const SADDLES: Record<SaddleKind, string> = {
  race: 'M150 36C90 42 -20 46 -112 54C-128 56 -134 46 -128 38C-122 30 -92 28 -60 28C20 22 100 20 150 27C157 29 157 34 150 36Z',
  comfort: 'M118 40C70 48 -10 68 -96 70C-122 70 -134 54 -128 38C-122 26 -92 22 -60 22C10 18 80 20 120 28C127 31 126 37 118 40Z',
  'short-nose': 'M100 38C60 42 -30 44 -108 52C-125 54 -130 42 -124 34C-116 28 -80 24 -50 24C20 20 80 20 106 25C116 28 112 37 100 38Z',
};

function saddle(c: Ctx): string {
  const rails = c.d.saddle === 'comfort'
    ? 'M-80 22L-70 4L60 4L80 20M-90 22L-78 16L-92 12L-78 8L-90 4' // rails under springs
    : 'M-80 28L-64 6L60 6L84 22';
  return `<g data-part="saddle" data-kind="${c.d.saddle}"><path d="${trace(c.st, c.at.saddleClamp, rails)}" fill="none" stroke="#8b9096" stroke-width="${f(c.mm(6))}"/>` +
    `<path d="${trace(c.st, c.at.saddleClamp, SADDLES[c.d.saddle])}" fill="url(#${c.id('dk')})" stroke="#0c0c0d"/></g>`;
}

/** Headset spacers, the steerer clamp and the stem out to the bar. */
function stem(c: Ctx): string {
  const { headTop, spacerTop, stemClamp, barClamp, axisUp } = c.p;
  return `<g data-part="stem" fill="url(#${c.id('dk')})">${tube(headTop, spacerTop, c.mm(36), c.mm(34))}` +
    tube(spacerTop, add(spacerTop, axisUp, c.mm(42)), c.mm(42), c.mm(40)) +
    tube(stemClamp, barClamp, c.mm(36), c.mm(32)) + circle(barClamp, c.mm(21), 'stroke="#0c0c0d"') + `</g>`;
}

/**
 * Handlebars in side view (mm around the bar clamp, x forward, y up): the bar itself, the
 * solid bits (hoods, grips, arm pads, aero tops) and the levers drawn as strokes. A drop bar
 * shows its hooks and hoods; flat and riser bars are seen end-on, grip and brake lever; aero
 * bars show the base bar, the arm pads and the extensions with their shifters.
 */
interface CockpitOutline {
  bar: string; barWidth: number; solids: string[]; levers: string[];
  shiftFrom: Pt; brakeFrom: Pt; // where the housings leave the bar (mm from the clamp)
}

const COCKPITS: Record<CockpitKind, CockpitOutline> = {
  drop: {
    bar: 'M0 0L52 3C100 6 114 -38 100 -76C88 -106 60 -122 22 -118', barWidth: 24,
    solids: ['M64 12C84 16 104 22 118 28C128 32 132 20 124 12C118 2 112 -8 106 -14L70 -4Z'],
    levers: ['M120 10C124 -20 122 -52 104 -82'],
    shiftFrom: { x: 34, y: -8 }, brakeFrom: { x: 44, y: -8 },
  },
  // Aero tops: a flat wing from the stem, then a compact drop.
  'aero-drop': {
    bar: 'M60 0C104 2 112 -36 100 -66C90 -90 66 -100 34 -98', barWidth: 24,
    solids: ['M-14 -10L62 -8C76 -7 84 -2 84 4C84 10 76 12 62 12L-14 12Z', 'M62 12C82 16 102 20 114 26C124 30 128 18 120 10C114 0 108 -8 102 -12L66 -2Z'],
    levers: ['M116 8C120 -16 118 -40 102 -64'],
    shiftFrom: { x: 30, y: -10 }, brakeFrom: { x: 40, y: -10 },
  },
  flat: {
    bar: 'M0 0L-14 2', barWidth: 22,
    solids: ['M-30 2C-30 -16 -4 -16 -4 2C-4 20 -30 20 -30 2Z', 'M-6 2L22 4L20 16L-6 14Z'],
    levers: ['M10 10C40 12 72 -2 100 -20'],
    shiftFrom: { x: -4, y: -10 }, brakeFrom: { x: 16, y: 4 },
  },
  // A riser bar climbs and sweeps back from the clamp before the grip.
  riser: {
    bar: 'M0 0C10 6 -6 28 -22 40', barWidth: 22,
    solids: ['M-38 42C-38 24 -12 24 -12 42C-12 60 -38 60 -38 42Z', 'M-14 44L14 46L12 58L-14 56Z'],
    levers: ['M2 52C32 54 64 40 92 22'],
    shiftFrom: { x: -20, y: 28 }, brakeFrom: { x: 8, y: 46 },
  },
  // Base bar with bullhorns, arm cups on risers, extensions ending in a ski bend.
  'aero-bar': {
    bar: 'M-10 0L50 0C92 0 112 10 126 34M-24 62L250 64C284 66 300 84 306 112', barWidth: 22,
    solids: ['M-84 50L36 50C44 50 44 62 36 62L-60 62C-76 62 -86 70 -90 78C-94 66 -92 50 -84 50Z'],
    levers: ['M-30 10L-30 50M20 10L20 50', 'M126 34C140 40 150 38 160 30', 'M306 112L312 132'],
    shiftFrom: { x: 308, y: 118 }, brakeFrom: { x: 132, y: 36 },
  },
};

function cockpit(c: Ctx): string {
  const kind = COCKPITS[c.d.cockpit];
  const at = (d: string) => trace(c.st, c.at.barClamp, d);
  // The ebike's display sits on the stem: a lit screen, no words.
  const display = c.d.shape === 'ebike'
    ? `<path data-part="display" d="${at('M4 16L44 20L42 36L2 32Z')}" fill="#1b1c1e" stroke="#8fd3ff"/>`
    : '';
  return `<g data-part="cockpit" data-kind="${c.d.cockpit}" stroke-linecap="round">` +
    `<path d="${at(kind.bar)}" fill="none" stroke="#1d1e20" stroke-width="${f(c.mm(kind.barWidth))}"/>` +
    kind.levers.map((d) => `<path d="${at(d)}" fill="none" stroke="#2a2b2e" stroke-width="${f(c.mm(11))}"/>`).join('') +
    `<g fill="url(#${c.id('dk')})" stroke="#0c0c0d">${kind.solids.map((d) => `<path d="${at(d)}"/>`).join('')}</g>` +
    display + `</g>`;
}

/**
 * Brake and shift housings leaving the cockpit in a loop in front of the head tube, where
 * they enter the frame; the front brake hose runs down the back of the fork to its caliper.
 */
function cables(c: Ctx): string {
  const { headTop, headBottom, frontHub } = c.p;
  const kind = COCKPITS[c.d.cockpit];
  const from = (p: Pt) => toPx(c.st, add(c.at.barClamp, p));
  const shift = from(kind.shiftFrom);
  const brake = from(kind.brakeFrom);
  const entry = add(lerp(headTop, headBottom, 0.32), { x: c.mm(22), y: 0 });
  const loop = (start: Pt, to: Pt, reach: number) =>
    `M${xy(start)}C${xy(add(start, { x: c.mm(reach), y: c.mm(50) }))} ${xy(add(to, { x: c.mm(reach * 0.7), y: -c.mm(30) }))} ${xy(to)}`;
  const down = unit(headBottom, frontHub);
  const behind = { x: -down.y, y: down.x }; // perpendicular towards the rear of the fork
  const legHalf = c.mm(c.g.widths.fork / 2 + 4);
  const forkTop = add(lerp(headBottom, frontHub, 0.3), behind, legHalf);
  const forkLow = add(lerp(headBottom, frontHub, 0.72), behind, legHalf);
  const caliper = add(frontHub, polar(-135), c.mm(80));
  const hose = `M${xy(brake)}C${xy(add(brake, { x: c.mm(150), y: c.mm(40) }))} ${xy(add(forkTop, down, -c.mm(120)))} ${xy(forkTop)}L${xy(forkLow)}L${xy(caliper)}`;
  return `<g data-part="cables" fill="none" stroke="#151516" stroke-width="${f(c.mm(5))}" stroke-linecap="round">` +
    `<path d="${loop(shift, entry, 80)}"/><path d="${loop(shift, add(entry, { x: 0, y: c.mm(26) }), 110)}"/><path d="${hose}"/></g>`;
}

// ---------------------------------------------------------------------------------------------

const ID = /^[A-Za-z][\w-]{0,31}$/;
const escapeAttr = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function checked<T extends string>(value: T | undefined, allowed: readonly T[], fallback: T, what: string): T {
  const v = value ?? fallback;
  if (!allowed.includes(v)) throw new Error(`Unknown ${what}: ${String(v)}`);
  return v;
}

/** A close-up's viewBox: the picture's own shape, `zoom` times closer, centred on (cx, cy) and kept inside the picture. */
function closeUp(cx: number, cy: number, zoom: number): string {
  const w = W / zoom;
  const h = H / zoom;
  const x = Math.min(Math.max(cx - w / 2, 0), W - w);
  const y = Math.min(Math.max(cy - h / 2, 0), H - h);
  return `${f(x)} ${f(y)} ${f(w)} ${f(h)}`;
}

/** The cockpit close-up frames the stem, bars and front end at 2.2x. */
function detailViewBox(p: Points, cockpitKind: CockpitKind): string {
  const cx = (p.barClamp.x + p.headBottom.x) / 2 + (cockpitKind === 'aero-bar' ? 60 : 25);
  const cy = (p.barClamp.y + p.headBottom.y) / 2 + 10;
  return closeUp(cx, cy, 2.2);
}

/**
 * What a view drawn outside this module gets (bike-drawing-views.ts: the three-quarter view and
 * the groupset close-up), so the configurator, which draws only the side and cockpit views, does
 * not carry their code. Lengths in px; `body` is the bike but its cockpit and cables.
 */
export interface ViewKit {
  p: Points;
  mm: (v: number) => number;
  id: (name: string) => string;
  size: { width: number; height: number; ground: number };
  cockpitKind: CockpitKind;
  barWidth: number;
  tyreOuter: number;
  body: string;
  side: () => string;
  cockpit: () => string;
  /** The far fork blade and stays, and the far crank arm at the opposite angle. */
  farSide: () => string;
  farCrank: () => string;
  closeUp: (cx: number, cy: number, zoom: number) => string;
}
export type ViewArranger = (kit: ViewKit) => { viewBox: string; picture: string };
export type { Points, Pt };

/**
 * Draws the bike as a complete SVG document (880x496, light studio background): its side view or
 * cockpit close-up, or with `arrange` another view of the same drawing (bike-drawing-views.ts).
 */
export function drawBike(d: BikeDrawing, arrange?: ViewArranger): string {
  if (!(BIKE_SHAPES as readonly string[]).includes(d.shape)) throw new Error(`Unknown bike shape: ${String(d.shape)}`);
  if (!isHexColour(d.frame)) throw new Error(`frame must be 6 hex digits, got ${JSON.stringify(d.frame)}`);
  if (!isHexColour(d.accent)) throw new Error(`accent must be 6 hex digits, got ${JSON.stringify(d.accent)}`);
  const prefix = d.idPrefix ?? 'b';
  if (!ID.test(prefix)) throw new Error('idPrefix must start with a letter and hold only letters, digits, - and _');
  const parts = DEFAULT_PARTS[d.shape];
  const full = {
    ...d,
    wheels: checked(d.wheels, WHEEL_KINDS, parts.wheels, 'wheel kind'),
    cockpit: checked(d.cockpit, COCKPIT_KINDS, parts.cockpit, 'cockpit kind'),
    saddle: checked(d.saddle, SADDLE_KINDS, parts.saddle, 'saddle kind'),
  };
  const g = GEOMETRY[d.shape];
  const at = layoutMm(g);
  const st = stageFor(g, at);
  const c: Ctx = {
    g, st, at, p: toPoints(st, at), d: full, mm: (v) => v * st.s, id: (name) => `${prefix}-${name}`,
    frame: d.frame.toLowerCase(), accent: d.accent.toLowerCase(),
  };
  const view: BikeView = d.view === 'detail' ? 'cockpit' : checked(d.view, BIKE_VIEWS, 'side', 'view');
  if (!arrange && view !== 'side' && view !== 'cockpit') throw new Error(`The ${view} view is drawn by drawBikeView (bike-drawing-views.ts)`);
  const label = escapeAttr(d.label ?? `Bike: ${d.shape}, #${c.frame} and #${c.accent}`);
  const ebike = d.shape === 'ebike';
  const body = `${wheels(c)}${tyres(c)}${fork(c)}${rearTriangle(c)}${mainFrame(c)}${decals(c)}${ebike ? battery(c) + motor(c) : ''}${drivetrain(c)}` +
    `${seatpost(c)}${saddle(c)}${stem(c)}`;
  const side = () => `${shadow(c)}${body}${cockpit(c)}${cables(c)}`;
  const { viewBox, picture } = arrange
    ? arrange({
      p: c.p, mm: c.mm, id: c.id, size: { width: W, height: H, ground: GROUND }, cockpitKind: full.cockpit, barWidth: c.mm(COCKPITS[full.cockpit].barWidth),
      tyreOuter: c.mm(BEAD_RADIUS + g.tyre), body, side, cockpit: () => cockpit(c), farSide: () => fork(c) + rearTriangle(c), farCrank: () => crank(c, 215), closeUp,
    })
    : { viewBox: view === 'cockpit' ? detailViewBox(c.p, full.cockpit) : `0 0 ${W} ${H}`, picture: side() };
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="${W}" height="${H}" role="img" aria-label="${label}" data-view="${view}">` +
    `<rect width="${W}" height="${H}" fill="#f4f4f2"/>${sharedDefs(c)}${picture}</svg>`;
}
