/**
 * The part of react-router that the browser bundles share (issue 9).
 *
 * Module federation shares a package as one opaque chunk with every export kept, because it
 * cannot know what a remote deployed later will import. For react-router that meant all of it
 * (server runtime, RSC helpers, cookies, sessions): about 60 KiB gzip on every page. The
 * browser build shares this module under the key 'react-router' instead (see
 * tools/scripts/federation.cjs), so `import { Link } from 'react-router'` in any app still
 * gets the one shared router context, and the bundler drops everything not re-exported here.
 *
 * Browser code may import only what is listed here; browser-router.spec.ts checks every app.
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
