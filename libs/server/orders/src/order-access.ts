import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ORDER_TOKEN_HEADER } from '@bike/shared/domain';
import { ApiError, unauthorized, type ServerContext } from '@bike/server/core';
import { optionalUser } from '@bike/server/accounts';
import type { OrderRow } from './order-view';

/**
 * Who may act on an order (issue 10 finding 8): a state change proves its owner, never just the
 * uuid (which travels in payment return URLs, mails and Referer headers). Proof is either
 * - the order's token: 32 random bytes handed to the buyer in the placement answer only, sent
 *   back in the x-order-token header (a header, so no prefetcher, log or Referer carries it);
 *   the server keeps only its SHA-256 and compares in constant time; or
 * - the session of the signed-in user who placed the order.
 */
export const ORDER_TOKEN_BYTES = 32;
/** A replay hands out a new token; the list is capped so replays cannot grow a row without end. */
export const MAX_ORDER_TOKENS = 10;

export function newOrderToken(): { token: string; hash: string } {
  const token = randomBytes(ORDER_TOKEN_BYTES).toString('base64url');
  return { token, hash: hashOrderToken(token) };
}

export const hashOrderToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** Constant-time: compares the token's hash with every stored hash, without stopping early. */
export function orderTokenMatches(order: Pick<OrderRow, 'accessTokenHashes'>, token: string): boolean {
  const given = Buffer.from(hashOrderToken(token), 'hex');
  let match = false;
  for (const stored of order.accessTokenHashes ?? []) {
    const expected = Buffer.from(stored, 'hex');
    if (expected.length === given.length && timingSafeEqual(expected, given)) match = true;
  }
  return match;
}

function tokenHeader(request: FastifyRequest): string | null {
  const raw = request.headers[ORDER_TOKEN_HEADER];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return typeof value === 'string' && value !== '' ? value : null;
}

export type OrderProof = 'token' | 'owner';

const forbiddenOrder = () => new ApiError(403, 'ORDER_FORBIDDEN', 'This order belongs to someone else', 'orderForbidden');

/**
 * How the request proves the order, or null: a matching token, or the signed-in owner (the
 * account that placed it, or the account of its verified address). A token
 * that does not match is not an error by itself (the owner's session still counts). Also says
 * whether the request came with any credential, for 401 versus 403.
 */
export async function orderProof(
  request: FastifyRequest,
  ctx: ServerContext,
  order: Pick<OrderRow, 'accessTokenHashes' | 'userId' | 'customerEmail'>,
): Promise<{ proof: OrderProof | null; credentials: boolean }> {
  const token = tokenHeader(request);
  // A base64url token of 32 bytes is 43 characters; anything far longer is not one of ours.
  if (token && token.length <= 100 && orderTokenMatches(order, token)) return { proof: 'token', credentials: true };
  const user = await optionalUser(request, ctx);
  if (user && order.userId && user.id === order.userId) return { proof: 'owner', credentials: true };
  // The same rule as the account's order list: a guest order of the account's proven address.
  if (user && user.emailVerified && order.customerEmail === user.email.toLowerCase()) return { proof: 'owner', credentials: true };
  return { proof: null, credentials: !!token || !!user };
}

/** orderProof or: 401 with no proof at all (no token, no session), 403 with a wrong token or another user's session. */
export async function requireOrderProof(request: FastifyRequest, ctx: ServerContext, order: Pick<OrderRow, 'accessTokenHashes' | 'userId' | 'customerEmail'>): Promise<OrderProof> {
  const { proof, credentials } = await orderProof(request, ctx, order);
  if (proof) return proof;
  if (credentials) throw forbiddenOrder();
  throw unauthorized('This order needs its order token or the account that placed it');
}
