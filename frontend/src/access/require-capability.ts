import { authorizedTiers, type Capability } from '@academy/domain';
import { type ApiStore } from '../api/api-store';
import { toProductError } from '../api/product-error';
import { tiersApi } from '../api/tiers-api';
import { requireAccess } from './require-access';

const cached = { subscribe: false, forceRefetch: 5 * 60 } as const;

/**
 * A capability (`journal-submit`, …) turned into the spec's authorized tiers from the catalogue,
 * then checked like any requirement: not signed in → Unauthorized Access; a tier that does not
 * grant it → Access Denied with Update Tier.
 */
export const requireCapability = async (store: ApiStore, capability: Capability): Promise<void> => {
  let tiers: string[];
  try {
    const catalogue = await store
      .dispatch(tiersApi.endpoints.membershipTiers.initiate(undefined, cached))
      .unwrap();
    tiers = authorizedTiers(catalogue, capability);
  } catch (error) {
    throw toProductError(error);
  }
  await requireAccess(store, { signedIn: true, authorizedTiers: tiers });
};

/** A route loader that checks a capability and loads nothing else. */
export const capabilityLoader = (store: ApiStore, capability: Capability) => async () => {
  await requireCapability(store, capability);
  return null;
};
