// Text for printed and downloaded statements: naira amounts without floats, Lagos dates and times.

const LAGOS_OFFSET_MS = 60 * 60_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export { formatNairaText as nairaText } from '../../money/money';

/** "2025-01-31 14:05" in Lagos */
export function lagosDateTime(at: Date): string {
  return new Date(at.getTime() + LAGOS_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** "31 Jan 2025" from "2025-01-31" */
export function displayDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}
