import { SelectInput } from 'react-admin';
import { LANGUAGES } from '@reach/ui/languages';

// Each language named in itself, as the language menu names them.
const CHOICES = LANGUAGES.map((l) => ({ id: l.code, name: l.name }));

/**
 * LanguageInput is the user's language (User.language): the portal, the back office and the mail
 * they receive speak it.
 */
export const LanguageInput = () => (
  <SelectInput source="language" choices={CHOICES} translateChoice={false} helperText="reach.users.language_help" />
);
