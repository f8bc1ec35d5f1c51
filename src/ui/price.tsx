import type { Money } from '../domain/types';
import { formatMoney } from '../lib/money';

export function Price({ price }: { price: Money | null }) {
  if (price === null || price.amount === null) {
    return <span className="price price--unknown">Price not given</span>;
  }
  const text = formatMoney(price);
  return <span className={text === 'Free' ? 'price price--free' : 'price'}>{text}</span>;
}
