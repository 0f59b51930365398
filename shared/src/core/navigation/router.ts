// The suite's React Router API. The shell and every remote import routing from here, never from
// react-router itself: @coop/shared is the one shared singleton that carries the router, so there is one
// router instance, tree-shaken by webpack to these exports (Module Federation provides a shared package
// whole). shared/test/mf/routerImports.test.ts fails a direct import elsewhere. Need another export? Add it
// here; the host must be released with it before a remote that uses it.
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  ScrollRestoration,
  createBrowserRouter,
  generatePath,
  matchPath,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export { RouterProvider } from 'react-router/dom';
export type { Location, NavigateFunction, NavigateOptions, Params, RouteObject, To } from 'react-router';
