import { dateParts } from '../lib/dates';

/** `dayShown`: a heading above already names the day, so only the time shows (the day is still read out). */
export function DateBlock({ at, dayShown = false }: { at: number; dayShown?: boolean }) {
  const { weekday, day, month, time } = dateParts(at);
  const dayPart = (name: string) => (dayShown ? `${name} visually-hidden` : name);
  return (
    <time
      className={dayShown ? 'date-block date-block--time' : 'date-block'}
      dateTime={new Date(at).toISOString()}
    >
      <span className={dayPart('date-block__weekday')}>{weekday}</span>
      <span className={dayPart('date-block__day')}>{day}</span>
      <span className={dayPart('date-block__month')}>{month}</span>
      <span className="date-block__time">{time}</span>
    </time>
  );
}
