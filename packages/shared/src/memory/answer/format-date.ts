import type { WallDate } from './calendar';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "Thursday 6 March", with the year only when it is not the current one. */
export function formatDay(date: WallDate, currentYear: number): string {
  const day = `${WEEKDAYS[date.weekday]} ${date.day} ${MONTHS[date.month - 1]}`;
  return date.year === currentYear ? day : `${day} ${date.year}`;
}

/** "2:30 pm", "10 am", "12 pm". */
export function formatTime(hour: number, minute: number): string {
  const meridiem = hour < 12 ? 'am' : 'pm';
  const twelveHour = hour % 12 === 0 ? 12 : hour % 12;
  return minute === 0
    ? `${twelveHour} ${meridiem}`
    : `${twelveHour}:${String(minute).padStart(2, '0')} ${meridiem}`;
}
