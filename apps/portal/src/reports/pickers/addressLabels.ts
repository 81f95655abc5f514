// The labels of an address's region and postal code fields. Field workers are all over the world:
// with no country chosen, or a country without a form of its own below, the labels are neutral;
// a country that names them its own way gets its own words. The zip code's message stays the
// spec's ("Please enter a valid zip code.", spec/03 §5) whatever the label. The labels are in the
// reader's language (texts.ts).
import { msg } from '@lingui/core/macro';
import { texts } from '../texts';

export interface AddressLabels {
  /** state labels the field of the state, province or region. */
  state: string;
  /** zip labels the field of the postal code. */
  zip: string;
}

const W = texts({
  statePR: msg`State / Province / Region`,
  postal: msg`Postal Code`,
  state: msg`State`,
  zip: msg`ZIP Code`,
  provTerr: msg`Province / Territory`,
  county: msg`County`,
  postcode: msg`Postcode`,
  eircode: msg`Eircode`,
  stateTerr: msg`State / Territory`,
  region: msg({ message: 'Region', context: 'address' }),
  stateUT: msg`State / Union Territory`,
  pin: msg`PIN Code`,
  cep: msg`CEP`,
  province: msg`Province`,
  prefecture: msg`Prefecture`,
});

/** labels pairs two words of W, read when a form renders. */
function labels(state: keyof typeof W, zip: keyof typeof W): AddressLabels {
  return {
    get state() {
      return W[state];
    },
    get zip() {
      return W[zip];
    },
  };
}

/** NEUTRAL_LABELS are the labels for a country not listed in COUNTRY_LABELS, or none. */
export const NEUTRAL_LABELS: AddressLabels = labels('statePR', 'postal');

/** COUNTRY_LABELS: how some countries name the two fields, by ISO code. */
export const COUNTRY_LABELS: Record<string, AddressLabels> = {
  US: labels('state', 'zip'),
  CA: labels('provTerr', 'postal'),
  GB: labels('county', 'postcode'),
  IE: labels('county', 'eircode'),
  AU: labels('stateTerr', 'postcode'),
  NZ: labels('region', 'postcode'),
  IN: labels('stateUT', 'pin'),
  BR: labels('state', 'cep'),
  MX: labels('state', 'postal'),
  PH: labels('province', 'zip'),
  NG: labels('state', 'postal'),
  KE: labels('county', 'postal'),
  ZA: labels('province', 'postal'),
  CN: labels('province', 'postal'),
  ID: labels('province', 'postal'),
  JP: labels('prefecture', 'postal'),
  DE: labels('state', 'postal'),
  FR: labels('region', 'postal'),
};

/** addressLabels answers the labels for country (an ISO code, any case), neutral when unknown. */
export function addressLabels(country: string | null | undefined): AddressLabels {
  return COUNTRY_LABELS[(country ?? '').trim().toUpperCase()] ?? NEUTRAL_LABELS;
}
