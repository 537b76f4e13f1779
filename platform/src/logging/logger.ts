import { AsyncLocalStorage } from 'node:async_hooks';
import { pino } from 'pino';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/** The request a line is logged for: its id is the correlation id of the events it appends. */
const requestScope = new AsyncLocalStorage<{ reqId: string }>();

/** Runs `fn` (the rest of a request's middleware chain) with `reqId` on every line it logs. */
export const withRequestId = <T>(reqId: string, fn: () => T): T => requestScope.run({ reqId }, fn);

/** Field names whose values never reach a log line (personal data and secrets). */
const redacted = [
  'email',
  'password',
  'firstName',
  'lastName',
  'phone',
  'address',
  'personal',
  'token',
  'secret',
  'cookie',
  'authorization',
];

/**
 * Structured JSON lines (pino) on stderr: `{"level":"info","time":…,"reqId":…,"msg":…, …fields}`.
 * Inside a request every line carries its `reqId`; personal data and secrets are censored by key.
 */
export const createLogger = (
  level: LogLevel = 'info',
  write: (line: string) => void = (l) => process.stderr.write(`${l}\n`),
): Logger => {
  const log = pino(
    {
      level,
      base: undefined,
      messageKey: 'msg',
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const scope = requestScope.getStore();
        return scope ? { reqId: scope.reqId } : {};
      },
      redact: { paths: [...redacted, ...redacted.map((k) => `*.${k}`)], censor: '[redacted]' },
    },
    { write: (chunk: string) => write(chunk.replace(/\n$/, '')) },
  );
  const at =
    (name: Exclude<LogLevel, 'silent'>) =>
    (message: string, fields?: Record<string, unknown>): void => {
      if (fields) log[name](fields, message);
      else log[name](message);
    };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
};

export const silentLogger: Logger = createLogger('silent');
