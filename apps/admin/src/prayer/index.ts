import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import SelfImprovementIcon from '@mui/icons-material/SelfImprovement';
import { lazy } from 'react';

const PrayerRequestList = lazy(() => import('./PrayerRequestList').then((m) => ({ default: m.PrayerRequestList })));
const PrayerRequestEdit = lazy(() => import('./PrayerRequestEdit').then((m) => ({ default: m.PrayerRequestEdit })));
const PrayerRequestCreate = lazy(() => import('./PrayerRequestEdit').then((m) => ({ default: m.PrayerRequestCreate })));
const TestimonyList = lazy(() => import('./TestimonyList').then((m) => ({ default: m.TestimonyList })));
const TestimonyEdit = lazy(() => import('./TestimonyEdit').then((m) => ({ default: m.TestimonyEdit })));
const TestimonyCreate = lazy(() => import('./TestimonyEdit').then((m) => ({ default: m.TestimonyCreate })));

/** prayerRequests come from reports (or staff); the portal shows them on group and project pages. */
export const prayerRequests = {
  list: PrayerRequestList,
  edit: PrayerRequestEdit,
  create: PrayerRequestCreate,
  icon: SelfImprovementIcon,
  recordRepresentation: 'desc',
  options: { label: 'Prayer Requests' },
};

/** testimonies are the spec's miracles. */
export const testimonies = {
  list: TestimonyList,
  edit: TestimonyEdit,
  create: TestimonyCreate,
  icon: AutoAwesomeIcon,
  recordRepresentation: 'desc',
  options: { label: 'Testimonies' },
};
