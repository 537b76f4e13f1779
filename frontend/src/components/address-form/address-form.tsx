import { type ShippingAddress } from '@academy/domain';
import { Button, HStack, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { showServerErrors } from '../../api/server-field-errors';
import { CountrySelect } from '../country/country-select';
import { FormError } from '../form-error';
import { TextField } from '../text-field';

const fieldNames = ['name', 'line1', 'line2', 'city', 'region', 'postalCode', 'country'] as const;
type AddressForm = Record<(typeof fieldNames)[number], string>;

/** An address as it is held: any field may be missing or null. */
export type AddressValues = Partial<Record<(typeof fieldNames)[number], string | null>>;

const formOf = (address: AddressValues | null): AddressForm => ({
  name: address?.name ?? '',
  line1: address?.line1 ?? '',
  line2: address?.line2 ?? '',
  city: address?.city ?? '',
  region: address?.region ?? '',
  postalCode: address?.postalCode ?? '',
  country: address?.country ?? '',
});

const required = (label: string) => ({ required: `${label} is required` });

interface AddressFormProps {
  address: AddressValues | null;
  /** The form's accessible name. */
  label: string;
  submitText: string;
  /** Saves the address; a refusal it throws shows on the fields it names. */
  onSave: (address: ShippingAddress) => Promise<void>;
  /** The browser may fill in the viewer's own address (false: someone else's address). */
  ownAddress?: boolean;
}

/**
 * A postal address (name, lines, city, region, postal code, ISO country): required fields checked
 * as they are left, the server's field errors shown on their fields, the rest above the form.
 */
export function AddressForm({ address, label, submitText, onSave, ownAddress = true }: AddressFormProps) {
  const fill = (token: string) => (ownAddress ? token : 'off');
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AddressForm>({ defaultValues: formOf(address), mode: 'onTouched' });

  const onSubmit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      await onSave({
        name: input.name.trim(),
        line1: input.line1.trim(),
        line2: input.line2.trim() || null,
        city: input.city.trim(),
        region: input.region.trim() || null,
        postalCode: input.postalCode.trim(),
        country: input.country.trim(),
      });
    } catch (caught) {
      showServerErrors(caught, fieldNames, setError, setFormError);
    }
  });

  return (
    <Stack asChild gap={3} maxW="md">
      <form onSubmit={onSubmit} noValidate aria-label={label}>
        <FormError message={formError} title="The address was not saved" />
        <TextField
          label="Name"
          autoComplete={fill('name')}
          required
          error={errors.name?.message}
          {...register('name', required('Name'))}
        />
        <TextField
          label="Address line 1"
          autoComplete={fill('address-line1')}
          required
          error={errors.line1?.message}
          {...register('line1', required('Address line 1'))}
        />
        <TextField
          label="Address line 2"
          autoComplete={fill('address-line2')}
          error={errors.line2?.message}
          {...register('line2')}
        />
        <HStack gap={3} align="start">
          <TextField
            label="City"
            autoComplete={fill('address-level2')}
            required
            error={errors.city?.message}
            {...register('city', required('City'))}
          />
          <TextField
            label="Region"
            autoComplete={fill('address-level1')}
            error={errors.region?.message}
            {...register('region')}
          />
        </HStack>
        <HStack gap={3} align="start">
          <TextField
            label="Postal code"
            autoComplete={fill('postal-code')}
            required
            error={errors.postalCode?.message}
            {...register('postalCode', required('Postal code'))}
          />
          <CountrySelect
            label="Country"
            emptyLabel="Choose a country"
            autoComplete={fill('country')}
            current={address?.country ?? undefined}
            required
            error={errors.country?.message}
            {...register('country', required('Country'))}
          />
        </HStack>
        <Button type="submit" alignSelf="start" loading={isSubmitting}>
          {submitText}
        </Button>
      </form>
    </Stack>
  );
}
