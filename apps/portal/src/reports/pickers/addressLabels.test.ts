import { describe, expect, it } from 'vitest';
import { addressLabels, NEUTRAL_LABELS } from './addressLabels';

describe('address labels', () => {
  it('are neutral before a country is chosen and for a country without its own words', () => {
    expect(addressLabels(null)).toEqual({ state: 'State / Province / Region', zip: 'Postal Code' });
    expect(addressLabels('')).toBe(NEUTRAL_LABELS);
    expect(addressLabels('PE')).toBe(NEUTRAL_LABELS);
    // never the United States' words for the rest of the world
    expect(addressLabels('KH').state).not.toBe('State');
    expect(addressLabels('KH').zip).not.toMatch(/zip/i);
  });

  it("use a country's own words", () => {
    expect(addressLabels('US')).toEqual({ state: 'State', zip: 'ZIP Code' });
    expect(addressLabels('gb')).toEqual({ state: 'County', zip: 'Postcode' });
    expect(addressLabels('CA')).toEqual({ state: 'Province / Territory', zip: 'Postal Code' });
    expect(addressLabels('IN').zip).toBe('PIN Code');
  });
});
