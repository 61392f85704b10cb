import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors';

/**
 * Input no route of the shop can store or use, refused once at the edge of the API (400
 * INVALID_INPUT) instead of deep inside a route, where it used to surface as a 500:
 * - a NUL character: PostgreSQL text cannot hold it ("invalid byte sequence");
 * - a lone UTF-16 surrogate: not encodable as UTF-8, so drivers and JSON encoders choke on it;
 * - JSON nested deeper than MAX_INPUT_DEPTH: no request of the shop nests beyond a handful of
 *   levels, and recursive code downstream (hashes, validation) must never meet 10,000 levels;
 * - a number JSON.parse turned into Infinity (`1e999`).
 * Keys are checked like values. The walk is iterative, so depth itself cannot blow the stack.
 */
export const MAX_INPUT_DEPTH = 32;
export const INVALID_INPUT = 'INVALID_INPUT';

// eslint-disable-next-line no-control-regex
const NUL = /\u0000/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why a text is refused, or null. */
export function textProblem(text: string): string | null {
  if (NUL.test(text)) return 'contains a NUL character';
  if (LONE_SURROGATE.test(text)) return 'contains an unpaired UTF-16 surrogate';
  return null;
}

/** Why a parsed value (body, query or path parameters) is refused, or null. Never recursive. */
export function inputProblem(value: unknown, maxDepth = MAX_INPUT_DEPTH): string | null {
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const { value: current, depth } = stack.pop()!;
    if (typeof current === 'string') {
      const problem = textProblem(current);
      if (problem) return `A value ${problem}`;
    } else if (typeof current === 'number') {
      if (!Number.isFinite(current)) return 'A number is out of range';
    } else if (current !== null && typeof current === 'object') {
      if (depth >= maxDepth) return `The input nests deeper than ${maxDepth} levels`;
      if (Array.isArray(current)) {
        for (const item of current) stack.push({ value: item, depth: depth + 1 });
      } else {
        for (const key of Object.keys(current)) {
          const problem = textProblem(key);
          if (problem) return `A field name ${problem}`;
          stack.push({ value: (current as Record<string, unknown>)[key], depth: depth + 1 });
        }
      }
    }
  }
  return null;
}

function refuseWhenHostile(part: string, value: unknown): void {
  const problem = inputProblem(value);
  if (problem) throw badRequest(INVALID_INPUT, `${problem} (${part})`);
}

/** onRequest: path parameters and the query string, before any route code runs. */
export function checkUrlInput(request: FastifyRequest): void {
  refuseWhenHostile('path', request.params);
  refuseWhenHostile('query', request.query);
}

/** preValidation: the parsed body, whatever parser produced it (JSON, form, raw text). */
export function checkBodyInput(request: FastifyRequest): void {
  if (request.body !== undefined) refuseWhenHostile('body', request.body);
}

/**
 * What is wrong with a page address, or null: a path segment that does not decode, or that
 * decodes to a control character (line breaks, tabs, NUL: no page has one, and the router
 * cannot even build a URL of "/\n") or a lone surrogate. The site server answers such an
 * address with a 400 before it renders anything.
 */
export function pagePathProblem(pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return 'the address does not decode';
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return 'the address holds a control character';
  return textProblem(decoded);
}
