// /training/{tab} (spec/02 §2 "Training"): 'Training Courses' and 'Training
// Files'; changing tab navigates to /training/{tab}.
import { Trans, useLingui } from '@lingui/react/macro';
import { msg, plural } from '@lingui/core/macro';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useParams } from '@reach/ui/router';
import { Box, Button, Card, CardActions, CardContent, Paper, Typography } from '@reach/ui/mui';
import { FormControl, InputLabel } from '@reach/ui/mui-inputs';
import { MenuItem, Select } from '@reach/ui/mui-select';
import { TextField } from '@reach/ui/mui-menus';
import { CardPhoto } from '../../components/CardPhoto';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { PageTitle } from '../../components/PageTitle';
import { EmptyState } from '../../components/EmptyState';
import { Loading } from '../../components/Loading';
import { RouteTabs } from '../../components/RouteTabs';
import NotFound from '../NotFound';
import { useGql } from '../../data/useGql';
import { usePaged } from '../../data/usePaged';
import { useDebounced } from '../../data/useDebounced';
import { ALL_COURSES, ALL_TRAINING_FILES, nodes, type Course, type TrainingFile } from '../../data/queries';
import { cut } from '../../data/text';
import { LanguageSelect, languageLabel, useLanguages } from './LanguageSelect';

/** SEARCH_DEBOUNCE_MS, PAGE_SIZE and FILE_PAGE_SIZE are spec/02 §9's constants. */
export const SEARCH_DEBOUNCE_MS = 100;
export const PAGE_SIZE = 100;
export const FILE_PAGE_SIZE = 10000;
/** COURSE_DESC_CUT is where a course card's description is cut. */
export const COURSE_DESC_CUT = 100;
/** UNASSIGNED is the course filter value for files of no course. */
export const UNASSIGNED = 'unassigned';

const TABS = [
  { value: 'courses', label: msg`Training Courses` },
  { value: 'files', label: msg`Training Files` },
];

/** COURSE_SORT is the spec's default: course name descending, then relevance. */
const COURSE_SORT = [
  { key: 'courseName.keyword', order: 'DESC' },
  { key: '_score', order: 'DESC' },
];

function SearchBar({ value, onChange, onRefresh, children }: { value: string; onChange: (v: string) => void; onRefresh: () => void; children?: React.ReactNode }) {
  const { t } = useLingui();
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ mb: 2 }} alignItems={{ md: 'center' }} useFlexGap flexWrap="wrap">
      <TextField
        label={t`Search`}
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        sx={{ width: { xs: '100%', md: 280 } }}
        fullWidth={false}
      />
      {children}
      <Button variant="outlined" onClick={onRefresh}>
        <Trans>Refresh</Trans>
      </Button>
    </Stack>
  );
}

export function CourseCard({ course }: { course: Course }) {
  const { t } = useLingui();
  return (
    <Card variant="outlined" sx={{ display: 'flex', flexDirection: 'column', height: '100%' }} data-testid="course-card">
      <CardPhoto src={course.primaryThumbnailUrl} name={course.courseName} height={140} />
      <CardContent sx={{ flex: 1 }}>
        {/* translate="no": a course's name and description are data, as staff wrote them */}
        <Typography variant="h6" component="h2" fontWeight={700} gutterBottom translate="no">
          {course.courseName}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="course-desc" translate="no">
          {cut(course.desc, COURSE_DESC_CUT)}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t`${plural(course.numFiles, { one: '# File', other: '# Files' })}`}
        </Typography>
      </CardContent>
      <CardActions>
        <Button component={RouterLink} to={`/training/courses/view/${course._id}`} size="small">
          <Trans>View Course</Trans>
        </Button>
      </CardActions>
    </Card>
  );
}

function Courses() {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const vars = useMemo(() => ({ filters: q ? { q } : {}, sortBy: COURSE_SORT }), [q]);
  const { items, hasNext, loading, loaded, loadMore, refetch, error } = usePaged<Course>(ALL_COURSES, 'AllTrainingCoursesForUser', vars, PAGE_SIZE, PAGE_SIZE);
  return (
    <>
      <SearchBar value={search} onChange={setSearch} onRefresh={refetch} />
      {!loaded ? (
        <Loading label={t`Loading courses`} />
      ) : items.length === 0 ? (
        <EmptyState title={t`No courses`} error={error} />
      ) : (
        <>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)', xl: 'repeat(4, 1fr)' } }}>
            {items.map((c) => (
              <CourseCard key={c._id} course={c} />
            ))}
          </Box>
          {hasNext && (
            <Box sx={{ textAlign: 'center', mt: 3 }}>
              <Button variant="outlined" onClick={loadMore} disabled={loading}>
                <Trans>Load More</Trans>
              </Button>
            </Box>
          )}
        </>
      )}
    </>
  );
}

