import { Translate } from 'react-admin';
import { Link, Typography } from '@mui/material';

/** JoshuaProjectCredit is the credit Joshua Project's terms ask for wherever its data shows. */
export const JoshuaProjectCredit = () => (
  <Typography variant="caption" color="text.secondary" component="p" sx={{ px: 2, py: 1 }}>
    <Translate i18nKey="reach.peopleGroups.data" />{' '}
    <Link href="https://joshuaproject.net" target="_blank" rel="noopener noreferrer">
      <Translate i18nKey="reach.peopleGroups.joshua_project" />
    </Link>
  </Typography>
);
