import { Alert, AlertTitle, Snackbar } from '@reach/ui/mui-menus';

export interface Note {
  id: number;
  severity: 'error' | 'success' | 'info';
  title?: string;
  message: string;
}

export default function NotifySnackbar({ note, onClose }: { note: Note; onClose: () => void }) {
  return (
    <Snackbar
      key={note.id}
      open
      autoHideDuration={note.severity === 'error' ? 8000 : 4000}
      onClose={(_e, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity={note.severity} variant="filled" onClose={onClose} sx={{ width: '100%' }}>
        {note.title && <AlertTitle>{note.title}</AlertTitle>}
        {note.message}
      </Alert>
    </Snackbar>
  );
}
