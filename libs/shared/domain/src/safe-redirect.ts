/**
 * The one check for every redirect target the shop accepts or builds (checkout's redirect and
 * authRedirect, the payment retry, the sandbox page's way back, the bank-transfer "payment
 * url", login redirects in the browser).
 *
 * A raw string can look harmless and still leave the site once a URL parser has normalised it:
 * `/.//evil.example` resolves to the path `//evil.example`, which a browser reads as another
 * host. So the candidate is resolved against a dummy origin exactly as later code resolves it,
 * and the NORMALISED result is what is checked and returned: same origin, a path starting with
 * exactly one '/', no backslash, no control or white-space character (raw or percent-encoded,
 * at any level of encoding), bounded length. Callers use the returned value, never the input.
 */
export const MAX_REDIRECT_LENGTH = 500;

const DUMMY_ORIGIN = 'http://shop.invalid';
// eslint-disable-next-line no-control-regex
const FORBIDDEN_CHARACTERS = /[\\\u0000-\u0020\u007f-\u009f\u2028\u2029]/;
/** Percent-decoding rounds tried: a path that still changes after these is refused. */
const DECODE_ROUNDS = 3;

const resolved = (path: string) => {
  const url = new URL(path, DUMMY_ORIGIN);
  return url.origin === DUMMY_ORIGIN ? `${url.pathname}${url.search}${url.hash}` : null;
};

/** A path that some later hop might read as `//host` or `/\host`. */
const leavesSite = (path: string) => !path.startsWith('/') || path.startsWith('//') || FORBIDDEN_CHARACTERS.test(path);

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * Every percent-decoded form of the path part stays a single-slash path without backslash or
 * control character: a proxy or framework further on may decode `/%2F%2Fevil` into `//evil`.
 */
function decodedPathStays(pathname: string): boolean {
  let current = pathname;
  for (let round = 0; round < DECODE_ROUNDS; round++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return false;
    }
    if (decoded === current) return true;
    if (!decoded.startsWith('/') || decoded.startsWith('//') || decoded.includes('\\') || CONTROL_CHARACTERS.test(decoded)) return false;
    current = decoded;
  }
  return false;
}

/** The safe, normalised same-site path for a redirect candidate, or null. */
export function safeRedirectPath(candidate: unknown): string | null {
  if (typeof candidate !== 'string' || candidate.length === 0 || candidate.length > MAX_REDIRECT_LENGTH) return null;
  if (leavesSite(candidate)) return null;
  let normalised: string | null;
  try {
    normalised = resolved(candidate);
  } catch {
    return null;
  }
  if (normalised === null || normalised.length > MAX_REDIRECT_LENGTH || leavesSite(normalised)) return null;
  // Resolving the result again must not move it: what is stored is what is followed later.
  if (resolved(normalised) !== normalised) return null;
  if (!decodedPathStays(new URL(normalised, DUMMY_ORIGIN).pathname)) return null;
  return normalised;
}

/** True when safeRedirectPath accepts the candidate (form checks; use the normalised value). */
export const isSafeRedirectPath = (candidate: unknown): candidate is string => safeRedirectPath(candidate) !== null;
