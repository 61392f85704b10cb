/**
 * The views of the shop's bike drawing beyond the side view and the cockpit close-up (issue 32
 * item 6): the three-quarter view and the groupset close-up, drawn from the same model by
 * bike-drawing.ts (its ViewKit). Apart so the configurator's preview, which draws only the side
 * and cockpit views, does not carry this code; the catalogue's media route draws every view here.
 */
import { drawBike, type BikeDrawing, type CockpitKind, type Pt, type ViewKit } from './bike-drawing';

const f = (v: number): string => String(Math.round(v * 10) / 10);
const xy = (p: Pt): string => `${f(p.x)} ${f(p.y)}`;
const add = (a: Pt, b: Pt): Pt => ({ x: a.x + b.x, y: a.y + b.y });

/** Any view of the bike: the three-quarter view and the groupset close-up here, the others by drawBike. */
export function drawBikeView(d: BikeDrawing): string {
  if (d.view === 'three-quarter') return drawBike(d, threeQuarter);
  if (d.view === 'groupset') return drawBike(d, groupset);
  return drawBike(d);
}

/** The groupset close-up frames cassette, rear derailleur, chain, chainrings and crank at 1.9x. */
function groupset(kit: ViewKit) {
  const { rearHub, bb } = kit.p;
  return { viewBox: kit.closeUp((rearHub.x - kit.mm(90) + bb.x + kit.mm(200)) / 2, bb.y + kit.mm(15), 1.9), picture: kit.side() };
}

/**
 * The three-quarter view: the side view's plane turned YAW towards the viewer, who stands PITCH
 * above it (an orthographic projection, so wheels become true ellipses), scaled to fill the
 * picture. What stands across the bike is drawn at its real offset from that plane: the far fork
 * blade, stays and crank behind, the bar's two ends either side of the stem.
 */
const YAW = (35 * Math.PI) / 180;
const PITCH = (12 * Math.PI) / 180;

/** Half the bar's width (mm) per cockpit: where its two ends stand either side of the stem. */
const BAR_HALF: Record<CockpitKind, number> = { drop: 210, 'aero-drop': 210, flat: 380, riser: 370, 'aero-bar': 200 };

function threeQuarter(kit: ViewKit) {
  const { p, mm } = kit;
  const { width: W, height: H, ground } = kit.size;
  const half = BAR_HALF[kit.cockpitKind];
  const turn = (k: number) => ({ a: k * Math.cos(YAW), b: k * Math.sin(YAW) * Math.sin(PITCH), d: k * Math.cos(PITCH) });
  /** A point `z` mm towards the viewer (negative: away) from the bike's plane, as a screen offset at scale k. */
  const acrossAt = (k: number, z: number): Pt => ({ x: -Math.sin(YAW) * k * mm(z), y: Math.cos(YAW) * Math.sin(PITCH) * k * mm(z) });
  // Fit the turned bike into the picture: its wheels, saddle and bar ends.
  const r = kit.tyreOuter;
  const t1 = turn(1);
  const on1 = (q: Pt): Pt => ({ x: t1.a * q.x, y: t1.b * q.x + t1.d * q.y });
  const extent = [
    ...[p.rearHub, p.frontHub].flatMap((hub) => [add(hub, { x: -r, y: 0 }), add(hub, { x: r, y: 0 }), add(hub, { x: 0, y: r + 8 }), add(hub, { x: 0, y: -r })]),
    p.saddleTop,
  ].map(on1);
  const clampAt = on1(p.barClamp);
  extent.push(add(clampAt, acrossAt(1, -half)), add(clampAt, acrossAt(1, half)));
  const xs = extent.map((q) => q.x);
  const ys = extent.map((q) => q.y);
  const k = Math.min(790 / (Math.max(...xs) - Math.min(...xs)), 440 / (Math.max(...ys) - Math.min(...ys)));
  const { a, b, d } = turn(k);
  const e = W / 2 - (k * (Math.max(...xs) + Math.min(...xs))) / 2;
  const fy = H / 2 + 4 - (k * (Math.max(...ys) + Math.min(...ys))) / 2;
  const project = (q: Pt): Pt => ({ x: a * q.x + e, y: b * q.x + d * q.y + fy });
  const matrix = `matrix(${[a, b, 0, d, e, fy].map((v) => String(Math.round(v * 1000) / 1000)).join(' ')})`;
  const across = (z: number) => acrossAt(k, z);
  const shifted = (z: number, inner: string, attrs: string) => `<g transform="translate(${xy(across(z))}) ${matrix}"${attrs}>${inner}</g>`;
  const clamp = project(p.barClamp);
  const bar = `<path data-part="bar-tops" d="M${xy(add(clamp, across(-half)))}L${xy(add(clamp, across(half)))}" stroke="#1d1e20" stroke-width="${f(k * kit.barWidth)}" stroke-linecap="round"/>`;
  // The soft shadow lies on the ground under both wheels, as long as the bike and as wide as its bars.
  const rear = project({ x: p.rearHub.x, y: ground });
  const front = project({ x: p.frontHub.x, y: ground });
  const mid = { x: (rear.x + front.x) / 2, y: (rear.y + front.y) / 2 };
  const angle = f((Math.atan2(front.y - rear.y, front.x - rear.x) * 180) / Math.PI);
  const length = Math.hypot(front.x - rear.x, front.y - rear.y) / 2 + k * r * Math.cos(YAW);
  const shadow = `<g data-part="shadow"><ellipse rx="${f(length)}" ry="${f(k * mm(120) * Math.sin(YAW) + 10)}" fill="url(#${kit.id('sh')})" transform="translate(${xy(mid)}) rotate(${angle})"/>` +
    [rear, front].map((q) => `<ellipse cx="${f(q.x)}" cy="${f(q.y)}" rx="${f(mm(110))}" ry="6" fill="#000" opacity=".22" transform="rotate(${angle} ${xy(q)})"/>`).join('') + `</g>`;
  // Far-side parts first, a little in the shade of the bike.
  const picture = shadow + shifted(-half, kit.cockpit(), ' data-part="far-bar-end"') + shifted(-60, kit.farSide(), ' data-part="far-side" opacity=".88"') +
    shifted(-80, kit.farCrank(), ' data-part="far-crank"') + `<g transform="${matrix}" data-part="bike">${kit.body}</g>${bar}` +
    shifted(half, kit.cockpit(), ' data-part="near-bar-end"');
  return { viewBox: `0 0 ${W} ${H}`, picture };
}
