import { useId, useState } from 'react';
import type { ListItem } from '../../domain/types';
import { useMessages } from '../../i18n/later';
import { preference } from '../../lib/preference';
import type { Column, WholeDefinition } from '../../lists/definition';
import { Icon } from '../../ui/icons';

const hiddenColumns = (list: string) =>
  preference<string[]>(
    `teamboard.hidden-columns.${list}`,
    (stored) => (stored ? stored.split(',').filter(Boolean) : []),
    (ids) => (ids.length ? ids.join(',') : null),
  );

export function useColumns<T extends ListItem>(def: WholeDefinition<T>) {
  const [remembered] = useState(() => hiddenColumns(def.name));
  const [hidden, setHidden] = useState(() => remembered.read());
  return {
    columns: def.columns.filter((column) => !hidden.includes(column.id)),
    hidden,
    toggle(id: string) {
      const next = hidden.includes(id) ? hidden.filter((other) => other !== id) : [...hidden, id];
      setHidden(next);
      remembered.save(next);
    },
    replace(ids: readonly string[]) {
      setHidden([...ids]);
      remembered.save([...ids]);
    },
  };
}

export function ColumnPicker<T extends ListItem>({
  columns,
  hidden,
  onToggle,
}: {
  columns: readonly Column<T>[];
  hidden: readonly string[];
  onToggle: (id: string) => void;
}) {
  const m = useMessages();
  const id = useId();
  return (
    <details className="menu">
      <summary className="button button--quiet">
        <Icon name="columns" />
        {m.whole.columns}
      </summary>
      <fieldset className="menu__panel">
        <legend className="visually-hidden">{m.whole.columnsLegend}</legend>
        {columns.map((column) => (
          <div key={column.id} className="menu__option">
            <input
              id={`${id}-${column.id}`}
              type="checkbox"
              checked={!hidden.includes(column.id)}
              onChange={() => onToggle(column.id)}
            />
            <label htmlFor={`${id}-${column.id}`}>{column.label(m)}</label>
          </div>
        ))}
      </fieldset>
    </details>
  );
}
