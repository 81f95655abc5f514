// /partner: 'Partner with Us' with two cards.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from '@reach/ui/router';
import { Box, Button, Card, CardActions, CardContent, Typography } from '@reach/ui/mui';
import { MoneyIcon, PeopleIcon } from '@reach/ui/icons';
import { PartnerPage } from '../components/PartnerPage';

const CARDS = [
  {
    title: msg`Fund Native Missionaries`,
    to: '/partner/adopt-a-upg',
    icon: PeopleIcon,
    text: msg`Sponsor a native missionary to an unreached people group, monthly or once, or commit to pray for them.`,
    action: msg`Sponsor a Native Missionary`,
  },
  {
    title: msg`Sponsor a Holistic Project`,
    to: '/partner/sponsor-a-project',
    icon: MoneyIcon,
    text: msg`Fund a holistic project — clean water, farming, small business, education — that opens doors for the gospel.`,
    action: msg`Fund a Holistic Project`,
  },
];

export default function PartnerHome() {
  const { t, i18n } = useLingui();
  return (
    <PartnerPage title={t`Partner with Us`}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3 }}>
        {CARDS.map(({ title: titleMsg, to, icon: Icon, text, action: actionMsg }) => {
          const title = i18n._(titleMsg);
          const action = i18n._(actionMsg);
          return (
          <Card key={to} variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
            <CardContent sx={{ flex: 1 }}>
              <Box sx={{ width: 56, height: 56, borderRadius: '50%', bgcolor: 'primary.main', color: '#fff', display: 'flex', alignItems: 'center', justifyContent: 'center', mb: 2 }}>
                <Icon />
              </Box>
              <Typography variant="h6" component="h2" fontWeight={700} gutterBottom>
                {title}
              </Typography>
              <Typography color="text.secondary">{i18n._(text)}</Typography>
            </CardContent>
            <CardActions sx={{ p: 2, pt: 0 }}>
              <Button component={RouterLink} to={to} variant="contained" aria-label={t`${action}: ${title}`}>
                {action}
              </Button>
            </CardActions>
          </Card>
          );
        })}
      </Box>
    </PartnerPage>
  );
}
