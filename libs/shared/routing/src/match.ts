import { ROUTES, type ShopRoute } from './route-table';

export interface RouteMatch {
  route: ShopRoute;
  params: Record<string, string | undefined>;
}

/**
 * Matches a path below the locale prefix against the route table, with the same ranking
 * react-router uses for the cases that occur here: static segments beat parameters.
 * The shell's router does the real matching; this is for the server's early decisions
 * (404, guards) and for the country chooser ("does this page exist there?").
 */
export function matchShopRoute(rest: string): RouteMatch | null {
  const segments = rest.split('/').filter(Boolean).map(decodeSafe);
  let best: { match: RouteMatch; score: number } | null = null;
  for (const pattern of patterns()) {
    const result = matchSegments(pattern, segments);
    if (result && (!best || result.score > best.score)) best = { match: { route: pattern.route, params: result.params }, score: result.score };
  }
  return best?.match ?? null;
}

/** A route's path, split and with its optional segments expanded once (the server asks on every page request). */
interface RoutePattern {
  route: ShopRoute;
  variants: string[][];
  paramNames: string[];
}

let compiled: RoutePattern[] | null = null;
const patterns = (): RoutePattern[] =>
  (compiled ??= ROUTES.map((route) => {
    const parts = route.path.split('/').filter(Boolean);
    return { route, variants: explodeOptionalSegments(parts), paramNames: parts.filter((part) => part.startsWith(':')).map((part) => part.slice(1).replace(/\?$/, '')) };
  }));

function decodeSafe(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Expands optional segments the way react-router does: "a/:b?/:c" becomes "a/:c" and "a/:b/:c".
 */
export function explodeOptionalSegments(pattern: string[]): string[][] {
  if (pattern.length === 0) return [[]];
  const [first, ...rest] = pattern;
  const tails = explodeOptionalSegments(rest);
  const required = first.endsWith('?') ? first.slice(0, -1) : first;
  const withFirst = tails.map((tail) => [required, ...tail]);
  return first.endsWith('?') ? [...withFirst, ...tails] : withFirst;
}

function matchSegments(pattern: RoutePattern, segments: string[]): { params: Record<string, string | undefined>; score: number } | null {
  let best: { params: Record<string, string | undefined>; score: number } | null = null;
  for (const variant of pattern.variants) {
    if (variant.length !== segments.length) continue;
    let score = 0;
    let ok = true;
    for (let i = 0; ok && i < variant.length; i++) {
      const part = variant[i];
      if (part.startsWith(':')) score += 2;
      else if (part === segments[i]) score += 3;
      else ok = false;
    }
    if (!ok || (best && score <= best.score)) continue;
    const params: Record<string, string | undefined> = {};
    for (const name of pattern.paramNames) params[name] = undefined;
    variant.forEach((part, i) => {
      if (part.startsWith(':')) params[part.slice(1)] = segments[i];
    });
    best = { params, score };
  }
  return best;
}
