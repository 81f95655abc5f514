import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import PO from 'pofile';
import { createCompiledCatalog } from '@lingui/cli/api';
import { i18n } from '@lingui/core';
import { applyLanguage } from '@reach/ui/language';
import { MSG } from './messages';
import { validateContactEmail, validateZip } from './validate';
import { formatQuarter } from './quarters';
import { statusLabel } from './status';
import { actionsFor } from './actions';
import { offerText } from './draftLogic';
import { addressLabels } from './pickers/addressLabels';
import { countryName } from './pickers/CountryPicker';

// The catalog of lang as @lingui/loader builds it: messages compiled, keyed by Lingui's id (the
// first 6 base64 characters of the SHA-256 of the message, a unit separator and its context).
function load(lang: string) {
  const file = path.join(__dirname, '..', 'locales', 'reports', `${lang}.po`);
  const raw: Record<string, string> = {};
  for (const item of PO.parse(fs.readFileSync(file, 'utf8')).items) {
    const id = createHash('sha256').update(`${item.msgid}\u001f${item.msgctxt ?? ''}`).digest('base64').slice(0, 6);
    raw[id] = item.msgstr[0] || item.msgid;
  }
  const { source } = createCompiledCatalog(lang, raw, { namespace: 'json' });
  i18n.load(lang, JSON.parse(source).messages);
  i18n.activate(lang);
  applyLanguage(lang);
}

afterAll(() => {
  i18n.activate('en');
  applyLanguage('en');
});

describe('the report forms in the reader’s language', () => {
  it('say the §5 messages in Spanish', () => {
    load('es');
    expect(MSG.quarter).toBe('Por favor, seleccione un trimestre');
    expect(MSG.fixErrors).toBe('Por favor, corrija los errores indicados arriba');
    expect(validateZip('9021', 'US')).toBe('Por favor, ingrese un código postal válido.');
    expect(validateContactEmail('ann@')).toBe('Por favor, ingrese un correo electrónico válido (ej. name@example.com).');
    expect(statusLabel('HOLD')).toBe('En espera');
    expect(actionsFor('upg', 'HOLD').map((b) => b.label)).toEqual(['Reenviar informe']);
    expect(addressLabels('US')).toEqual({ state: 'Estado', zip: 'Código ZIP' });
    expect(countryName('PE', 'Peru')).toBe('Perú');
  });

  it('write quarters the way each language does', () => {
    load('es');
    expect(formatQuarter('2026.Q4')).toBe('T4 2026');
    load('fr');
    expect(formatQuarter('2026.Q4')).toBe('4e trimestre 2026');
    expect(formatQuarter('2026.Q1')).toBe('1er trimestre 2026');
    load('ar');
    // the year in the digits Arabic's Intl locale writes
    expect(formatQuarter('2026.Q4')).toBe(`الربع الرابع ${new Intl.NumberFormat('ar', { useGrouping: false }).format(2026)}`);
    load('en');
    expect(formatQuarter('2026.Q4')).toBe('2026.Q4');
  });

  it('keep what was typed and the time given as they are', () => {
    load('fr');
    expect(offerText('proposal', '4 mai 2026 10:00', true)).toBe(
      'Cet appareil contient des modifications de cette proposition datant du 4 mai 2026 10:00, plus récentes que la copie du serveur.',
    );
    expect(formatQuarter('not a quarter')).toBe('not a quarter');
  });
});
