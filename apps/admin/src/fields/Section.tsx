import { useTranslate } from 'react-admin';
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** Section is a titled grid of labelled fields on a show page. */
export const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
  <Box component="section" sx={{ mb: 3 }}>
    <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
      {translate(title, { _: title })}
    </Typography>
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
        gap: 2,
      }}
    >
      {children}
    </Box>
  </Box>
  );
};
