/** Groups the digits of a non-negative integer the Indian way: last three, then pairs (1,23,45,678). */
export function groupIndianDigits(digits: string): string {
  if (digits.length <= 3) return digits;
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3);
  const pairs = rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${pairs},${lastThree}`;
}

/** A number with Indian grouping and a fixed count of decimals, rounded half away from zero. */
export function formatIndianNumber(value: number, decimals: number): string {
  const scale = 10 ** decimals;
  const scaled = Math.round(Math.abs(value) * scale);
  const whole = Math.floor(scaled / scale);
  const fraction = scaled - whole * scale;
  const sign = value < 0 && scaled !== 0 ? '-' : '';
  const grouped = groupIndianDigits(String(whole));
  return decimals > 0 ? `${sign}${grouped}.${String(fraction).padStart(decimals, '0')}` : `${sign}${grouped}`;
}

/**
 * Groups the digits of a non-negative integer in threes (10,000; 1,234,567), as toLocaleString('en-US') does,
 * without Intl: the first Intl number format a page creates loads the locale's data, about 40 ms of a phone's first
 * screen (issue 10), where my-accounts formats no other number with Intl.
 */
export function groupThousands(value: number): string {
  return String(Math.trunc(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
