// /my-profile (spec/02 §2 "Profile"): photo, name, email, phone, Edit Profile, Sign Out, and the
// download of the person's data.
import { Trans, useLingui } from '@lingui/react/macro';
import { languageInfo } from '@reach/ui/language';
import { Link as RouterLink, useNavigate } from '@reach/ui/router';
import { Button, Paper, Typography } from '@reach/ui/mui';
import { Avatar } from '@reach/ui/mui-more';
import Stack from '@mui/material/Stack';
import { useSession } from '../../session/SessionContext';
import { PageTitle } from '../../components/PageTitle';
import { DownloadMyData } from './DownloadMyData';
import { PendingEmail } from './PendingEmail';

function Row({ label, value, lang }: { label: string; value?: string | null; lang?: string }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
      <Typography color="text.secondary" sx={{ width: { sm: 120 } }}>
        {label}
      </Typography>
      <Typography sx={{ wordBreak: 'break-word' }} lang={lang}>
        {value || '—'}
      </Typography>
    </Stack>
  );
}

export default function MyProfile() {
  const { profile, signOut } = useSession();
  const { t } = useLingui();
  const navigate = useNavigate();
  if (!profile) return null;
  return (
    <>
      <PageTitle>{t`My Profile`}</PageTitle>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 800 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} alignItems={{ xs: 'center', sm: 'flex-start' }}>
          <Avatar src={profile.primaryThumbnailUrl ?? undefined} alt={profile.name} sx={{ width: 96, height: 96, fontSize: 40, bgcolor: 'primary.main' }}>
            {profile.name?.[0]?.toUpperCase()}
          </Avatar>
          <Stack spacing={1.5} sx={{ flex: 1, width: '100%' }}>
            <Row label={t`Name`} value={profile.name} />
            <Row label={t`Username`} value={profile.username} />
            <Row label={t`Email`} value={profile.email} />
            <PendingEmail />
            <Row label={t`Phone`} value={profile.phone} />
            <Row label={t`Language`} value={languageInfo(profile.language || 'en').name} lang={profile.language || 'en'} />
            <Stack direction="row" spacing={2} sx={{ pt: 2 }}>
              <Button component={RouterLink} to="/my-profile/edit" variant="contained">
                <Trans>Edit Profile</Trans>
              </Button>
              <Button
                variant="outlined"
                onClick={async () => {
                  if (await signOut()) navigate('/sign-in', { replace: true });
                }}
              >
                <Trans>Sign Out</Trans>
              </Button>
            </Stack>
          </Stack>
        </Stack>
      </Paper>
      <DownloadMyData />
    </>
  );
}
