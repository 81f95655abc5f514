import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography, useTheme } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { labelOf, ROLE_CHOICES } from '../choices';

type Change = { field: string; before: string; after: string };

/** valueText shows a value as people read it: roles by their names, an empty value as '-'. */
export const valueText = (field: string, value: string): string => {
  if (!value) return '-';
  if (field === 'roles') return value.split(', ').map((r) => labelOf(ROLE_CHOICES, r)).join(', ');
  return value;
};

/** AuditChanges shows what an entry changed, field by field: before → after. */
export const AuditChanges = () => {
  const record = useRecordContext<{ id: string; changes?: Change[]; targetType?: string; targetId?: string }>();
  const translate = useTranslate();
  // The arrow points the way the text reads (right to left in Arabic).
  const flip = useTheme().direction === 'rtl' ? 'scaleX(-1)' : undefined;
  if (!record) return null;
  const changes = record.changes ?? [];
  return (
    <>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate('reach.audit.target_id')}: <code>{record.targetType} {record.targetId}</code>
      </Typography>
      {changes.length === 0 ? (
        <Typography variant="body2">{translate('reach.audit.no_changes')}</Typography>
      ) : (
        <Table size="small" aria-label={translate('reach.audit.changes')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('reach.audit.field')}</TableCell>
              <TableCell>{translate('reach.audit.before')}</TableCell>
              <TableCell aria-hidden />
              <TableCell>{translate('reach.audit.after')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {changes.map((c) => (
              <TableRow key={c.field} data-field={c.field}>
                <TableCell>{c.field}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{valueText(c.field, c.before)}</TableCell>
                <TableCell aria-hidden>
                  <ArrowForwardIcon fontSize="small" sx={{ transform: flip, verticalAlign: 'middle' }} />
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{valueText(c.field, c.after)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
};
