/**
 * Generated artwork for content images: each name gives a stable landscape-like abstract
 * (sky gradient, sun, layered hills, a winding road) so seeded pages show real pictures
 * without shipping photos. Same name, same picture.
 */
const PALETTES = [
  { sky: ['#f6d9b8', '#e9a77c'], sun: '#fff3e0', hills: ['#c46d4f', '#8f4a3c', '#5a2f2c', '#2e1b1d'] },
  { sky: ['#cfe3ea', '#8fb9c9'], sun: '#fdfcf4', hills: ['#6c9a8b', '#3f6f63', '#24483f', '#122820'] },
  { sky: ['#e6e1f0', '#b3a6cf'], sun: '#fff8e7', hills: ['#7d6b9e', '#574a78', '#382f52', '#1d1830'] },
  { sky: ['#f2ecd8', '#d8c99b'], sun: '#ffffff', hills: ['#a9a46a', '#76773f', '#4c5127', '#262a14'] },
  { sky: ['#dde8f3', '#9cb6d6'], sun: '#fefefe', hills: ['#5f7ea3', '#3e5a7c', '#263a55', '#121d2e'] },
  { sky: ['#f7e3e0', '#e3a9a1'], sun: '#fffaf5', hills: ['#b5655c', '#86403b', '#582725', '#2d1414'] },
];

function hashOf(name: string): number {
  let hash = 2166136261;
  for (let i = 0; i < name.length; i++) {
    hash ^= name.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

/** Small deterministic generator (mulberry32). */
function randomFrom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WIDTH = 1600;
const HEIGHT = 900;

function hillPath(random: () => number, baseY: number, amplitude: number): string {
  const points = 6;
  const step = WIDTH / points;
  let path = `M0 ${HEIGHT} L0 ${Math.round(baseY + (random() - 0.5) * amplitude)}`;
  for (let i = 1; i <= points; i++) {
    const x = Math.round(i * step);
    const y = Math.round(baseY + (random() - 0.5) * amplitude);
    const cx = Math.round(x - step / 2);
    const cy = Math.round(baseY + (random() - 0.5) * amplitude * 1.6);
    path += ` Q${cx} ${cy} ${x} ${y}`;
  }
  return `${path} L${WIDTH} ${HEIGHT} Z`;
}

/** Names are kebab-case words; anything else is cleaned so the text stays safe inside SVG. */
export function cleanImageName(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9-]/g, '-').replace(/-+/g, '-').replace(/^-|-$/g, '').slice(0, 80) || 'image';
}

export function abstractSvg(rawName: string): string {
  const name = cleanImageName(rawName);
  const random = randomFrom(hashOf(name));
  const palette = PALETTES[hashOf(name) % PALETTES.length];
  const sunX = Math.round(250 + random() * 1100);
  const sunY = Math.round(170 + random() * 180);
  const sunR = Math.round(60 + random() * 70);
  const hills = palette.hills
    .map((colour, layer) => `<path d="${hillPath(random, 430 + layer * 120, 220 - layer * 30)}" fill="${colour}"/>`)
    .join('');
  const roadStart = Math.round(200 + random() * 1200);
  const road = `<path d="M${roadStart} ${HEIGHT} C${roadStart - 300} 780 ${roadStart + 260} 700 ${Math.round(WIDTH / 2)} 610" fill="none" stroke="${palette.sun}" stroke-opacity="0.55" stroke-width="10" stroke-linecap="round" stroke-dasharray="28 22"/>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-label="${name.replace(/-/g, ' ')}">`,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/></linearGradient></defs>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>`,
    `<circle cx="${sunX}" cy="${sunY}" r="${sunR}" fill="${palette.sun}" fill-opacity="0.9"/>`,
    hills,
    road,
    `</svg>`,
  ].join('');
}

/** Where the seed points images: served by the media route below. */
export const mediaUrl = (name: string) => `/media/content/${cleanImageName(name)}.svg`;
