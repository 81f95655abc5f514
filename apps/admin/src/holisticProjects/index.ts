import HandshakeIcon from '@mui/icons-material/Handshake';
import { lazy } from 'react';

const HolisticProjectList = lazy(() =>
  import('./HolisticProjectList').then((m) => ({ default: m.HolisticProjectList })),
);
const HolisticProjectShow = lazy(() =>
  import('./HolisticProjectShow').then((m) => ({ default: m.HolisticProjectShow })),
);
const HolisticProjectEdit = lazy(() =>
  import('./HolisticProjectEdit').then((m) => ({ default: m.HolisticProjectEdit })),
);
const HolisticProjectCreate = lazy(() =>
  import('./HolisticProjectCreate').then((m) => ({ default: m.HolisticProjectCreate })),
);

// Delete is "Archive" (deleteHolisticProject hides the project from the giving site).
export default {
  list: HolisticProjectList,
  show: HolisticProjectShow,
  edit: HolisticProjectEdit,
  create: HolisticProjectCreate,
  icon: HandshakeIcon,
  recordRepresentation: 'projectName',
  options: { label: 'Holistic Projects' },
};
