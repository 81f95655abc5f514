// A report type's own fields, laid out by describeFields: labelled values in a grid, lists of
// objects as small tables across the whole width, objects as labelled groups. The contacts,
// projects and people groups the fields refer to, and the countries, show by name once loaded.
import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useDataProvider, Translate, useTranslate } from 'react-admin';
import { isAbortError, request } from '@reach/ui/graphql';
import { fetchByIds } from '../export/related';
import { REPORT_COUNTRIES } from './reportCalls';
import { describeFields, NO_NAMES, recordName, referencedIds, type FieldView, type Names } from './reportFields';

/** useNames loads the names of what fields refer to: records by resource and id, countries by code. */
const useNames = (fields: unknown): Names => {
  const dataProvider = useDataProvider();
  const refs = useMemo(() => referencedIds(fields), [fields]);
  const [names, setNames] = useState<Names>(NO_NAMES);
  useEffect(() => {
    const ctl = new AbortController();
    const records = Promise.all(
      Object.entries(refs).map(async ([resource, ids]) => {
        const found = await fetchByIds(dataProvider, resource, ids).catch(() => new Map());
        return [resource, new Map([...found].map(([id, r]) => [id, recordName(resource, r)]))] as const;
      }),
    );
    const countries = request(REPORT_COUNTRIES, {}, { account: false, signal: ctl.signal }).then(
      (d) => new Map(d.countries.map((c) => [c.shortCode, c.name])),
      (e) => {
        if (!isAbortError(e)) console.warn('countries', e);
        return new Map<string, string>();
      },
    );
    Promise.all([records, countries]).then(([byResource, byCode]) => {
      if (ctl.signal.aborted) return;
      const lookup = new Map(byResource);
      setNames({
        record: (resource, id) => lookup.get(resource)?.get(id) || undefined,
        country: (code) => byCode.get(code),
      });
    });
    return () => ctl.abort();
  }, [dataProvider, refs]);
  return names;
};

const Label = ({ children }: { children: ReactNode }) => (
  <Typography variant="caption" component="div" color="text.secondary">
    {children}
  </Typography>
);

const Grid = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' }, gap: 2 }}>{children}</Box>
);

const Entry = ({ view }: { view: FieldView }) => {
  // The labels are English words the catalogs translate (src/i18n/choices.<code>.ts).
  const translate = useTranslate();
  const label = translate(view.label, { _: view.label });
  switch (view.kind) {
    case 'text':
      return (
        <Box sx={{ minWidth: 0 }}>
          <Label>{label}</Label>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {view.text}
          </Typography>
        </Box>
      );
    case 'table':
      return (
        <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
          <Label>{label}</Label>
          <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
            <Table size="small" aria-label={label}>
              <TableHead>
                <TableRow>
                  {view.columns.map((c) => (
                    <TableCell key={c.key}>{translate(c.label, { _: c.label })}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {view.rows.map((row, i) => (
                  <TableRow key={i}>
                    {row.map((cell, j) => (
                      <TableCell key={view.columns[j].key} sx={{ overflowWrap: 'anywhere' }}>
                        {cell}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Box>
      );
    case 'group':
      return (
        <Box sx={{ gridColumn: '1 / -1', minWidth: 0, pl: 2, borderLeft: 2, borderColor: 'divider' }}>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            {label}
          </Typography>
          {view.entries.length ? (
            <Grid>
              {view.entries.map((e) => (
                <Entry key={e.key} view={e} />
              ))}
            </Grid>
          ) : (
            <Typography variant="body2">-</Typography>
          )}
        </Box>
      );
  }
};

/** FieldsView shows the `fields` JSON of a report, whatever its type. */
export const FieldsView = ({ fields }: { fields: unknown }) => {
  const names = useNames(fields);
  const views = describeFields(fields, names);
  if (!views.length) return <Typography variant="body2"><Translate i18nKey="reach.reports.no_fields_filled_in" /></Typography>;
  return (
    <Grid>
      {views.map((v) => (
        <Entry key={v.key} view={v} />
      ))}
    </Grid>
  );
};
