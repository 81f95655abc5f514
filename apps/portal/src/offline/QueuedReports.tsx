// QueuedReports lists, over a reports list, the reports of this kind kept on the device to send
// (docs/offline.md): "Waiting to send", or "Not sent" with the server's message and an Edit
// button that puts the report back into its form. When some reach the server the list is read again.
import { useEffect, useRef } from 'react';
import { useNavigate } from '@reach/ui/router';
import { Button, Paper, Typography } from '@reach/ui/mui';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { putDraft } from '../reports/draftStore';
import { newReportState } from '../reports/newReport';
import { useOfflineData, useQueued } from './OfflineData';
import type { QueuedReport } from './outbox';
import { OFFLINE_TEXT } from './texts';

export function QueuedReports({ kind, parentId, onSent }: { kind: QueuedReport['kind']; parentId?: string; onSent?: () => void }) {
  const items = useQueued(kind, parentId);
  const { sent, takeBack, userId } = useOfflineData();
  const navigate = useNavigate();
  const seen = useRef(sent);
  const onSentRef = useRef(onSent);
  onSentRef.current = onSent;
  useEffect(() => {
    if (sent !== seen.current) onSentRef.current?.();
    seen.current = sent;
  }, [sent]);

  // Edit: the report leaves the queue and goes back into its form, as a copy kept on the device.
  const edit = async (i: QueuedReport) => {
    const r = await takeBack(i.reportId);
    if (!r) return;
    const photos = r.photos.filter((p) => !r.done.includes(`photo:${p.id}`));
    await putDraft({ key: `${userId}:${r.reportId}`, userId, reportId: r.reportId, value: r.form, savedAt: Date.now(), base: r.base, photos });
    navigate(r.editPath, { state: r.base === null && !r.done.includes('save') ? newReportState(r.reportId) : undefined });
  };

  if (items.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      {items.map((i) => (
        <Paper key={i.key} variant="outlined" sx={{ p: 1.5 }} data-testid="queued-report">
          <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
            <Typography fontWeight={700} sx={{ flex: 1 }}>
              {i.title}
            </Typography>
            <Chip size="small" color={i.state === 'waiting' ? 'warning' : 'error'} label={i.state === 'waiting' ? OFFLINE_TEXT.waiting : OFFLINE_TEXT.notSent} data-testid="queued-state" />
            {i.state !== 'waiting' && (
              <Button size="small" variant="outlined" onClick={() => void edit(i)}>
                {OFFLINE_TEXT.edit}
              </Button>
            )}
          </Stack>
          {i.message && (
            <Typography variant="body2" color="error.main" sx={{ mt: 1 }} data-testid="queued-message">
              {i.message}
            </Typography>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
