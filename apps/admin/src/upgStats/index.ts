import InsightsIcon from '@mui/icons-material/Insights';
import { lazy } from 'react';

const UpgStatsList = lazy(() => import('./UpgStatsList').then((m) => ({ default: m.UpgStatsList })));
const UpgStatsEdit = lazy(() => import('./UpgStatsEdit').then((m) => ({ default: m.UpgStatsEdit })));
const UpgStatsCreate = lazy(() => import('./UpgStatsEdit').then((m) => ({ default: m.UpgStatsCreate })));

/** upgStats: one quarter's figures of a people group (the portal's stats and status flags). */
export default {
  list: UpgStatsList,
  edit: UpgStatsEdit,
  create: UpgStatsCreate,
  icon: InsightsIcon,
  recordRepresentation: 'quarter',
  options: { label: 'UPG Stats' },
};
