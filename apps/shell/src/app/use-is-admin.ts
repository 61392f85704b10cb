import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useShellEnv } from './shell-env';

/**
 * Whether the signed-in user is an admin, as the API says (GET /b2c/v1/users/me, asked once per
 * page load and only when a session exists). False on the server and until the answer is in, so
 * the server's HTML and the first render agree, and a visitor or consumer never sees admin
 * navigation, not even on the admin area's 403 page. It only decides what is shown: every admin
 * call checks the role on the server.
 */
export function useIsAdmin(): boolean {
  const env = useShellEnv();
  const { pathname } = useLocation();
  const [admin, setAdmin] = useState(false);
  useEffect(() => {
    if (!env.hasAuthCookie()) {
      setAdmin(false);
      return;
    }
    let live = true;
    void env.currentUser().then((user) => live && setAdmin(user?.role === 'admin'));
    return () => {
      live = false;
    };
  }, [env, pathname]);
  return admin;
}