type SortKey = 'fileName' | 'language';

function Files() {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const languages = useLanguages();
  // undefined: not chosen yet (the default applies); null: cleared (all languages)
  const [language, setLanguage] = useState<string | null | undefined>(undefined);
  const lang = language === undefined ? languages.defaultKey : language;
  const [courseId, setCourseId] = useState<string>(UNASSIGNED);
  const [sort, setSort] = useState<{ key: SortKey; dir: 'asc' | 'desc' }>({ key: 'fileName', dir: 'desc' });

  const courses = useGql(ALL_COURSES, { first: PAGE_SIZE, sortBy: [{ key: 'courseName.keyword', order: 'ASC' }] });
  const filters: Record<string, string> = {};
  if (q) filters.q = q;
  if (lang) filters.language = lang;
  if (courseId) filters.courseId = courseId;
  const files = useGql(
    ALL_TRAINING_FILES,
    { first: FILE_PAGE_SIZE, filters, sortBy: [{ key: 'fileName.keyword', order: 'DESC' }] },
    { skip: !languages.ready },
  );

  const rows = useMemo(() => {
    const list = [...nodes(files.data?.AllTrainingFilesForUser)];
    const val = (f: TrainingFile) => (sort.key === 'fileName' ? f.fileName : languageLabel(languages.options, f.language)).toLowerCase();
    list.sort((a, b) => val(a).localeCompare(val(b)) * (sort.dir === 'asc' ? 1 : -1));
    return list;
  }, [files.data, sort, languages.options]);

  const sortBy = (key: SortKey) => setSort((s) => ({ key, dir: s.key === key && s.dir === 'asc' ? 'desc' : 'asc' }));

  return (
    <>
      <SearchBar value={search} onChange={setSearch} onRefresh={files.refetch}>
        <LanguageSelect options={languages.options} value={lang} onChange={setLanguage} width={{ xs: '100%', md: 220 }} />
        <FormControl sx={{ width: { xs: '100%', md: 240 } }}>
          <InputLabel id="course-filter-label">
            <Trans>Course</Trans>
          </InputLabel>
          <Select labelId="course-filter-label" label={t`Course`} value={courseId} onChange={(e) => setCourseId(String(e.target.value))}>
            <MenuItem value={UNASSIGNED}>
              <Trans>Unassigned</Trans>
            </MenuItem>
            {nodes(courses.data?.AllTrainingCoursesForUser).map((c) => (
              <MenuItem key={c._id} value={c._id}>
                {c.courseName}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </SearchBar>
      {files.loading && !files.data ? (
        <Loading label={t`Loading files`} />
      ) : rows.length === 0 ? (
        <EmptyState title={t`No Files`} error={files.error} />
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={t`Training Files`}>
            <TableHead>
              <TableRow>
                <TableCell sortDirection={sort.key === 'fileName' ? sort.dir : false}>
                  <TableSortLabel active={sort.key === 'fileName'} direction={sort.key === 'fileName' ? sort.dir : 'asc'} onClick={() => sortBy('fileName')}>
                    <Trans>File Name</Trans>
                  </TableSortLabel>
                </TableCell>
                <TableCell sortDirection={sort.key === 'language' ? sort.dir : false}>
                  <TableSortLabel active={sort.key === 'language'} direction={sort.key === 'language' ? sort.dir : 'asc'} onClick={() => sortBy('language')}>
                    <Trans>Language</Trans>
                  </TableSortLabel>
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}><Trans>Description</Trans></TableCell>
                <TableCell align="right">
                  <Trans>Action</Trans>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((f) => (
                <TableRow key={f._id} data-testid="file-row">
                  <TableCell sx={{ wordBreak: 'break-word' }}>{f.fileName}</TableCell>
                  <TableCell>{languageLabel(languages.options, f.language)}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{f.desc}</TableCell>
                  <TableCell align="right">
                    {f.url && (
                      <Button size="small" href={f.url} target="_blank" rel="noopener noreferrer" download>
                        <Trans>Download</Trans>
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}

export default function Training() {
  const { tab = '' } = useParams();
  const { t, i18n } = useLingui();
  const tabs = TABS.map((x) => ({ value: x.value, label: i18n._(x.label) }));
  const current = tabs.find((x) => x.value === tab);
  if (!current) return <NotFound />;
  return (
    <>
      <PageTitle>{current.label}</PageTitle>
      <RouteTabs tabs={tabs} value={tab} base="/training" label={t`Training`} />
      {tab === 'courses' ? <Courses /> : <Files />}
    </>
  );
}
