// The signing and initialling form (spec/02 "Loan agreements", §5, §8): a font picker whose
// options are drawn in their own fonts, the text (prefilled), a live preview, both required, a
// line that it cannot be undone, and the server's message inside the modal. An MOU signature
// adds the signer's declaration with a required tick and a progress modal while it saves. The
// fonts load when the form opens; the font of a saved signature is remembered for next time.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Box, Button, CircularProgress, Typography } from '@reach/ui/mui';
import { Checkbox, MenuItem } from '@reach/ui/mui-select';
import { Alert, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, FormHelperText, TextField } from '@reach/ui/mui-menus';
import {
  lastSignatureFont,
  loadSignatureFonts,
  rememberSignatureFont,
  signatureFontFamily,
  SIGNATURE_FONTS,
  type SignatureFont,
} from '@reach/ui/signatureFonts';
import { CORRECT_ERRORS, validateSignForm, type SignFormErrors } from './rules';
import { useOnline } from '../../reports/useOfflineDraft';
import { OFFLINE_TEXT } from '../../offline/texts';

export interface SignDialogProps {
  mode: 'signature' | 'initials';
  title: string;
  /** who signs: "Borrower: Pat Partner" */
  partyLabel: string;
  /** the section being initialled */
  sectionTitle?: string;
  defaultText: string;
  /** an MOU signer's declaration, which must be ticked */
  declaration?: string;
  /** a progress modal's text while saving */
  savingText?: string;
  submitLabel: string;
  /** onSubmit saves; it rejects with the server's message */
  onSubmit: (form: { text: string; fontName: SignatureFont }) => Promise<void>;
  onClose: () => void;
}

/** previewSize shrinks a long signature's preview so it stays on a line or two. */
export function previewSize(text: string, mode: 'signature' | 'initials'): number {
  if (mode === 'initials') return 40;
  const n = [...text].length;
  return n <= 16 ? 44 : n <= 24 ? 36 : n <= 32 ? 30 : 26;
}

export function SignDialog({ mode, title, partyLabel, sectionTitle, defaultText, declaration, savingText, submitLabel, onSubmit, onClose }: SignDialogProps) {
  // Signing needs the server: offline the agreement reads as last seen, and says so here.
  const online = useOnline();
  const [fontName, setFontName] = useState<SignatureFont>(() => lastSignatureFont());
  const { t, i18n } = useLingui();
  const [text, setText] = useState(defaultText);
  const [agreed, setAgreed] = useState(false);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  useEffect(() => {
    void loadSignatureFonts(SIGNATURE_FONTS);
  }, []);

  const errors: SignFormErrors = tried ? validateSignForm({ fontName, text, agreed }, !!declaration) : {};
  const hasErrors = Object.keys(errors).length > 0;
  const label = mode === 'signature' ? t`Signature` : t`Initials`;

  const submit = async () => {
    setTried(true);
    setServerError(null);
    if (Object.keys(validateSignForm({ fontName, text, agreed }, !!declaration)).length > 0) return;
    setSaving(true);
    try {
      await onSubmit({ text: text.trim(), fontName });
      rememberSignatureFont(fontName);
    } catch (e) {
      setServerError(e instanceof Error ? e.message : String(e));
      setSaving(false);
    }
  };

  return (
    <>
      <Dialog open onClose={saving ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="sign-dialog-title">
        <DialogTitle id="sign-dialog-title">{title}</DialogTitle>
        <Box
          component="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <DialogContent sx={{ pt: 0 }}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {sectionTitle ? `${partyLabel} · ${sectionTitle}` : partyLabel}
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <TextField
                select
                label={t`Font`}
                value={fontName}
                onChange={(e) => setFontName(e.target.value as SignatureFont)}
                error={!!errors.fontName}
                helperText={errors.fontName}
                required
                slotProps={{
                  select: {
                    renderValue: (v) => <span style={{ fontFamily: signatureFontFamily(String(v)), fontSize: 24, lineHeight: 1 }}>{String(v)}</span>,
                    MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } },
                  },
                }}
              >
                {SIGNATURE_FONTS.map((f) => (
                  <MenuItem key={f} value={f} sx={{ fontFamily: signatureFontFamily(f), fontSize: 26, py: 0.5 }}>
                    {f}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                label={label}
                value={text}
                onChange={(e) => setText(e.target.value)}
                error={!!errors.text}
                helperText={errors.text}
                required
                autoComplete="off"
                slotProps={{ htmlInput: { maxLength: mode === 'signature' ? 100 : 10 } }}
              />
            </Box>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
              <Trans>Preview</Trans>
            </Typography>
            <Box
              data-testid="signature-preview"
              data-font={fontName}
              sx={{
                minHeight: 72,
                display: 'flex',
                alignItems: 'flex-end',
                px: 2,
                pb: 0.5,
                borderBottom: 2,
                borderColor: 'text.secondary',
                bgcolor: 'grey.50',
                fontFamily: signatureFontFamily(fontName),
                fontSize: previewSize(text.trim(), mode),
                lineHeight: 1.4,
                pt: 1,
                overflowWrap: 'anywhere',
              }}
            >
              {text.trim() || '\u00a0'}
            </Box>
            {declaration && (
              <Box sx={{ mt: 2 }}>
                <FormControlLabel
                  control={<Checkbox checked={agreed} onChange={(e) => setAgreed(e.target.checked)} slotProps={{ input: { 'aria-required': true } }} />}
                  label={<Typography variant="body2">{declaration}</Typography>}
                  sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { pt: 0.5 } }}
                />
                {errors.agreed && <FormHelperText error>{errors.agreed}</FormHelperText>}
              </Box>
            )}
            <Typography variant="body2" sx={{ mt: 2 }} data-testid="cannot-undo">
              {mode === 'signature'
                ? t`Signing cannot be undone: once saved, your signature stays on the agreement.`
                : t`Initialling cannot be undone: once saved, your initials stay on this section.`}
            </Typography>
            {hasErrors && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {i18n._(CORRECT_ERRORS)}
              </Alert>
            )}
            {serverError && (
              <Alert severity="error" sx={{ mt: 2 }} data-testid="sign-server-error">
                {serverError}
              </Alert>
            )}
            {!online && (
              <Alert severity="warning" sx={{ mt: 2 }} data-testid="sign-offline">
                {OFFLINE_TEXT.signingNeedsConnection}
              </Alert>
            )}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose} disabled={saving}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" variant="contained" disabled={saving || !online}>
              {saving && !savingText ? t`Saving…` : submitLabel}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
      {savingText && (
        <Dialog open={saving} aria-labelledby="sign-progress-title" slotProps={{ paper: { sx: { px: 4, py: 3 } } }}>
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <CircularProgress size={28} />
            <Typography id="sign-progress-title">{savingText}</Typography>
          </Box>
        </Dialog>
      )}
    </>
  );
}
