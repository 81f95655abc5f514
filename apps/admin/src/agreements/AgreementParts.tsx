// Small pieces the agreement views share: the status chip, the name with its template mark, and
// text drawn in a signature font.
import { Box, Chip, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useRecordContext, type FieldProps, Translate } from 'react-admin';
import { loadSignatureFonts, signatureFontFamily } from '@reach/ui/signatureFonts';
import { ChoiceField } from '../fields/ChoiceField';
import { STATUS_CHOICES, STATUS_COLORS } from './agreementRules';

/** StatusField is the agreement's status as a chip in the status colour. */
export const StatusField = (_props: FieldProps) => (
  <ChoiceField source="status" choices={STATUS_CHOICES} colors={STATUS_COLORS} />
);

/** TemplateChip marks a template. */
export const TemplateChip = () => (
  <Chip size="small" variant="outlined" color="secondary" label={<Translate i18nKey="reach.agreements.template" />} sx={{ flexShrink: 0 }} />
);

/** NameField is the agreement's name, with 'Template' after a template's. */
export const NameField = (_props: FieldProps) => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={1} alignItems="center" sx={{ minWidth: 0 }}>
      <Typography component="span" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {record.name}
      </Typography>
      {record.isTemplate ? <TemplateChip /> : null}
    </Stack>
  );
};

/** useSignatureFonts loads the fonts the page draws signatures and initials in. */
export const useSignatureFonts = (fonts: ReadonlyArray<string | null | undefined>) => {
  const key = [...new Set(fonts.filter(Boolean))].sort().join('|');
  useEffect(() => {
    if (key) void loadSignatureFonts(key.split('|'));
  }, [key]);
};

/** SignatureText draws a signature or initials in the font the signer chose. */
export const SignatureText = ({ text, font, size = 28 }: { text: string; font: string; size?: number }) => (
  <Box
    component="span"
    title={`${text} (${font})`}
    sx={{ fontFamily: signatureFontFamily(font), fontSize: size, lineHeight: 1.2, whiteSpace: 'nowrap', display: 'inline-block' }}
  >
    {text}
  </Box>
);
