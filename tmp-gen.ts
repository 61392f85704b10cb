import { generateSeedData } from './tools/seed/src/generate';
const t0 = Date.now();
const d = generateSeedData('large');
console.log(Date.now() - t0, 'ms', Object.fromEntries(Object.entries(d).map(([k, v]) => [k, v.length])), Math.round(process.memoryUsage().rss / 1e6), 'MB');
