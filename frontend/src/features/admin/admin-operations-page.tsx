import { Alert, DataList, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { errorOf } from '../../api/base-api';
import { PageLoading } from '../../components/page-loading';
import { Page } from '../../components/page';
import { OperationsFailures } from './operations-failures';
import { useAdminOperationsQuery, type OperationsAnswer } from './operations-api';
import { count, underWay } from './operations-words';
import { ReadModelCard } from './read-model-card';

/** While a rebuild runs the page reads its progress every second; otherwise every 30 s. */
const POLL_RUNNING_MS = 1_000;
const POLL_IDLE_MS = 30_000;

function EventStoreFigures({ store }: { store: OperationsAnswer['eventStore'] }) {
  const capped = (n: number) => (n >= store.sampled ? `at least ${count(n)}` : count(n));
  return (
    <DataList.Root orientation="horizontal">
      <DataList.Item>
        <DataList.ItemLabel>Events</DataList.ItemLabel>
        <DataList.ItemValue>
          {store.events === null ? 'Not counted on KurrentDB' : count(store.events)}
        </DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>Head position</DataList.ItemLabel>
        <DataList.ItemValue>{count(store.headPosition)}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>Last minute</DataList.ItemLabel>
        <DataList.ItemValue>{capped(store.lastMinute)} events</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>Last hour</DataList.ItemLabel>
        <DataList.ItemValue>{capped(store.lastHour)} events</DataList.ItemValue>
      </DataList.Item>
    </DataList.Root>
  );
}

/** `/admin/operations`: the read models and their rebuilds, the event store, and what failed. */
export function Component() {
  const { data, error, isLoading } = useAdminOperationsQuery(undefined, { pollingInterval: POLL_IDLE_MS });
  const running = data?.readModels.some((m) => underWay(m.rebuild)) ?? false;
  // A second subscription polls fast while a rebuild runs (RTK Query polls at the shortest interval asked).
  useAdminOperationsQuery(undefined, { pollingInterval: POLL_RUNNING_MS, skip: !running });
  return (
    <Page title="Operations" maxW="5xl">
      {isLoading && <PageLoading />}
      {error && !data && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>
            The operations figures could not be read: {errorOf(error)?.message ?? 'Error'}
          </Alert.Description>
        </Alert.Root>
      )}
      {data && (
        <>
          <Stack gap={3} as="section" aria-labelledby="read-models">
            <Heading as="h2" size="lg" id="read-models">
              Read models
            </Heading>
            {data.readModels.length === 0 ? (
              <Text color="fg.muted">No read model is configured.</Text>
            ) : (
              <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
                {data.readModels.map((model) => (
                  <ReadModelCard key={model.name} model={model} />
                ))}
              </SimpleGrid>
            )}
          </Stack>
          <Stack gap={3} as="section" aria-labelledby="event-store">
            <Heading as="h2" size="lg" id="event-store">
              Event store
            </Heading>
            <EventStoreFigures store={data.eventStore} />
          </Stack>
          <Stack gap={3} as="section" aria-labelledby="failures">
            <Heading as="h2" size="lg" id="failures">
              Failures
            </Heading>
            <OperationsFailures failures={data.failures} />
          </Stack>
        </>
      )}
    </Page>
  );
}
