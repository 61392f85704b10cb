import { useEffect, useState } from 'react';
import { readCookie, SESSION_HINT_COOKIE } from '@bike/shared/remote-kit';

/**
 * Whether someone is signed in, as the browser sees it (the session hint cookie). False on the
 * server and in the first render, so the server's HTML (the same for every visitor, and cached)
 * hydrates unchanged; the signed-in part follows right after.
 */
export function useSignedIn(): boolean {
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => setSignedIn(readCookie(document.cookie, SESSION_HINT_COOKIE) !== null), []);
  return signedIn;
}
