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
  for (const route of ROUTES) {
    const result = matchSegments(route.path.split('/').filter(Boolean), segments);
    if (result && (!best || result.score > best.score)) best = { match: { route, params: result.params }, score: result.score };
  }
  return best?.match ?? null;
}

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

function matchSegments(pattern: string[], segments: string[]): { params: Record<string, string | undefined>; score: number } | null {
  let best: { params: Record<string, string | undefined>; score: number } | null = null;
  for (const variant of explodeOptionalSegments(pattern)) {
    if (variant.length !== segments.length) continue;
    const params: Record<string, string | undefined> = {};
    for (const part of pattern) if (part.startsWith(':')) params[part.slice(1).replace(/\?$/, '')] = undefined;
    let score = 0;
    let ok = true;
    variant.forEach((part, i) => {
      if (part.startsWith(':')) {
        params[part.slice(1)] = segments[i];
        score += 2;
      } else if (part === segments[i]) score += 3;
      else ok = false;
    });
    if (ok && (!best || score > best.score)) best = { params, score };
  }
  return best;
}
