// The labels of an address's region and postal code fields. Field workers are all over the world:
// with no country chosen, or a country without a form of its own below, the labels are neutral;
// a country that names them its own way gets its own words. The zip code's message stays the
// spec's ("Please enter a valid zip code.", spec/03 §5) whatever the label.

export interface AddressLabels {
  /** state labels the field of the state, province or region. */
  state: string;
  /** zip labels the field of the postal code. */
  zip: string;
}

/** NEUTRAL_LABELS are the labels for a country not listed in COUNTRY_LABELS, or none. */
export const NEUTRAL_LABELS: AddressLabels = { state: 'State / Province / Region', zip: 'Postal Code' };

/** COUNTRY_LABELS: how some countries name the two fields, by ISO code. */
export const COUNTRY_LABELS: Record<string, AddressLabels> = {
  US: { state: 'State', zip: 'ZIP Code' },
  CA: { state: 'Province / Territory', zip: 'Postal Code' },
  GB: { state: 'County', zip: 'Postcode' },
  IE: { state: 'County', zip: 'Eircode' },
  AU: { state: 'State / Territory', zip: 'Postcode' },
  NZ: { state: 'Region', zip: 'Postcode' },
  IN: { state: 'State / Union Territory', zip: 'PIN Code' },
  BR: { state: 'State', zip: 'CEP' },
  MX: { state: 'State', zip: 'Postal Code' },
  PH: { state: 'Province', zip: 'ZIP Code' },
  NG: { state: 'State', zip: 'Postal Code' },
  KE: { state: 'County', zip: 'Postal Code' },
  ZA: { state: 'Province', zip: 'Postal Code' },
  CN: { state: 'Province', zip: 'Postal Code' },
  ID: { state: 'Province', zip: 'Postal Code' },
  JP: { state: 'Prefecture', zip: 'Postal Code' },
  DE: { state: 'State', zip: 'Postal Code' },
  FR: { state: 'Region', zip: 'Postal Code' },
};

/** addressLabels answers the labels for country (an ISO code, any case), neutral when unknown. */
export function addressLabels(country: string | null | undefined): AddressLabels {
  return COUNTRY_LABELS[(country ?? '').trim().toUpperCase()] ?? NEUTRAL_LABELS;
}
