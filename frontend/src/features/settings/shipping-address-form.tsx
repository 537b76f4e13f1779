import { Skeleton } from '@chakra-ui/react';
import { AddressForm } from '../../components/address-form/address-form';
import { showToast } from '../../components/toasts/toast-store';
import { useChangeShippingAddressMutation, useOwnShippingAddressQuery } from './shipping-address-api';

/** The member's shipping address for membership tokens (personal data); pending shipments take the newest. */
export function ShippingAddressForm() {
  const { data, isLoading } = useOwnShippingAddressQuery();
  const [change] = useChangeShippingAddressMutation();
  if (isLoading) return <Skeleton height="40" />;
  return (
    <AddressForm
      address={data?.address ?? null}
      label="Shipping address"
      submitText="Save address"
      onSave={async (address) => {
        await change(address).unwrap();
        showToast('success', 'Your shipping address has been saved.');
      }}
    />
  );
}
