import { describe, expect, it } from 'vitest';
import { validateContactEmail, validateIntlPhone, validateZip } from './validate';

describe('shared report field rules', () => {
  it('checks zip codes against the country format', () => {
    expect(validateZip('90210', 'US')).toBeUndefined();
    expect(validateZip('90210-1234', 'US')).toBeUndefined();
    expect(validateZip('9021', 'US')).toBe('Please enter a valid zip code.');
    expect(validateZip('K1A 0B1', 'CA')).toBeUndefined();
    expect(validateZip('12345', 'CA')).toBe('Please enter a valid zip code.');
    expect(validateZip('SW1A 1AA', 'GB')).toBeUndefined();
    expect(validateZip('ABC', 'GB')).toBe('Please enter a valid zip code.');
    expect(validateZip('', 'US')).toBeUndefined();
  });

  it('takes 2 to 12 letters, digits, spaces or dashes elsewhere, as the server does', () => {
    expect(validateZip('15001', 'PE')).toBeUndefined();
    expect(validateZip('LIMA 01', 'PE')).toBeUndefined();
    expect(validateZip('1', 'PE')).toBe('Please enter a valid zip code.');
    expect(validateZip('15#001', 'PE')).toBe('Please enter a valid zip code.');
    expect(validateZip('1234567890123', 'KE')).toBe('Please enter a valid zip code.');
    expect(validateZip('00100', null)).toBeUndefined();
  });

  it('checks a potential contact email with the example', () => {
    expect(validateContactEmail('a@b.org')).toBeUndefined();
    expect(validateContactEmail('')).toBeUndefined();
    expect(validateContactEmail('ann.lee+work@mail.example.org')).toBeUndefined();
    expect(validateContactEmail('josé@example.pe')).toBeUndefined();
    for (const bad of ['nope', 'ann@example', 'ann lee@example.org', 'ann,lee@example.org', 'ann..lee@example.org', '.ann@example.org', 'ann@@example.org', 'Ann <ann@example.org>']) {
      expect(validateContactEmail(bad), bad).toBe('Please enter a valid email (ex. name@example.com).');
    }
  });

  it('wants + and the country code on a phone', () => {
    expect(validateIntlPhone('+44 20 7946 0958')).toBeUndefined();
    expect(validateIntlPhone('')).toBeUndefined();
    expect(validateIntlPhone('+1 (555) 555-5555')).toBeUndefined();
    for (const bad of ['555 1234', '+1.555.555.5555', '+1 555', '+44 20 7946 0958 1234 5678']) {
      expect(validateIntlPhone(bad), bad).toBe('Please enter the number with + and the country code (ex. +1 555 555 5555).');
    }
  });
});
