import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';

/** ErrorBox shows 'Error' and a failed call's message in the page. */
export function ErrorBox({ message }: { message: string }) {
  return (
    <Alert severity="error" sx={{ my: 2 }}>
      <AlertTitle>Error</AlertTitle>
      {message}
    </Alert>
  );
}
