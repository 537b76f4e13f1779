import { type ShippingAddress } from '@academy/domain';
import { Button, HStack, Skeleton, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { showServerErrors } from '../../api/server-field-errors';
import { CountrySelect } from '../../components/country/country-select';
import { FormError } from '../../components/form-error';
import { TextField } from '../../components/text-field';
import { showToast } from '../../components/toasts/toast-store';
import { useChangeShippingAddressMutation, useOwnShippingAddressQuery } from './shipping-address-api';

const fieldNames = ['name', 'line1', 'line2', 'city', 'region', 'postalCode', 'country'] as const;
type AddressForm = Record<(typeof fieldNames)[number], string>;

const formOf = (address: ShippingAddress | null): AddressForm => ({
  name: address?.name ?? '',
  line1: address?.line1 ?? '',
  line2: address?.line2 ?? '',
  city: address?.city ?? '',
  region: address?.region ?? '',
  postalCode: address?.postalCode ?? '',
  country: address?.country ?? '',
});

const required = (label: string) => ({ required: `${label} is required` });

function AddressFields({ address }: { address: ShippingAddress | null }) {
  const [change] = useChangeShippingAddressMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AddressForm>({ defaultValues: formOf(address) });

  const onSubmit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      await change({
        name: input.name.trim(),
        line1: input.line1.trim(),
        line2: input.line2.trim() || null,
        city: input.city.trim(),
        region: input.region.trim() || null,
        postalCode: input.postalCode.trim(),
        country: input.country.trim(),
      }).unwrap();
      showToast('success', 'Your shipping address has been saved.');
    } catch (caught) {
      showServerErrors(caught, fieldNames, setError, setFormError);
    }
  });

  return (
    <Stack asChild gap={3} maxW="md">
      <form onSubmit={onSubmit} noValidate aria-label="Shipping address">
        <FormError message={formError} title="The address was not saved" />
        <TextField
          label="Name"
          autoComplete="name"
          required
          error={errors.name?.message}
          {...register('name', required('Name'))}
        />
        <TextField
          label="Address line 1"
          autoComplete="address-line1"
          required
          error={errors.line1?.message}
          {...register('line1', required('Address line 1'))}
        />
        <TextField
          label="Address line 2"
          autoComplete="address-line2"
          error={errors.line2?.message}
          {...register('line2')}
        />
        <HStack gap={3} align="start">
          <TextField
            label="City"
            autoComplete="address-level2"
            required
            error={errors.city?.message}
            {...register('city', required('City'))}
          />
          <TextField
            label="Region"
            autoComplete="address-level1"
            error={errors.region?.message}
            {...register('region')}
          />
        </HStack>
        <HStack gap={3} align="start">
          <TextField
            label="Postal code"
            autoComplete="postal-code"
            required
            error={errors.postalCode?.message}
            {...register('postalCode', required('Postal code'))}
          />
          <CountrySelect
            label="Country"
            emptyLabel="Choose a country"
            autoComplete="country"
            current={address?.country}
            required
            error={errors.country?.message}
            {...register('country', required('Country'))}
          />
        </HStack>
        <Button type="submit" alignSelf="start" loading={isSubmitting}>
          Save address
        </Button>
      </form>
    </Stack>
  );
}

/** The member's shipping address for membership tokens (personal data); pending shipments take the newest. */
export function ShippingAddressForm() {
  const { data, isLoading } = useOwnShippingAddressQuery();
  if (isLoading) return <Skeleton height="40" />;
  return <AddressFields address={data?.address ?? null} />;
}
