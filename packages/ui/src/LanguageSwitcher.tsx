// LanguageSwitcher: the signed-out pages' choice of language (the giving site's header, the
// sign-in pages), each language named in itself. A native select: nothing to download, the
// phone's own picker. The choice applies at once and is kept on the device; signed in, the
// profile's language decides instead (onChange saves it there).
import { useLingui } from '@lingui/react/macro';
import { LANGUAGES, PSEUDO } from '@reach/ui/language';
import { setLanguage, useLanguage } from '@reach/ui/i18n';

export interface LanguageSwitcherProps {
  /** onChange is told of the new language once it applies (the portal saves a signed-in user's). */
  onChange?: (lang: string) => void;
  /** color of the text and the arrow: the header's. */
  color?: string;
}

export function LanguageSwitcher({ onChange, color = 'inherit' }: LanguageSwitcherProps) {
  const { t } = useLingui();
  const { code } = useLanguage();
  return (
    <select
      aria-label={t`Language`}
      value={code === PSEUDO ? 'en' : code}
      onChange={(e) => {
        const next = e.target.value;
        void setLanguage(next, true).then(() => onChange?.(next));
      }}
      style={{
        color,
        background: 'transparent',
        border: '1px solid currentColor',
        borderRadius: 6,
        font: 'inherit',
        fontSize: 14,
        minHeight: 32,
        padding: '2px 6px',
        cursor: 'pointer',
      }}
    >
      {LANGUAGES.map((l) => (
        <option key={l.code} value={l.code} lang={l.code} style={{ color: '#000' }}>
          {l.name}
        </option>
      ))}
    </select>
  );
}
