/**
 * The part of react-router that the browser bundles share (issue 9).
 *
 * A shared module keeps every export, because a remote deployed later may import any. For
 * react-router that meant all of it (server runtime, RSC helpers, cookies, sessions): about
 * 60 KiB gzip on every page. The shell's build resolves 'react-router' to this module and hands
 * it to the remotes through its shared-module registry (tools/scripts/federation.cjs), so
 * `import { Link } from 'react-router'` in any app still gets the one shared router context,
 * and the bundler drops everything not re-exported here.
 *
 * Browser code may import only what is listed here; tools/scripts/package-slices.spec.ts checks every app.
 * Server code, tests and type imports use the real package.
 */
export {
  Form,
  Link,
  Outlet,
  RouterProvider,
  ScrollRestoration,
  createBrowserRouter,
  data,
  isRouteErrorResponse,
  matchRoutes,
  redirect,
  useLoaderData,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useParams,
  useRevalidator,
  useRouteError,
  useSearchParams,
} from 'react-router';
