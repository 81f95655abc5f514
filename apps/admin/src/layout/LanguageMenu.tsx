import TranslateIcon from '@mui/icons-material/Translate';
import { Button, Menu, MenuItem } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useGetIdentity, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { LANGUAGES, PSEUDO } from '@reach/ui/languages';
import { saveMyLanguage } from '../authProvider';
import { isLocale, language } from '../i18n';

// The language whose profile has been applied on this page load: the staff member's own language
// is taken once when they are known; after that the menu is what changes it.
let appliedFor: string | null = null;

/**
 * LanguageSync shows the back office in the staff member's own language (Profile.language) once
 * their profile has loaded. The pseudo-locale, a development tool, stays as it is.
 */
export const LanguageSync = () => {
  const { identity } = useGetIdentity();
  const [locale, setLocale] = useLocaleState();
  useEffect(() => {
    if (!identity || appliedFor === String(identity.id)) return;
    appliedFor = String(identity.id);
    const own = identity.language as string | undefined;
    if (locale !== PSEUDO && isLocale(own) && own !== locale) setLocale(own);
  }, [identity, locale, setLocale]);
  return null;
};

/**
 * LanguageMenu in the app bar: each language named in itself. Picking one changes the back office
 * at once and keeps it on the staff member's profile.
 */
export const LanguageMenu = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale, setLocale] = useLocaleState();
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLButtonElement>(null);
  const shown = language(locale);

  const pick = (code: string) => {
    setOpen(false);
    if (code === locale) return;
    setLocale(code);
    saveMyLanguage(code).catch((error: unknown) => {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    });
  };

  return (
    <>
      <Button
        ref={anchor}
        color="inherit"
        startIcon={<TranslateIcon />}
        aria-haspopup="menu"
        aria-expanded={open}
        // Its name is the language it shows (label in name); 'Language' is its tooltip.
        title={translate('reach.language.menu')}
        onClick={() => setOpen(true)}
        sx={{ textTransform: 'none', mx: 1 }}
      >
        <span lang={shown.code} dir={shown.dir}>
          {shown.name}
        </span>
      </Button>
      <Menu anchorEl={anchor.current} open={open} onClose={() => setOpen(false)}>
        {LANGUAGES.map((l) => (
          <MenuItem key={l.code} lang={l.code} dir={l.dir} selected={l.code === locale} onClick={() => pick(l.code)}>
            {l.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
