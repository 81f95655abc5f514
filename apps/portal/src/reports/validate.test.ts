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
    expect(validateZip('anything', 'ZZ')).toBeUndefined();
    expect(validateZip('', 'US')).toBeUndefined();
  });

  it('checks a potential contact email with the example', () => {
    expect(validateContactEmail('a@b.org')).toBeUndefined();
    expect(validateContactEmail('')).toBeUndefined();
    expect(validateContactEmail('nope')).toBe('Please enter a valid email (ex. jane.doe@example.com).');
  });

  it('wants + and the country code on a phone', () => {
    expect(validateIntlPhone('+44 20 7946 0958')).toBeUndefined();
    expect(validateIntlPhone('')).toBeUndefined();
    expect(validateIntlPhone('555 1234')).toMatch(/\+ and the country code/);
  });
});
