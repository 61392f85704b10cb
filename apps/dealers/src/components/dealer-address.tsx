/**
 * The dealer's postal address as its country writes it (the API formats the lines), then the
 * country's name in the page's language (from the page's data): the nearest dealers may be
 * across a border.
 */
export function DealerAddress({ lines, countryName }: { lines: string[]; countryName: string }) {
  return (
    <address className="dealer-address">
      {lines.map((line, i) => <span key={i} className="dealer-address__line" translate="no">{line}</span>)}
      <span className="dealer-address__line">{countryName}</span>
    </address>
  );
}
