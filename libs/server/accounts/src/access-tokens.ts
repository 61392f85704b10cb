import { SignJWT, jwtVerify } from 'jose';
import type { AccountRole } from '@bike/shared/domain';
import type { ServerContext } from '@bike/server/core';
import { jwtSigningKey } from './jwt-secret';

const ISSUER = 'bike-shop-api';
const AUDIENCE = 'b2c';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AccessClaims {
  /** The user id. */
  sub: string;
  role: AccountRole;
  email: string;
  /** The refresh-token family (the session); logging out revokes it, ending this token too. */
  sid: string;
}

export async function signAccessToken(ctx: ServerContext, claims: AccessClaims): Promise<string> {
  return new SignJWT({ role: claims.role, email: claims.email, sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ctx.config.accessTokenTtlSeconds}s`)
    .sign(await jwtSigningKey(ctx));
}

/** The verified claims, or null for anything unsigned, forged, expired or malformed. */
export async function verifyAccessToken(ctx: ServerContext, token: string): Promise<AccessClaims | null> {
  if (token.length > 4096) return null;
  try {
    const { payload } = await jwtVerify(token, await jwtSigningKey(ctx), {
      // Pinning the algorithm is what rejects "alg: none" and key-confusion tokens.
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    const { sub, role, email, sid } = payload;
    if (typeof sub !== 'string' || typeof sid !== 'string' || typeof email !== 'string') return null;
    if (!UUID.test(sub) || !UUID.test(sid)) return null;
    if (role !== 'consumer' && role !== 'admin') return null;
    return { sub, role, email, sid };
  } catch {
    return null;
  }
}
