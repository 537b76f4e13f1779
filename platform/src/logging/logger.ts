export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

const order: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/** Plain lines on stderr: `level message key=value`. */
export const createLogger = (
  level: LogLevel = 'info',
  write: (line: string) => void = (l) => process.stderr.write(`${l}\n`),
): Logger => {
  const log = (at: LogLevel) => (message: string, fields?: Record<string, unknown>) => {
    if (order[at] < order[level]) return;
    const extra = fields
      ? ' ' +
        Object.entries(fields)
          .map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`)
          .join(' ')
      : '';
    write(`${at.padEnd(5)} ${message}${extra}`);
  };
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
};

export const silentLogger: Logger = createLogger('silent');
