import { useId } from 'react';
import { formatInteger } from '../../lib/numbers';
import { pageSizeOptions } from './page-size';

export function PageSizeSelect({ value, onChange }: { value: number; onChange: (perPage: number) => void }) {
  const id = useId();
  // A size that came from the URL stays selectable even if it is not one of the usual four.
  const options = (pageSizeOptions as readonly number[]).includes(value)
    ? pageSizeOptions
    : [...pageSizeOptions, value].sort((a, b) => a - b);
  return (
    <div className="page-size">
      <label htmlFor={id}>Per page</label>
      <select id={id} value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {options.map((size) => (
          <option key={size} value={size}>
            {formatInteger(size)}
          </option>
        ))}
      </select>
    </div>
  );
}
