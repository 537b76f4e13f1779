import { Badge, Card, DataList, HStack, Heading, Progress, Stack, Text } from '@chakra-ui/react';
import { errorOf } from '../../api/base-api';
import { FormError } from '../../components/form-error';
import { ConfirmButton } from '../../components/overlays/confirm-button';
import { useStartRebuildMutation, type ReadModelStatus, type RebuildState } from './operations-api';
import {
  count,
  etaInWords,
  lagInWords,
  percentOf,
  rebuildOutcome,
  underWay,
  versionInWords,
  when,
} from './operations-words';

/** A running rebuild: a progress bar with events done of total, the rate and the time left. */
function RebuildProgress({ name, rebuild }: { name: string; rebuild: RebuildState }) {
  return (
    <Progress.Root value={percentOf(rebuild)} max={100} colorPalette="blue" size="md">
      <Progress.Label mb={1}>Rebuilding {name}</Progress.Label>
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
      <Text fontSize="sm" color="fg.muted" mt={1}>
        {rebuild.status === 'requested'
          ? rebuildOutcome(rebuild)
          : `${count(rebuild.done)} of ${count(rebuild.total)} events · ${count(rebuild.eventsPerSecond)} events/s · ${etaInWords(rebuild.etaSeconds)}`}
      </Text>
    </Progress.Root>
  );
}

/** One read model: its generation and figures in words, its rebuild's progress, and Rebuild. */
export function ReadModelCard({ model }: { model: ReadModelStatus }) {
  const [start, state] = useStartRebuildMutation();
  // Until the next poll, the rebuild's state is the one the start answered.
  const rebuild = model.rebuild ?? (state.data && state.data.readModel === model.name ? state.data : null);
  const running = underWay(rebuild);
  return (
    <Card.Root variant="outline" size="sm">
      <Card.Body gap={3}>
        <HStack justify="space-between" wrap="wrap" gap={2}>
          <Heading as="h3" size="md">
            {model.name}
          </Heading>
          <Badge colorPalette={model.lagEvents === 0 ? 'green' : 'orange'}>
            {lagInWords(model.lagEvents)}
          </Badge>
        </HStack>
        <DataList.Root orientation="horizontal" size="sm">
          <DataList.Item>
            <DataList.ItemLabel>Generation</DataList.ItemLabel>
            <DataList.ItemValue>{model.generation ?? 'None yet'}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Code</DataList.ItemLabel>
            <DataList.ItemValue>{versionInWords(model)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Position</DataList.ItemLabel>
            <DataList.ItemValue>{count(model.position)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Built</DataList.ItemLabel>
            <DataList.ItemValue>{when(model.builtAt)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Live since</DataList.ItemLabel>
            <DataList.ItemValue>{when(model.liveSince)}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        {model.pendingGeneration !== null && !running && (
          <Text fontSize="sm" color="fg.muted">
            Generation {model.pendingGeneration} was left unfinished: Rebuild resumes it.
          </Text>
        )}
        {rebuild && running && <RebuildProgress name={model.name} rebuild={rebuild} />}
        {rebuild && !running && (
          <Text fontSize="sm" color={rebuild.status === 'failed' ? 'fg.error' : 'fg.muted'}>
            {rebuildOutcome(rebuild)}
          </Text>
        )}
        <Stack align="start">
          {!running && (
            <ConfirmButton
              buttonProps={{ size: 'sm', variant: 'outline', 'aria-label': `Rebuild ${model.name}` }}
              title={`Rebuild ${model.name}?`}
              text="A new generation is built from the event store beside the live one; pages keep reading the live one until the new one takes over at the end."
              confirmLabel="Rebuild"
              loading={state.isLoading}
              onConfirm={() =>
                start(model.name)
                  .unwrap()
                  .catch(() => undefined)
              }
            >
              Rebuild
            </ConfirmButton>
          )}
          <FormError message={state.error ? (errorOf(state.error)?.message ?? 'Error') : null} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
