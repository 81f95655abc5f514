import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import { lazy } from 'react';

const AdoptionList = lazy(() => import('./AdoptionList').then((m) => ({ default: m.AdoptionList })));
const AdoptionShow = lazy(() => import('./AdoptionShow').then((m) => ({ default: m.AdoptionShow })));

// Adoptions are written by the giving flow (completeOnlineAdoption); staff only read them.
export default {
  list: AdoptionList,
  show: AdoptionShow,
  icon: VolunteerActivismIcon,
  recordRepresentation: 'adopterName',
  options: { label: 'Adoptions' },
};
