import http from 'node:http';
import { readFileSync } from 'node:fs';
import { readdir, readFile, readlink } from 'node:fs/promises';

/** The pids of a process's children (Linux: /proc/<pid>/task/<tid>/children). */
export const childrenOf = async (pid: number): Promise<number[]> => {
  const tasks = await readdir(`/proc/${pid}/task`).catch(() => []);
  const lists = await Promise.all(
    tasks.map((t) => readFile(`/proc/${pid}/task/${t}/children`, 'utf8').catch(() => '')),
  );
  return lists.flatMap((list) => list.split(/\s+/).filter(Boolean).map(Number));
};

/** The children of `pid` whose command line names `entry` (the HTTP workers: `worker-main.js`). */
export const childrenRunning = async (pid: number, entry: string): Promise<number[]> => {
  const children = await childrenOf(pid);
  const lines = await Promise.all(
    children.map((child) => readFile(`/proc/${child}/cmdline`, 'utf8').catch(() => '')),
  );
  return children.filter((_, i) => lines[i]!.includes(entry));
};

/** Whether `pid` runs (a zombie, ended and not yet reaped, does not). */
export const alive = (pid: number): boolean => {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};

/** The inode of the server's end of a TCP connection on 127.0.0.1 (/proc/net/tcp), by both ports. */
const serverSocketInode = async (serverPort: number, clientPort: number): Promise<string | undefined> => {
  const hex = (port: number) => port.toString(16).toUpperCase().padStart(4, '0');
  const rows = (await readFile('/proc/net/tcp', 'utf8')).split('\n').slice(1);
  for (const row of rows) {
    const fields = row.trim().split(/\s+/);
    if (fields[1]?.endsWith(`:${hex(serverPort)}`) && fields[2]?.endsWith(`:${hex(clientPort)}`))
      return fields[9];
  }
  return undefined;
};

const holds = async (pid: number, inode: string): Promise<boolean> => {
  const fds = await readdir(`/proc/${pid}/fd`).catch(() => []);
  for (const fd of fds)
    if ((await readlink(`/proc/${pid}/fd/${fd}`).catch(() => '')) === `socket:[${inode}]`) return true;
  return false;
};

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The candidate process that held the server's end of the connection, if any. */
  pid?: number;
}

/**
 * A request on a new connection, and which of `candidates` answered it: while the connection is
 * still open, the process holding the server's end of it in its file descriptors.
 */
export const requestAnsweredBy = (
  url: string,
  candidates: readonly number[],
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const req = http.request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, agent },
      (res) => {
        const chunks: Buffer[] = [];
        const { localPort } = res.socket;
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const serverPort = Number(new URL(url).port);
          void (async () => {
            const inode = localPort ? await serverSocketInode(serverPort, localPort) : undefined;
            let pid: number | undefined;
            for (const candidate of inode ? candidates : [])
              if (await holds(candidate, inode!)) pid = candidate;
            agent.destroy();
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks).toString(),
              pid,
            });
          })().catch(reject);
        });
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
