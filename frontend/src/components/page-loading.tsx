import { Center, Spinner } from '@chakra-ui/react';

/** Shown while a route module or its data loads. */
export function PageLoading() {
  return (
    <Center py={20} role="status" aria-label="Loading page">
      <Spinner size="lg" color="blue.solid" />
    </Center>
  );
}
