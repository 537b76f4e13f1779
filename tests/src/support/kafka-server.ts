import { type ServerUnderTest } from './container-runtime.js';
import { freePort } from './free-port.js';

/** The same image and version as docker-compose.yml (Kafka in KRaft mode, no ZooKeeper). */
export const KAFKA_IMAGE = 'apache/kafka:3.9.1';

/**
 * One Kafka node (broker and controller) in a container, for when no KAFKA_BROKERS is given. It
 * advertises the host port it is published on, so clients outside the container can reach it.
 */
export const startKafkaContainer = async (): Promise<ServerUnderTest> => {
  const { GenericContainer, Wait } = await import('testcontainers');
  const port = await freePort();
  const container = await new GenericContainer(KAFKA_IMAGE)
    .withExposedPorts({ container: 9092, host: port })
    .withEnvironment({
      KAFKA_NODE_ID: '1',
      KAFKA_PROCESS_ROLES: 'broker,controller',
      KAFKA_LISTENERS: 'PLAINTEXT://:9092,CONTROLLER://:9093',
      KAFKA_ADVERTISED_LISTENERS: `PLAINTEXT://127.0.0.1:${port}`,
      KAFKA_CONTROLLER_LISTENER_NAMES: 'CONTROLLER',
      KAFKA_LISTENER_SECURITY_PROTOCOL_MAP: 'CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT',
      KAFKA_CONTROLLER_QUORUM_VOTERS: '1@localhost:9093',
      KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: '1',
      KAFKA_TRANSACTION_STATE_LOG_REPLICATION_FACTOR: '1',
      KAFKA_TRANSACTION_STATE_LOG_MIN_ISR: '1',
      KAFKA_GROUP_INITIAL_REBALANCE_DELAY_MS: '0',
    })
    .withWaitStrategy(Wait.forLogMessage(/Kafka Server started/))
    .start();
  return {
    address: `127.0.0.1:${port}`,
    stop: async () => {
      await container.stop();
    },
  };
};
