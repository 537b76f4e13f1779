import {
  ConfigError,
  createLogger,
  loadConfig,
  openDatabase,
  openKafkaJsBroker,
  restoreTopic,
} from '@academy/platform';
import { runCli } from './on-data.js';

/**
 * `npm run restore-topic` (the same DATABASE_URL and KAFKA_BROKERS as the relay and the projection
 * workers, which keep running): after the events topic was deleted or lost, makes it again with
 * KAFKA_PARTITIONS and sets the relay back to the start of the store (docs/deployment.md).
 */
runCli(async () => {
  const config = loadConfig();
  if (!config.KAFKA_BROKERS || !config.DATABASE_URL)
    throw new ConfigError(
      'npm run restore-topic needs KAFKA_BROKERS and DATABASE_URL: the broker and the database the relay and the workers use',
    );
  const logger = createLogger(config.LOG_LEVEL);
  const { db } = await openDatabase(config, (message) => logger.warn(message));
  try {
    const broker = await openKafkaJsBroker(config.KAFKA_BROKERS.split(','), logger);
    const restored = await restoreTopic(db, broker, config.KAFKA_PARTITIONS);
    process.stdout.write(
      `${restored.created ? `Made the topic again with ${config.KAFKA_PARTITIONS} partitions` : 'The topic was made again by someone else'}; ` +
        `the relay, which had reached position ${restored.relayWasAt.position}, sends the whole store again, ` +
        `and ${restored.offsetsForgotten} stored partition offsets of the lost topic were forgotten. ` +
        'Watch /readyz: it answers 200 once every read model has caught up.\n',
    );
  } finally {
    await db.close();
  }
});
