import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from './config.js';

const refusal = (env: Record<string, string>): string => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
};

describe('loadConfig for the scaled-out adapters', () => {
  it('when KurrentDB, Kafka and the relay role are set, then they are taken as given', () => {
    const config = loadConfig({
      KURRENTDB_URL: 'kurrentdb://admin:changeit@kurrentdb:2113?tls=false',
      KAFKA_BROKERS: 'kafka-1:9092,kafka-2:9092',
      APP_ROLE: 'relay',
      KAFKA_PARTITIONS: '24',
    });
    expect(config).toMatchObject({
      APP_ROLE: 'relay',
      KAFKA_PARTITIONS: 24,
      KAFKA_BROKERS: 'kafka-1:9092,kafka-2:9092',
    });
    expect(config.KURRENTDB_URL).toMatch(/^kurrentdb:\/\//);
  });

  it('when nothing is set, then there is no KurrentDB nor Kafka and the topic gets 12 partitions', () => {
    const config = loadConfig({});
    expect(config.KURRENTDB_URL).toBeUndefined();
    expect(config.KAFKA_BROKERS).toBeUndefined();
    expect(config.KAFKA_PARTITIONS).toBe(12);
  });

  it('when KURRENTDB_URL is not a KurrentDB connection string, then it is refused without echoing it (it may hold a password)', () => {
    const message = refusal({ KURRENTDB_URL: 'http://admin:secret@kurrentdb:2113' });
    expect(message).toMatch(/^Invalid KURRENTDB_URL=\(hidden\): expected a KurrentDB connection string/);
    expect(message).not.toContain('secret');
  });

  it('when KAFKA_BROKERS is not a host:port list, then the error names it and what it accepts', () => {
    expect(refusal({ KAFKA_BROKERS: 'kafka-1, kafka-2' })).toMatch(
      /^Invalid KAFKA_BROKERS="kafka-1, kafka-2": expected comma-separated Kafka brokers/,
    );
  });

  it('when the relay role is chosen without KAFKA_BROKERS, then start-up says what it needs', () => {
    expect(refusal({ APP_ROLE: 'relay' })).toBe(
      'APP_ROLE=relay needs KAFKA_BROKERS: the relay produces the events to Kafka',
    );
  });

  it('when HTTP_WORKERS is unset, then one process serves (1); set, it is taken as a number', () => {
    expect(loadConfig({}).HTTP_WORKERS).toBe(1);
    expect(loadConfig({ HTTP_WORKERS: '2' }).HTTP_WORKERS).toBe(2);
    expect(loadConfig({ APP_ROLE: 'web' }).APP_ROLE).toBe('web');
  });

  it('when HTTP_WORKERS is not a whole number from 1 to 64, then the error names it', () => {
    expect(refusal({ HTTP_WORKERS: '0' })).toMatch(
      /^Invalid HTTP_WORKERS="0": expected HTTP worker processes/,
    );
    expect(refusal({ HTTP_WORKERS: 'two' })).toMatch(/^Invalid HTTP_WORKERS="two"/);
  });

  it('when HTTP_WORKERS is above 1 for a scaled-out role or with Kafka, then start-up says it is for APP_ROLE=all', () => {
    const envs: Record<string, string>[] = [
      { HTTP_WORKERS: '2', APP_ROLE: 'queries' },
      { HTTP_WORKERS: '2', KAFKA_BROKERS: 'kafka-1:9092' },
    ];
    for (const env of envs)
      expect(refusal(env)).toMatch(/^HTTP_WORKERS above 1 runs APP_ROLE=all as a primary/);
  });
});
