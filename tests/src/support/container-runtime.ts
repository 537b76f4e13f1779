import { existsSync } from 'node:fs';
import http from 'node:http';

/**
 * Whether a container runtime answers, quickly (testcontainers would otherwise spend its own
 * time finding out): `DOCKER_HOST` (unix socket or tcp) or the usual sockets, then `GET /_ping`
 * with a one-second limit.
 */
export const containerRuntimeAnswers = async (): Promise<boolean> => {
  const host = process.env.DOCKER_HOST;
  const target = host?.startsWith('tcp://')
    ? {
        host: new URL(host.replace('tcp://', 'http://')).hostname,
        port: Number(new URL(host.replace('tcp://', 'http://')).port),
      }
    : {
        socketPath:
          host?.replace('unix://', '') ??
          ['/var/run/docker.sock', `${process.env.XDG_RUNTIME_DIR ?? ''}/podman/podman.sock`].find((p) =>
            existsSync(p),
          ),
      };
  if (!('host' in target) && !target.socketPath) return false;
  return new Promise((resolve) => {
    const req = http.get({ ...target, path: '/_ping', timeout: 1000 }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(false));
  });
};

export interface ServerUnderTest {
  /** The URL (or broker list) to hand the adapter. */
  address: string;
  stop(): Promise<void>;
}

/**
 * The server a suite needs: the one named by `variable`, else a container started through
 * testcontainers when a runtime answers, else undefined (the suite is reported skipped, naming
 * `variable`).
 */
export const serverFor = async (
  variable: string,
  startContainer: () => Promise<ServerUnderTest>,
): Promise<(() => Promise<ServerUnderTest>) | undefined> => {
  const named = process.env[variable];
  if (named) return () => Promise.resolve({ address: named, stop: () => Promise.resolve() });
  if (await containerRuntimeAnswers()) return startContainer;
  return undefined;
};
