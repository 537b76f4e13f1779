import { type RefusedShippedLine } from '@academy/domain';
import { Stack, Table, Text } from '@chakra-ui/react';
import { type ChangeEvent } from 'react';
import { errorOf } from '../../api/base-api';
import { FileChoice } from '../../components/file-choice/file-choice';
import { FormError } from '../../components/form-error';
import { TableBox } from '../../components/table-box';
import { useImportShippedMutation } from './shipping-api';

interface RefusedRow extends RefusedShippedLine {
  shipmentID?: string;
}

/** The malformed lines a 400 names (`data.refused`), or none. */
const refusedOf = (data: unknown): RefusedShippedLine[] => {
  const refused = (data as { refused?: unknown } | undefined)?.refused;
  return Array.isArray(refused) ? (refused as RefusedShippedLine[]) : [];
};

const done = new Set(['shipped', 'unchanged']);

/** Each refused line of the last import: its number, the shipment and why. */
function RefusedLines({ rows, whole }: { rows: RefusedRow[]; whole: boolean }) {
  return (
    <Stack gap={1}>
      <Text fontWeight="medium">
        {whole
          ? 'The file was not imported: nothing was written.'
          : 'Refused lines (nothing written for them)'}
      </Text>
      <TableBox label="Refused lines">
        <Table.Root size="sm" aria-label="Refused lines">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Line</Table.ColumnHeader>
              <Table.ColumnHeader>Shipment</Table.ColumnHeader>
              <Table.ColumnHeader>Reason</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((r) => (
              <Table.Row key={r.line}>
                <Table.Cell>{r.line}</Table.Cell>
                <Table.Cell>{r.shipmentID ?? '–'}</Table.Cell>
                <Table.Cell>{r.reason}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </TableBox>
    </Stack>
  );
}

/**
 * Bulk "mark shipped" from a CSV file of `shipmentID,carrier,tracking`. A malformed line refuses
 * the whole file; otherwise each refused row (unknown shipment, wrong status) writes nothing and
 * the others are written. Either way the refused lines are listed with their reasons.
 */
export function ImportShipped() {
  const [importCsv, state] = useImportShippedMutation();
  const onFile = async (file: File | undefined, event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    if (file) await importCsv(await file.text());
    input.value = '';
  };
  const results = state.data?.results ?? [];
  const failure = state.error ? errorOf(state.error) : undefined;
  const malformed = refusedOf(failure?.data);
  const refused: RefusedRow[] =
    malformed.length > 0
      ? malformed
      : results
          .filter((r) => !done.has(r.result))
          .map((r) => ({ line: r.line, shipmentID: r.shipmentID, reason: r.reason ?? r.result }));
  return (
    <Stack gap={2}>
      <FileChoice
        label="Mark shipped from a CSV (shipmentID,carrier,tracking)"
        accept=".csv,text/csv"
        buttonText="Choose a CSV file"
        onChoose={(file, event) => void onFile(file, event)}
      />
      {results.length > 0 && (
        <Text role="status" color="fg.muted">
          {results.filter((r) => r.result === 'shipped').length} shipped,{' '}
          {results.filter((r) => r.result === 'unchanged').length} unchanged, {refused.length} refused
        </Text>
      )}
      {refused.length > 0 && <RefusedLines rows={refused} whole={malformed.length > 0} />}
      <FormError message={failure && malformed.length === 0 ? failure.message : null} />
    </Stack>
  );
}
