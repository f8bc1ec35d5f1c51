import { isFree } from '../domain/price';
import type { Money } from '../domain/types';
import { useMessages } from '../i18n/i18n';
import { formatMoney } from '../lib/money';

export function Price({ price }: { price: Money | null }) {
  const m = useMessages();
  if (price === null || price.amount === null)
    return <span className="price price--unknown">{m.lists.priceNotGiven}</span>;
  if (isFree(price)) return <span className="price price--free">{m.lists.free}</span>;
  return <span className="price">{formatMoney(price)}</span>;
}
