let integers: Intl.NumberFormat | undefined;

/** A count as the person's locale writes it ("10,000", "10.000"), with one formatter for the whole app. */
export function formatInteger(value: number): string {
  integers ??= new Intl.NumberFormat();
  return integers.format(value);
}
