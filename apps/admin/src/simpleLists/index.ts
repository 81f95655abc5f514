import ListAltIcon from '@mui/icons-material/ListAlt';
import { lazy } from 'react';

const SimpleListList = lazy(() => import('./SimpleListList').then((m) => ({ default: m.SimpleListList })));
const SimpleListEdit = lazy(() => import('./SimpleListEdit').then((m) => ({ default: m.SimpleListEdit })));
const SimpleListCreate = lazy(() => import('./SimpleListEdit').then((m) => ({ default: m.SimpleListCreate })));

/** simpleLists: named key/content lists (e.g. tr-language, the training languages). */
export default {
  list: SimpleListList,
  edit: SimpleListEdit,
  create: SimpleListCreate,
  icon: ListAltIcon,
  recordRepresentation: 'name',
  options: { label: 'Simple Lists' },
};
