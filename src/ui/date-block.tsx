import { dateParts } from '../lib/dates';

export function DateBlock({ at }: { at: number }) {
  const { weekday, day, month, time } = dateParts(at);
  return (
    <time className="date-block" dateTime={new Date(at).toISOString()}>
      <span className="date-block__weekday">{weekday}</span>
      <span className="date-block__day">{day}</span>
      <span className="date-block__month">{month}</span>
      <span className="date-block__time">{time}</span>
    </time>
  );
}
