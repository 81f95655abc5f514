import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import UploadIcon from '@mui/icons-material/Upload';
import {
  Box,
  Button,
  FormHelperText,
  FormLabel,
  LinearProgress,
  Link,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useInput, useRecordContext, useTranslate, Translate } from 'react-admin';
import { UPLOAD_FAILED, UploadError, uploadAttachment } from '@reach/ui/upload';

type State =
  | { kind: 'idle' }
  | { kind: 'uploading'; percent: number; filename: string }
  | { kind: 'done'; filename: string }
  | { kind: 'failed'; message: string };

const valueAt = (record: unknown, path?: string): string | undefined => {
  if (!path) return undefined;
  let current: unknown = record;
  for (const key of path.split('.')) {
    if (!current || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return typeof current === 'string' && current ? current : undefined;
};

export interface AttachmentUploadInputProps {
  /** source holds the saved file's id (primaryPhotoId, primaryBannerId, fileId...). */
  source: string;
  label: string;
  /** previewSource is where the record keeps the current picture's URL ("primaryPhoto.url"). */
  previewSource?: string;
  accept?: string;
  tags?: string[];
  helperText?: string;
  /** image shows a preview of the picture. */
  image?: boolean;
  /** onUploaded hears of each file once it is saved (e.g. to fill in a file name). */
  onUploaded?: (file: File) => void;
  /** fileType is the File type the server records (H_PHOTO, TRAINING_FILE...). */
  fileType?: string;
  /**
   * needsRecord: the file must name the record it belongs to (attachedTo), so uploading waits
   * until the record is saved (H_PHOTO needs the right to change the project it names).
   */
  needsRecord?: boolean;
}

/**
 * AttachmentUploadInput uploads a file through the file API (uploadAttachment) and puts the
 * saved file's id into the form. It shows progress, a preview for pictures, and on failure a red
 * 'Failed' button whose tooltip (and the text under it) is the error.
 */
export const AttachmentUploadInput = ({
  source,
  label,
  previewSource,
  accept = 'image/*',
  tags,
  helperText,
  image = true,
  onUploaded,
  fileType,
  needsRecord = false,
}: AttachmentUploadInputProps) => {
  const record = useRecordContext();
  const { field } = useInput({ source, defaultValue: null });
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [preview, setPreview] = useState<string | undefined>(undefined);
  const fileInput = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const shown = preview ?? valueAt(record, previewSource);
  const translate = useTranslate();
  const name = translate(label, { _: label });
  const what = name.toLocaleLowerCase();

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const localUrl = image && file.type.startsWith('image/') ? URL.createObjectURL(file) : undefined;
    setState({ kind: 'uploading', percent: 0, filename: file.name });
    try {
      const saved = await uploadAttachment(file, {
        account: false,
        attachedTo: record?.id != null ? String(record.id) : undefined,
        type: fileType,
        tags,
        onProgress: (percent) => setState({ kind: 'uploading', percent, filename: file.name }),
      });
      field.onChange(saved._id);
      setPreview(saved.url || localUrl);
      setState({ kind: 'done', filename: file.name });
      onUploaded?.(file);
    } catch (error) {
      if (localUrl) URL.revokeObjectURL(localUrl);
      const message = error instanceof UploadError ? error.message : UPLOAD_FAILED;
      if (!(error instanceof UploadError) || error.cause) console.error(message, error);
      setState({ kind: 'failed', message });
    }
  };

  if (needsRecord && record?.id == null) {
    return (
      <Box sx={{ mb: 2 }}>
        <FormLabel component="div" sx={{ fontSize: 12 }}>
          {name}
        </FormLabel>
        <Typography variant="body2" color="text.secondary" data-testid={`${source}-after-save`}>
          {translate('reach.upload.save_first', { what })}
        </Typography>
      </Box>
    );
  }

  return (
    <Box sx={{ mb: 2, width: '100%' }} data-testid={`${source}-upload`}>
      <FormLabel component="div" htmlFor={inputId} sx={{ fontSize: 12, mb: 0.5 }}>
        {name}
      </FormLabel>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
        {image && shown ? (
          <Box
            component="img"
            src={shown}
            alt={name}
            sx={{ width: 160, height: 100, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }}
          />
        ) : null}
        {!image && shown ? (
          <Link href={shown} target="_blank" rel="noopener noreferrer" variant="body2">
            <Translate i18nKey="reach.upload.current_file" />
          </Link>
        ) : null}
        <Stack direction="row" spacing={1} alignItems="center">
          <Button
            variant="outlined"
            size="small"
            startIcon={<UploadIcon />}
            onClick={() => fileInput.current?.click()}
            disabled={state.kind === 'uploading'}
          >
            {field.value ? translate('reach.upload.replace', { what }) : translate('reach.upload.upload', { what })}
          </Button>
          {state.kind === 'failed' ? (
            <Tooltip title={state.message}>
              <Button
                color="error"
                variant="contained"
                size="small"
                startIcon={<ErrorOutlineIcon />}
                onClick={() => fileInput.current?.click()}
              >
                <Translate i18nKey="reach.upload.failed" />
              </Button>
            </Tooltip>
          ) : null}
        </Stack>
        <input
          ref={fileInput}
          id={inputId}
          type="file"
          accept={accept}
          hidden
          onChange={onFile}
          aria-label={translate('reach.upload.file_of', { what: name })}
        />
      </Stack>
      {state.kind === 'uploading' ? (
        <Box sx={{ mt: 1, maxWidth: 360 }}>
          <LinearProgress variant="determinate" value={state.percent} />
          <Typography variant="caption" color="text.secondary">
            {translate('reach.upload.uploading', { name: state.filename, percent: state.percent })}
          </Typography>
        </Box>
      ) : null}
      {state.kind === 'failed' ? <FormHelperText error>{state.message}</FormHelperText> : null}
      {state.kind === 'done' ? (
        <FormHelperText>{translate('reach.upload.uploaded', { name: state.filename })}</FormHelperText>
      ) : null}
      {state.kind === 'idle' && helperText ? <FormHelperText>{translate(helperText, { _: helperText })}</FormHelperText> : null}
    </Box>
  );
};
