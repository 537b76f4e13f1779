import { fork, type ChildProcess } from 'node:child_process';
import { SERVER_NODE_FLAGS } from '@academy/app';
import { fileURLToPath } from 'node:url';
import { type BenchBackend } from './backends.js';
import { type FromServer, type ToServer } from './server-messages.js';

type Answer<T extends FromServer['type']> = Extract<FromServer, { type: T }>;

/** The real server (startServer, real argon2id) in a child process, driven over IPC. */
export class ServerChild {
  private constructor(
    private readonly child: ChildProcess,
    readonly url: string,
    /** Peak memory of the process that created the database (PGlite's initdb). */
    readonly preparePeakRss: number,
  ) {}

  /** Creates the database in a process of its own, then starts the server on it. */
  static async start(backend: BenchBackend): Promise<ServerChild> {
    const script = fileURLToPath(new URL('./server-process.js', import.meta.url));
    const prepare = forkBenchProcess(script, backend, ['prepare']);
    const { peakRss } = await nextMessage(prepare, 'prepared');
    const child = forkBenchProcess(script, backend);
    const { url } = await nextMessage(child, 'ready');
    return new ServerChild(child, url, peakRss);
  }

  /** Writes `members` demo members through the store and waits until the registry shows them. */
  async seed(members: number, seed: number): Promise<number> {
    return (await this.ask({ type: 'seed', members, seed }, 'seeded')).seconds;
  }

  /** Seeds a whole academy (`seedAll`: profiles, organizations, publications) and waits for every read model. */
  async seedAcademy(options: Omit<Extract<ToServer, { type: 'seed-academy' }>, 'type'>): Promise<number> {
    return (await this.ask({ type: 'seed-academy', ...options }, 'seeded')).seconds;
  }

  /** Memory now and at its peak, and the argon2id times (hashes, verifications) since the last call. */
  stats(): Promise<Answer<'stats'>> {
    return this.ask({ type: 'stats' }, 'stats');
  }

  /** The relay's progress (a server started with BENCH_KAFKA). */
  delivery(): Promise<Answer<'delivery'>> {
    return this.ask({ type: 'delivery' }, 'delivery');
  }

  async stop(): Promise<void> {
    await stopBenchProcess(this.child);
  }

  private ask<T extends FromServer['type']>(message: ToServer, answer: T): Promise<Answer<T>> {
    const reply = nextMessage(this.child, answer);
    this.child.send(message);
    return reply;
  }
}

/**
 * A bench's server script in a child process on the backend's database (127.0.0.1, a free port),
 * with the server's own Node flags, as `npm start` gives them: its memory figures are the product's.
 */
export const forkBenchProcess = (
  script: string,
  backend: BenchBackend,
  args: string[] = [],
): ChildProcess => {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...backend.env,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  };
  if (!backend.env.DATABASE_URL) delete env.DATABASE_URL;
  return fork(script, args, {
    env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    execArgv: [...process.execArgv, ...SERVER_NODE_FLAGS],
  });
};

/** Asks a bench process to stop (`stop`, answered `stopped`), killing it if it cannot; waits for its exit. */
export const stopBenchProcess = async (child: ChildProcess): Promise<void> => {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stopped = nextMessage(child, 'stopped');
  child.send({ type: 'stop' } satisfies ToServer);
  await stopped.catch(() => child.kill());
  await exited;
};

export const nextMessage = <T extends FromServer['type']>(child: ChildProcess, type: T): Promise<Answer<T>> =>
  new Promise((resolve, reject) => {
    const onMessage = (message: FromServer) => {
      if (message.type === type) {
        cleanup();
        resolve(message as Answer<T>);
      } else if (message.type === 'failed') {
        cleanup();
        reject(new Error(`server process: ${message.message}`));
      }
    };
    const onExit = (code: number | null) => {
      cleanup();
      reject(new Error(`server process exited (${code ?? 'signal'}) before answering ${type}`));
    };
    const cleanup = () => {
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
