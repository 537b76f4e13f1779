import { type ServerUnderTest } from './container-runtime.js';

/** The same image and version as docker-compose.yml. */
export const KURRENTDB_IMAGE = 'kurrentplatform/kurrentdb:26.1.1';

/** KurrentDB in a container (insecure, in memory), for when no KURRENTDB_URL is given. */
export const startKurrentDbContainer = async (): Promise<ServerUnderTest> => {
  const { GenericContainer, Wait } = await import('testcontainers');
  const container = await new GenericContainer(KURRENTDB_IMAGE)
    .withEnvironment({
      KURRENTDB_INSECURE: 'true',
      KURRENTDB_MEM_DB: 'true',
      KURRENTDB_RUN_PROJECTIONS: 'None',
    })
    .withExposedPorts(2113)
    .withWaitStrategy(Wait.forHttp('/health/live', 2113).forStatusCode(204))
    .start();
  return {
    address: `kurrentdb://${container.getHost()}:${container.getMappedPort(2113)}?tls=false`,
    stop: async () => {
      await container.stop();
    },
  };
};
