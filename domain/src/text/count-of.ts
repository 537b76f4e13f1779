const rules = new Intl.PluralRules('en-GB');

/** A count with its noun as English says it: "1 shipment", "2 shipments", "0 events". */
export const countOf = (count: number, singular: string, plural = `${singular}s`): string =>
  `${count} ${rules.select(count) === 'one' ? singular : plural}`;
