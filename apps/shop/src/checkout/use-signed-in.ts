import { useEffect, useState } from 'react';
import { readCookie, SESSION_HINT_COOKIE } from '@bike/shared/remote-kit';

/**
 * Whether someone is signed in, as the browser sees it (the session hint cookie): where "your
 * orders" leads, the account's list or a guest's lookup. False in the first render, so the
 * server's HTML and the first client render agree.
 */
export function useSignedIn(): boolean {
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => setSignedIn(readCookie(document.cookie, SESSION_HINT_COOKIE) !== null), []);
  return signedIn;
}
