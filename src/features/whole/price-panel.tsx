import { useDeferredValue, useId, useMemo, useState } from 'react';
import type { ListItem } from '../../domain/types';
import { useMessages } from '../../i18n/later';
import { formatMoney } from '../../lib/money';
import { formatInteger } from '../../lib/numbers';
import { preference } from '../../lib/preference';
import {
  checkPrices,
  type FlaggedPrice,
  majorUnits,
  type PriceProblem,
  type PriceSummary,
  summarisePrices,
} from '../../lists/price-summary';
import type { Row } from '../../lists/rows';
import { Icon } from '../../ui/icons';

const shownProblems = 20;

function money(minor: number, digits: number, currency: string): string {
  return formatMoney({ amount: majorUnits(minor, digits), currency });
}

export const priceSummaryPreference = preference<boolean>(
  'teamboard.price-summary',
  (stored) => stored === 'open',
  (open) => (open ? 'open' : null),
);

/**
 * One line above the results (the most used currency's range, how many others, how many prices to check)
 * that opens the full summary: the table keeps the screen. Open or closed is remembered.
 */
export function PriceSummaryLine({ rows, scope }: { rows: readonly Row<ListItem>[]; scope: string | null }) {
  const m = useMessages();
  const panelId = useId();
  const gistId = useId();
  const [open, setOpen] = useState(priceSummaryPreference.read);
  // A long list is summarised after its rows paint, not before.
  const settled = useDeferredValue(rows);
  const summary = useMemo(() => summarisePrices(settled), [settled]);
  const flagged = useMemo(() => checkPrices(settled), [settled]);
  const [main, ...others] = summary.currencies;
  const gist = [
    main
      ? m.whole.prices.range(
          money(main.min, main.digits, main.currency),
          money(main.max, main.digits, main.currency),
        )
      : m.whole.prices.none,
    others.length > 0 ? m.whole.prices.otherCurrencies(others.length) : null,
    flagged.length > 0 ? m.whole.prices.toCheck(flagged.length) : null,
  ];
  return (
    <div className="price-summary">
      <div className="price-summary__line">
        <button
          type="button"
          className="price-summary__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          aria-describedby={gistId}
          onClick={() => {
            setOpen(!open);
            priceSummaryPreference.save(!open);
          }}
        >
          <Icon name="next" className="price-summary__chevron" />
          {m.whole.prices.toggle}
        </button>
        <span id={gistId} className="price-summary__gist">
          {gist.filter((part) => part !== null).join(' · ')}
        </span>
      </div>
      <div id={panelId} hidden={!open}>
        {open ? <PricePanel summary={summary} flagged={flagged} scope={scope} /> : null}
      </div>
    </div>
  );
}

function PricePanel({
  summary,
  flagged,
  scope,
}: {
  summary: PriceSummary;
  flagged: readonly FlaggedPrice<Row<ListItem>>[];
  scope: string | null;
}) {
  const m = useMessages();
  const headingId = useId();
  const problem = (kind: PriceProblem, row: Row<ListItem>) =>
    kind === 'unknown-currency'
      ? m.whole.prices.unknownCurrency(row.item.price?.currency ?? '')
      : m.whole.prices.mismatch(String(row.item.price?.rawValue), String(row.item.price?.rawValueInCents));
  return (
    <section className="panel price-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="panel__title">
        {m.whole.prices.title}
      </h2>
      {scope ? <p className="panel__scope">{scope}</p> : null}
      {summary.currencies.length === 0 ? (
        <p>{m.whole.prices.none}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region without controls needs focus
        <section className="panel__scroll" aria-label={m.whole.prices.perCurrency} tabIndex={0}>
          <table className="summary-table">
            <thead>
              <tr>
                {m.whole.prices.headers.map((header) => (
                  <th key={header} scope="col">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {summary.currencies.map((c) => (
                <tr key={c.currency}>
                  <th scope="row" className="summary-table__code">
                    {c.currency}
                  </th>
                  <td>{formatInteger(c.count)}</td>
                  <td>{formatInteger(c.free)}</td>
                  <td>{money(c.min, c.digits, c.currency)}</td>
                  <td>{money(c.median, c.digits, c.currency)}</td>
                  <td>{money(c.max, c.digits, c.currency)}</td>
                  <td>{money(c.total, c.digits, c.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {summary.unpriced > 0 ? <p>{m.whole.prices.unpriced(summary.unpriced)}</p> : null}
      <h3 className="panel__subtitle">{m.whole.prices.check}</h3>
      {flagged.length === 0 ? (
        <p>{m.whole.prices.allGood}</p>
      ) : (
        <>
          <p>{m.whole.prices.needLook(flagged.length)}</p>
          <ul className="price-panel__problems">
            {flagged.slice(0, shownProblems).map(({ row, problems }) => (
              <li key={row.item.id}>
                <strong>{row.item.name ?? row.item.id}</strong>:{' '}
                {problems.map((p) => problem(p, row)).join('; ')}
              </li>
            ))}
          </ul>
          {flagged.length > shownProblems ? (
            <p>{m.whole.prices.more(flagged.length - shownProblems)}</p>
          ) : null}
        </>
      )}
    </section>
  );
}
