// /training/courses/view/{id} (spec/02 §2 "Training"): title, 'Training
// Course' label, thumbnail, description, 'Filter Files by Language' (default
// english) and a 'Module: {name}' section of file cards per module.
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useParams } from '@reach/ui/router';
import { Box, Button, Card, CardActions, CardContent, Link, Paper, Typography } from '@reach/ui/mui';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { PageTitle } from '../../components/PageTitle';
import { EmptyState } from '../../components/EmptyState';
import { Loading } from '../../components/Loading';
import NotFound from '../NotFound';
import { ErrorPanel } from '../../components/ErrorPanel';
import { isNotFound, useGql } from '../../data/useGql';
import { ALL_TRAINING_FILES, COURSE, nodes, type TrainingFile } from '../../data/queries';
import { cut } from '../../data/text';
import { LanguageSelect, languageLabel, useLanguages, type LanguageOption } from './LanguageSelect';
import { FILE_PAGE_SIZE } from './Training';

/** FILE_DESC_CUT is where a file card's description is cut (spec/02 §9). */
export const FILE_DESC_CUT = 50;

function FileCard({ file, languages }: { file: TrainingFile; languages: LanguageOption[] }) {
  const [open, setOpen] = useState(false);
  const { t } = useLingui();
  const desc = file.desc ?? '';
  const long = desc.length > FILE_DESC_CUT;
  return (
    <Card variant="outlined" sx={{ display: 'flex', flexDirection: 'column', height: '100%' }} data-testid="file-card">
      <CardContent sx={{ flex: 1 }}>
        <Chip size="small" label={languageLabel(languages, file.language)} sx={{ mb: 1 }} />
        <Typography variant="subtitle1" component="h3" fontWeight={700} sx={{ wordBreak: 'break-word' }}>
          {file.fileName}
        </Typography>
        {desc && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {open || !long ? desc : cut(desc, FILE_DESC_CUT)}{' '}
            {long && (
              <Link component="button" type="button" variant="body2" onClick={() => setOpen((o) => !o)}>
                {open ? t`Read Less` : t`Read more`}
              </Link>
            )}
          </Typography>
        )}
      </CardContent>
      {file.url && (
        <CardActions>
          <Button size="small" variant="contained" href={file.url} target="_blank" rel="noopener noreferrer" download>
            <Trans>Download</Trans>
          </Button>
        </CardActions>
      )}
    </Card>
  );
}

function FileGrid({ files, languages }: { files: TrainingFile[]; languages: LanguageOption[] }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' } }}>
      {files.map((f) => (
        <FileCard key={f._id} file={f} languages={languages} />
      ))}
    </Box>
  );
}

export default function CourseDetail() {
  const { id = '' } = useParams();
  const { t } = useLingui();
  const course = useGql(COURSE, { _id: id }, { quiet: true });
  const languages = useLanguages();
  const [language, setLanguage] = useState<string | null | undefined>(undefined);
  const lang = language === undefined ? languages.defaultKey : language;
  const files = useGql(
    ALL_TRAINING_FILES,
    { first: FILE_PAGE_SIZE, filters: { courseId: id, ...(lang ? { language: lang } : {}) }, sortBy: [{ key: 'fileName.keyword', order: 'ASC' }] },
    { skip: !languages.ready },
  );
  const c = course.data?.TrainingCourseForUser ?? null;
  const byModule = useMemo(() => {
    const m = new Map<string, TrainingFile[]>();
    for (const f of nodes(files.data?.AllTrainingFilesForUser)) {
      const k = f.moduleId ?? '';
      m.set(k, [...(m.get(k) ?? []), f]);
    }
    return m;
  }, [files.data]);

  if (course.loading && !course.data) return <Loading label={t`Loading course`} />;
  if (course.error && isNotFound(course.error)) return <NotFound />;
  if (course.error) {
    return (
      <>
        <PageTitle>{t`Training Course`}</PageTitle>
        <ErrorPanel error={course.error} />
      </>
    );
  }
  if (!c) return <NotFound />;
  const moduleIds = new Set(c.modules.map((m) => m._id));
  const loose = Array.from(byModule.entries())
    .filter(([k]) => !moduleIds.has(k))
    .flatMap(([, v]) => v);

  return (
    <>
      <Typography variant="overline" color="primary" component="p" fontWeight={700}>
        <Trans>Training Course</Trans>
      </Typography>
      <PageTitle actions={<Button component={RouterLink} to="/training/courses"><Trans>All Courses</Trans></Button>}>{c.courseName}</PageTitle>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 3 }}>
        {c.primaryThumbnailUrl && (
          <Box component="img" src={c.primaryThumbnailUrl} alt={c.courseName} sx={{ width: { xs: '100%', md: 320 }, maxHeight: 220, objectFit: 'cover', borderRadius: 1 }} />
        )}
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, flex: 1 }}>
          <Typography variant="subtitle1" component="h2" fontWeight={700} gutterBottom>
            <Trans>Description</Trans>
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
            {c.desc || '—'}
          </Typography>
        </Paper>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ sm: 'center' }} sx={{ mb: 3 }}>
        <Typography fontWeight={600} id="filter-files-label">
          <Trans>Filter Files by Language</Trans>
        </Typography>
        <LanguageSelect options={languages.options} value={lang} onChange={setLanguage} label={t`Language`} width={{ xs: '100%', sm: 240 }} />
      </Stack>
      {files.loading && !files.data ? (
        <Loading label={t`Loading files`} />
      ) : byModule.size === 0 ? (
        <EmptyState title={t`No Files`} error={files.error} />
      ) : (
        <Stack spacing={4}>
          {c.modules
            .filter((m) => byModule.has(m._id))
            .map((m) => (
              <Box component="section" key={m._id} aria-label={t`Module: ${m.name}`}>
                <Typography variant="h6" component="h2" fontWeight={700} gutterBottom>
                  {t`Module: ${m.name}`}
                </Typography>
                {m.desc && (
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                    {m.desc}
                  </Typography>
                )}
                <FileGrid files={byModule.get(m._id) ?? []} languages={languages.options} />
              </Box>
            ))}
          {loose.length > 0 && (
            // Decision: course files in no module get their own section.
            <Box component="section" aria-label={t`Other Files`}>
              <Typography variant="h6" component="h2" fontWeight={700} gutterBottom>
                <Trans>Other Files</Trans>
              </Typography>
              <FileGrid files={loose} languages={languages.options} />
            </Box>
          )}
        </Stack>
      )}
    </>
  );
}
