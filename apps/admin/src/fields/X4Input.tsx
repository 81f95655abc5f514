// An amount typed in dollars, kept in the record as ten-thousandths of a dollar (SafeInt).
import { NumberInput, type NumberInputProps } from 'react-admin';
import { dollarsToX4, x4ToDollarNumber } from '@reach/ui/money';

// Module-level so NumberInput's effect does not rerun on every render.
const formatDollars = (x4: unknown) => {
  const dollars = x4ToDollarNumber(typeof x4 === 'number' ? x4 : null);
  return dollars == null ? '' : String(dollars);
};
const parseDollars = (value: unknown) => dollarsToX4(value as number | string | null);

/** X4Input edits ten-thousandths of a dollar as dollars (12500.5 is stored as 125005000). */
export const X4Input = (props: NumberInputProps) => (
  <NumberInput format={formatDollars} parse={parseDollars} step={0.01} min={0} {...props} />
);
