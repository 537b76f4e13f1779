import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from '@jest/globals';
import { parse } from 'yaml';

// `docker compose --profile full config` validates the file where the compose plugin exists; this
// suite checks the same file's structure everywhere (the plugin is missing on some machines).
const root = path.resolve(import.meta.dirname, '../../..');
const file = path.join(root, 'docker-compose.yml');

interface Service {
  image?: string;
  build?: unknown;
  profiles?: string[];
  restart?: string;
  healthcheck?: { test?: unknown };
  environment?: Record<string, string>;
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  deploy?: { replicas?: number };
}

const compose = parse(readFileSync(file, 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};
const services = compose.services;
const inFull = (name: string) => services[name]!.profiles?.includes('full') ?? false;

const composePlugin = async (): Promise<boolean> => {
  try {
    await promisify(execFile)('docker', ['compose', 'version']);
    return true;
  } catch {
    return false;
  }
};

describe('docker-compose.yml', () => {
  it('when the compose plugin exists, then `docker compose --profile full config` validates the file', async () => {
    if (!(await composePlugin())) return; // structure checked below
    await expect(
      promisify(execFile)('docker', ['compose', '--profile', 'full', 'config', '--quiet'], {
        cwd: root,
        env: { ...process.env, MEILI_MASTER_KEY: 'a-master-key-of-16-bytes' },
      }),
    ).resolves.toBeDefined();
  });

  it('when read, then the default profile is PostgreSQL alone and the full profile the scaled-out stack', () => {
    expect(Object.keys(services).filter((name) => !inFull(name))).toEqual(['postgres']);
    expect(Object.keys(services).filter(inFull).sort()).toEqual([
      'commands',
      'gateway',
      'kafka',
      'kurrentdb',
      'meilisearch',
      'projections',
      'queries',
      'relay',
    ]);
  });

  it('when read, then every service has a healthcheck and a restart policy, and every image is pinned by version', () => {
    for (const [name, service] of Object.entries(services)) {
      expect({ name, test: service.healthcheck?.test !== undefined }).toEqual({ name, test: true });
      expect({ name, restart: service.restart }).toEqual({ name, restart: 'unless-stopped' });
      const tag = service.image?.split(':').at(-1) ?? '';
      expect({ name, pinned: /\d+\.\d+/.test(tag) || service.build !== undefined }).toEqual({
        name,
        pinned: true,
      });
    }
  });

  it('when read, then every volume a service mounts by name is declared, and every dependency exists', () => {
    for (const service of Object.values(services)) {
      for (const volume of service.volumes ?? []) {
        const source = volume.split(':')[0]!;
        if (!source.startsWith('.') && !source.startsWith('/'))
          expect(compose.volumes).toHaveProperty(source);
      }
      for (const dependency of Object.keys(service.depends_on ?? {}))
        expect(services).toHaveProperty(dependency);
    }
  });

  it('when read, then the app services take their roles, the stores and the secrets as the deployment guide says', () => {
    const role = (name: string) => services[name]!.environment?.APP_ROLE;
    expect(['commands', 'queries', 'relay', 'projections'].map(role)).toEqual([
      'commands',
      'queries',
      'relay',
      'projections',
    ]);
    for (const name of ['commands', 'queries', 'relay', 'projections']) {
      const env = services[name]!.environment!;
      expect(env.KURRENTDB_URL).toMatch(/^kurrentdb:\/\/kurrentdb:2113/);
      expect(env.KAFKA_BROKERS).toBe('kafka:9092');
      expect(env.DATABASE_URL).toMatch(/^postgres:\/\/.*@postgres:5432\//);
      expect(env.MEILI_MASTER_KEY).toMatch(/^\$\{MEILI_MASTER_KEY:\?set MEILI_MASTER_KEY /);
    }
    expect(services.commands!.deploy?.replicas).toBeGreaterThanOrEqual(2);
    expect(services.queries!.deploy?.replicas).toBeGreaterThanOrEqual(2);
    expect(services.relay!.deploy?.replicas ?? 1).toBe(1);
    expect(services.kafka!.environment?.KAFKA_PROCESS_ROLES).toBe('broker,controller'); // KRaft
    const guide = readFileSync(path.join(root, 'docs/deployment.md'), 'utf8');
    for (const name of ['commands', 'queries', 'relay', 'projections'])
      expect(guide).toContain(`\`${name}\``);
  });
});
