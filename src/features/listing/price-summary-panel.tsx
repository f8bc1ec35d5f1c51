import { useId } from 'react';
import { formatMoney } from '../../lib/money';
import { formatInteger } from '../../lib/numbers';
import type { ListRow } from './list-rows';
import { type FlaggedPrice, majorUnits, type PriceProblem, type PriceSummary } from './price-summary';

const shownProblems = 20;

function money(minor: number, digits: number, currency: string): string {
  const amount = majorUnits(minor, digits);
  return formatMoney({ amount, currency, rawValue: null, rawValueInCents: null });
}

function problemText(problem: PriceProblem, row: ListRow): string {
  const price = row.item.price;
  if (problem === 'unknown-currency') return `currency “${price?.currency ?? ''}” is not an ISO 4217 code`;
  return `value ${price?.rawValue} and value_in_cents ${price?.rawValueInCents} disagree`;
}

/** Per currency: count, free, min, median, max and total over the filtered list, and the price check. */
export function PriceSummaryPanel({
  summary,
  flagged,
  noun,
}: {
  summary: PriceSummary;
  flagged: readonly FlaggedPrice<ListRow>[];
  noun: string;
}) {
  const headingId = useId();
  return (
    <section className="price-summary" aria-labelledby={headingId}>
      <h2 id={headingId} className="price-summary__title">
        Price summary
      </h2>
      {summary.currencies.length === 0 ? (
        <p>No prices in this selection.</p>
      ) : (
        // On a narrow screen the table scrolls sideways, and a keyboard must be able to scroll it too.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region without controls needs focus
        <section className="price-summary__scroll" aria-label="Prices per currency" tabIndex={0}>
          <table className="price-summary__table">
            <thead>
              <tr>
                <th scope="col">Currency</th>
                <th scope="col">Items</th>
                <th scope="col">Free</th>
                <th scope="col">Min</th>
                <th scope="col">Median</th>
                <th scope="col">Max</th>
                <th scope="col">Total</th>
              </tr>
            </thead>
            <tbody>
              {summary.currencies.map((c) => (
                <tr key={c.currency}>
                  <th scope="row">{c.currency}</th>
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
      {summary.unpriced > 0 ? (
        <p>
          {formatInteger(summary.unpriced)} {noun} without a usable price are not counted.
        </p>
      ) : null}
      <h3 className="price-summary__subtitle">Price check</h3>
      {flagged.length === 0 ? (
        <p>Every price's value and value in cents agree, and every currency code is known.</p>
      ) : (
        <>
          <p>
            {formatInteger(flagged.length)} {noun} need a look:
          </p>
          <ul className="price-summary__problems">
            {flagged.slice(0, shownProblems).map(({ row, problems }) => (
              <li key={row.item.id}>
                <strong>{row.item.name ?? row.item.id}</strong>:{' '}
                {problems.map((p) => problemText(p, row)).join('; ')}
              </li>
            ))}
          </ul>
          {flagged.length > shownProblems ? (
            <p>and {formatInteger(flagged.length - shownProblems)} more (the CSV has them all).</p>
          ) : null}
        </>
      )}
    </section>
  );
}
