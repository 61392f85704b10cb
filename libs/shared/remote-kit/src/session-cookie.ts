/**
 * The session as the shell and the remotes see it: the access token is in an HttpOnly cookie
 * (AUTH_COOKIE) that only the server reads (the shell's server-side guards and renders); in
 * the browser, SESSION_HINT_COOKIE says whether someone is signed in. The names live in
 * @bike/shared/domain (session-cookies.ts), shared with the API that sets them.
 */
export { ACCESS_COOKIE as AUTH_COOKIE, readCookie, SESSION_HINT_COOKIE } from '@bike/shared/domain';
