// @reach/ui/router: the react-router-dom API the portal and the giving app use,
// as one Module Federation shared singleton (see federation/shared.cjs), so the
// remote's routes run inside the host's router. Sharing this module rather than
// the whole package lets webpack drop what Reach does not use (data routers,
// loaders, forms): a third of react-router-dom's size.
export { BrowserRouter, Link, matchPath, Navigate, Route, Routes, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
