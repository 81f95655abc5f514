import { Typography } from '@mui/material';
import { useRecordContext, useTranslate, type FieldProps } from 'react-admin';

/**
 * ERASED_NAMES are the names the server gives what an erasure keeps (backend/internal/erasure):
 * the gifts' payer and the erased user and contact. They are stored in English and shown in the
 * back office's language.
 */
export const ERASED_NAMES: Record<string, string> = {
  'Erased donor': 'reach.erase.erased_donor',
  'Erased person': 'reach.erase.erased_person',
};

/** personName is how the back office shows a stored name: an erased person's in its language. */
export const personName = (value: unknown, translate: (key: string) => string): string => {
  const s = value == null ? '' : String(value);
  const key = ERASED_NAMES[s];
  return key ? translate(key) : s;
};

/** PersonNameField is a TextField for a person's name that shows an erased person's placeholder translated. */
export const PersonNameField = ({ source, emptyText }: FieldProps & { source: string; emptyText?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const value = record?.[source];
  const shown = personName(value, translate);
  return (
    <Typography component="span" variant="body2" sx={ERASED_NAMES[String(value)] ? { fontStyle: 'italic' } : undefined}>
      {shown || (emptyText ? translate(emptyText, { _: emptyText }) : '')}
    </Typography>
  );
};
