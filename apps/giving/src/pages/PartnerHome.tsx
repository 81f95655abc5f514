// /partner: 'Partner with Us' with two cards.
import { Link as RouterLink } from '@reach/ui/router';
import { Box, Button, Card, CardActions, CardContent, Typography } from '@reach/ui/mui';
import { MoneyIcon, PeopleIcon } from '@reach/ui/icons';
import { PartnerPage } from '../components/PartnerPage';

const CARDS = [
  {
    title: 'Fund Native Missionaries',
    to: '/partner/adopt-a-upg',
    icon: PeopleIcon,
    text: 'Sponsor a native missionary to an unreached people group, monthly or once, or commit to pray for them.',
    action: 'Sponsor a Native Missionary',
  },
  {
    title: 'Sponsor a Holistic Project',
    to: '/partner/sponsor-a-project',
    icon: MoneyIcon,
    text: 'Fund a holistic project — clean water, farming, small business, education — that opens doors for the gospel.',
    action: 'Fund a Holistic Project',
  },
];

export default function PartnerHome() {
  return (
    <PartnerPage title="Partner with Us">
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3 }}>
        {CARDS.map(({ title, to, icon: Icon, text, action }) => (
          <Card key={to} variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
            <CardContent sx={{ flex: 1 }}>
              <Box sx={{ width: 56, height: 56, borderRadius: '50%', bgcolor: 'primary.main', color: '#fff', display: 'flex', alignItems: 'center', justifyContent: 'center', mb: 2 }}>
                <Icon />
              </Box>
              <Typography variant="h6" component="h2" fontWeight={700} gutterBottom>
                {title}
              </Typography>
              <Typography color="text.secondary">{text}</Typography>
            </CardContent>
            <CardActions sx={{ p: 2, pt: 0 }}>
              <Button component={RouterLink} to={to} variant="contained" aria-label={`${action}: ${title}`}>
                {action}
              </Button>
            </CardActions>
          </Card>
        ))}
      </Box>
    </PartnerPage>
  );
}
