// The suite's React Router API. The shell and every remote import routing from here, never from
// react-router itself: @coop/shared is the one shared singleton that carries the router, so there is one
// router instance, tree-shaken by webpack to these exports (Module Federation provides a shared package
// whole). shared/test/mf/routerImports.test.ts fails a direct import elsewhere. Need another export? Add it
// here; the host must be released with it before a remote that uses it. Only the declarative router is here: the data
// router (createBrowserRouter, RouterProvider, ScrollRestoration) is ~18 KB gzip more on every page's critical path,
// and the suite has no loaders or actions (core 2.0.0 removed it; the shell restores scroll itself).
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  generatePath,
  matchPath,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
export type { Location, NavigateFunction, NavigateOptions, Params, RouteObject, To } from 'react-router';
