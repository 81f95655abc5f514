// Money shows as $ with thousands separators and 2 decimals (spec/01 §9).
// Amounts are integers: US cents for gifts and payments, ten-thousandths of a
// dollar for project funding. Formatting works on the integers (no floats).

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** formatCents shows an amount in US cents, e.g. 123456 -> "$1,234.56". */
export function formatCents(cents: number): string {
  const n = Math.round(cents);
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(n);
  const dollars = Math.floor(abs / 100);
  const rest = String(abs % 100).padStart(2, '0');
  return `${sign}$${groupThousands(String(dollars))}.${rest}`;
}

/** formatX4 shows an amount in ten-thousandths of a dollar, rounded to cents: 12345678 -> "$1,234.57". */
export function formatX4(x4: number): string {
  return formatCents(Math.round(x4 / 100));
}

/** formatDollars shows whole dollars, e.g. 1200 -> "$1,200.00". */
export function formatDollars(dollars: number): string {
  return formatCents(Math.round(dollars) * 100);
}
