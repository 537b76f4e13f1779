import { Field, Input, Stack, Text } from '@chakra-ui/react';
import { type ChangeEvent } from 'react';
import { Upload as LuUpload } from 'lucide-react';
import { errorOf } from '../../api/base-api';
import { FormError } from '../../components/form-error';
import { useImportShippedMutation } from './shipping-api';

/** Bulk "mark shipped" from a CSV file of `shipmentID,carrier,tracking`. */
export function ImportShipped() {
  const [importCsv, state] = useImportShippedMutation();
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) await importCsv(await file.text());
    event.target.value = '';
  };
  const results = state.data?.results ?? [];
  return (
    <Stack gap={1}>
      <Field.Root maxW="sm">
        <Field.Label>
          <LuUpload aria-hidden /> Mark shipped from a CSV (shipmentID,carrier,tracking)
        </Field.Label>
        <Input type="file" accept=".csv,text/csv" p={1} onChange={(e) => void onFile(e)} />
      </Field.Root>
      {results.length > 0 && (
        <Text role="status" color="fg.muted">
          {results.filter((r) => r.result === 'shipped').length} shipped,{' '}
          {results.filter((r) => r.result !== 'shipped').length} unchanged or refused
        </Text>
      )}
      <FormError message={state.error ? (errorOf(state.error)?.message ?? 'Error') : null} />
    </Stack>
  );
}
