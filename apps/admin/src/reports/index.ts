import FactCheckIcon from '@mui/icons-material/FactCheck';
import { lazy } from 'react';

const ReportList = lazy(() => import('./ReportList').then((m) => ({ default: m.ReportList })));
const ReportShow = lazy(() => import('./ReportShow').then((m) => ({ default: m.ReportShow })));

/**
 * reports: the approval queue for every report type. Staff read and decide (approve, hold,
 * reject); the authors write the reports in the portal, so there is no create or edit here.
 */
export default {
  list: ReportList,
  show: ReportShow,
  icon: FactCheckIcon,
  options: { label: 'Reports' },
};
