import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import { lazy } from 'react';

const ProjectSponsorshipList = lazy(() =>
  import('./ProjectSponsorshipList').then((m) => ({ default: m.ProjectSponsorshipList })),
);
const ProjectSponsorshipShow = lazy(() =>
  import('./ProjectSponsorshipShow').then((m) => ({ default: m.ProjectSponsorshipShow })),
);

// Sponsorships are written by the giving flow (completeOnlineProjectSponsorship); read-only here.
export default {
  list: ProjectSponsorshipList,
  show: ProjectSponsorshipShow,
  icon: CardGiftcardIcon,
  recordRepresentation: 'sponsorName',
  options: { label: 'Project Sponsorships' },
};
