/** Fields whose label is not their name in words (the audit's state view and its changes). */
const labels: Readonly<Record<string, string>> = {
  tier: 'Membership tier',
  scheduledTier: 'Scheduled tier',
  pendingTier: 'Pending tier change',
  email: 'Email address',
  orcid: 'ORCID iD',
  registryListed: 'Listed in the Registry',
  graceUntil: 'Grace period until',
  subscriptionId: 'Subscription',
  toTierPaid: 'New tier is paid',
  token: 'Membership token',
  line1: 'Address line 1',
  line2: 'Address line 2',
  pubNum: 'Publication number',
  doi: 'DOI',
  url: 'URL',
};

/** `firstName` → "First name", `postalCode` → "Postal code". */
const inWords = (name: string): string => {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const partLabel = (part: string): string => labels[part] ?? inWords(part);

/**
 * An audit field as people read it: `firstName` → "First name", `tier` → "Membership tier",
 * a nested one by its parts, `address.postalCode` → "Address: Postal code".
 */
export const auditFieldLabel = (field: string): string =>
  labels[field] ?? field.split('.').map(partLabel).join(': ');
