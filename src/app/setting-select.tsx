import { useId } from 'react';

export type SettingOption<T extends string> = { value: T; label: string; lang?: string };

/** One of the person's settings: a labelled select over its choices. */
export function SettingSelect<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly SettingOption<T>[];
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div className="field setting">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as T)}>
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
