// The snackbar of a notice (see Notify.tsx). Its own chunk: MUI's snackbar,
// alert and portal load with the first notice, not with every page.
import { Alert, AlertTitle, Snackbar } from '@reach/ui/mui-menus';
import Portal from '@mui/material/Portal';
import type { Notice } from './Notify';

export default function NoticeSnackbar({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  return (
    // Each notice gets a node of its own at the end of the page: a dialog open at the time (the
    // delete confirmation, whose failure is told here) marks what was there before it
    // aria-hidden, and a notice inside that would go unheard by a screen reader.
    <Portal key={notice?.key}>
      <Snackbar
        open={!!notice}
        autoHideDuration={6000}
        onClose={(_e, reason) => reason !== 'clickaway' && onClose()}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      >
        {notice ? (
          <Alert severity={notice.severity} variant="filled" onClose={onClose} role="alert" sx={{ maxWidth: 560 }}>
            {notice.title && <AlertTitle>{notice.title}</AlertTitle>}
            {notice.message}
          </Alert>
        ) : undefined}
      </Snackbar>
    </Portal>
  );
}
