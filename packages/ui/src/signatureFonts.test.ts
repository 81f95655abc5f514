import { describe, expect, it } from 'vitest';
import { initialsOf, isSignatureFont, lastSignatureFont, LAST_FONT_KEY, rememberSignatureFont, SIGNATURE_FONTS } from './signatureFonts';
import FONT_FILES from './signatureFontFiles';

const memory = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), m };
};

describe('signature fonts', () => {
  it('remembers the last font and ignores a name the server would refuse', () => {
    const s = memory();
    expect(lastSignatureFont(s)).toBe('Babylonica');
    rememberSignatureFont('Tangerine', s);
    expect(lastSignatureFont(s)).toBe('Tangerine');
    s.m.set(LAST_FONT_KEY, 'Comic Sans');
    expect(lastSignatureFont(s)).toBe('Babylonica');
  });

  it('knows only the six fonts, each with a latin file', () => {
    expect(isSignatureFont('Square Peg')).toBe(true);
    expect(isSignatureFont('square peg')).toBe(false);
    for (const f of SIGNATURE_FONTS) expect(FONT_FILES[f]?.latin).toBeTruthy();
    expect(Object.keys(FONT_FILES).sort()).toEqual([...SIGNATURE_FONTS].sort());
  });

  it('makes initials from names with accents and hyphens', () => {
    expect(initialsOf('José Müller-Nuñez')).toBe('JMN');
    expect(initialsOf('  łukasz  żółć ')).toBe('ŁŻ');
  });
});
