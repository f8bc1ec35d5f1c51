import { useId } from 'react';
import { useMessages } from '../../i18n/later';
import { formatInteger } from '../../lib/numbers';
import { pageSizeOptions } from '../../lists/list-url';

export function PageSizeSelect({ value, onChange }: { value: number; onChange: (perPage: number) => void }) {
  const m = useMessages();
  const id = useId();
  const options = (pageSizeOptions as readonly number[]).includes(value)
    ? pageSizeOptions
    : [...pageSizeOptions, value].sort((a, b) => a - b);
  return (
    <div className="field field--inline">
      <label htmlFor={id}>{m.paged.perPage}</label>
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
