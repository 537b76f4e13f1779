import { type Logger } from '../logging/logger.js';
import { type DeliveryHealth } from './delivery-health.js';
import type { KafkaJsBroker } from './kafkajs-broker.js';

/** The broker on Kafka; kafkajs is loaded only when Kafka is configured (`KAFKA_BROKERS`). */
export const openKafkaJsBroker = async (
  brokers: readonly string[],
  logger: Logger,
  topic?: string,
  health?: DeliveryHealth,
): Promise<KafkaJsBroker> =>
  new (await import('./kafkajs-broker.js')).KafkaJsBroker(brokers, logger, topic, health);
