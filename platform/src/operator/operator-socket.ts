import { rm } from 'node:fs/promises';
import net from 'node:net';
import readline from 'node:readline';

/** One line of JSON each way. The client sends a request; the server streams progress, then a result. */
export type OperatorMessage =
  | { type: 'progress'; progress: Record<string, unknown> }
  | { type: 'log'; line: string }
  | { type: 'done'; result: unknown }
  | { type: 'error'; message: string };

export interface OperatorRequest {
  command: string;
  args: Record<string, unknown>;
}

export type OperatorHandler = (
  args: Record<string, unknown>,
  report: { progress(p: Record<string, unknown>): void; log(line: string): void; signal: AbortSignal },
) => Promise<unknown>;

export interface OperatorServer {
  close(): Promise<void>;
}

/** Serves operator commands on a unix socket in the data folder, never on the public listener. */
export const serveOperatorSocket = async (
  socketPath: string,
  handlers: Record<string, OperatorHandler>,
): Promise<OperatorServer> => {
  await rm(socketPath, { force: true });
  const connections = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    connections.add(socket);
    const abort = new AbortController();
    socket.on('close', () => {
      connections.delete(socket);
      abort.abort();
    });
    socket.on('error', () => abort.abort());
    const send = (message: OperatorMessage) => {
      if (!socket.destroyed) socket.write(`${JSON.stringify(message)}\n`);
    };
    const lines = readline.createInterface({ input: socket });
    lines.once('line', (line) => {
      void (async () => {
        try {
          const request = JSON.parse(line) as OperatorRequest;
          const handler = handlers[request.command];
          if (!handler) throw new Error(`Unknown operator command: ${request.command}`);
          const result = await handler(request.args ?? {}, {
            progress: (progress) => send({ type: 'progress', progress }),
            log: (l) => send({ type: 'log', line: l }),
            signal: abort.signal,
          });
          send({ type: 'done', result });
        } catch (error) {
          send({ type: 'error', message: error instanceof Error ? error.message : String(error) });
        } finally {
          socket.end();
        }
      })();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  return {
    async close() {
      for (const socket of connections) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(socketPath, { force: true });
    },
  };
};

/** Sends one command to a running app and relays its progress; resolves with the result. */
export const callOperator = (
  socketPath: string,
  request: OperatorRequest,
  onMessage: (message: OperatorMessage) => void = () => undefined,
): Promise<unknown> =>
  new Promise((resolve, reject) => {
    const socket = net.createConnection(socketPath);
    let settled = false;
    socket.on('connect', () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on('error', (error) => {
      if (!settled) reject(error);
      settled = true;
    });
    const lines = readline.createInterface({ input: socket });
    // The interface repeats the socket's errors (a reset when the app dies mid-answer): the socket's handler rejects.
    lines.on('error', () => undefined);
    lines.on('line', (line) => {
      const message = JSON.parse(line) as OperatorMessage;
      if (message.type === 'done') {
        settled = true;
        resolve(message.result);
      } else if (message.type === 'error') {
        settled = true;
        reject(new Error(message.message));
      } else onMessage(message);
    });
    socket.on('close', () => {
      if (!settled) reject(new Error('The app closed the operator connection before answering'));
      settled = true;
    });
  });
