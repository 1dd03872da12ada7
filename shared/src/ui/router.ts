/**
 * React Router for every app, from this one federation singleton: one router context
 * on the page, and only the parts the site uses (the whole library, shared, is ~60 KB
 * gzip; this is ~17 KB). Apps import routing from '@temple/shared/ui-base' (a lint rule says so).
 */

export type { LinkProps, NavigateFunction, NavLinkProps } from 'react-router-dom';
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
