/**
 * Reads an `strace -f -ttt -y -s 80` log: which answers of the app were preceded by a completed
 * sync of the database's WAL. strace writes one line per event in the order it saw them, so a
 * sync's completion printed before an answer's write completed before that write started.
 */
export interface TracedAnswer {
  /** The line where the app read the request. */
  requestLine: number;
  /** The line where the app wrote its `HTTP/1.1 201` answer. */
  answerLine: number;
  /** The WAL syncs (fsync/fdatasync of a pg_wal file, by another process) completed in between. */
  walSyncs: { line: number; pid: number; file: string }[];
}

const LINE = /^(\d+)\s+\d+\.\d+\s+(.*)$/;
const SYNC_ENTRY = /^(fsync|fdatasync)\(\d+<([^>]+)>/;
const RESUMED = /^<\.\.\. (fsync|fdatasync) resumed>.*= 0/;

/** Every sign-up answered 201 in the log, with the WAL syncs completed while it was handled. */
export const answersWithSyncs = (log: string, request = 'POST /rest/signup'): TracedAnswer[] => {
  const pendingSync = new Map<number, string>(); // pid -> file of an unfinished sync
  const syncs: { line: number; pid: number; file: string }[] = [];
  const requests: { line: number; pid: number }[] = [];
  const answers: { line: number; pid: number }[] = [];
  log.split('\n').forEach((text, line) => {
    const match = LINE.exec(text);
    if (!match) return;
    const pid = Number(match[1]);
    const call = match[2]!;
    const entry = SYNC_ENTRY.exec(call);
    if (entry) {
      const file = entry[2]!;
      if (call.includes('<unfinished ...>')) pendingSync.set(pid, file);
      else if (/= 0$/.test(call)) syncs.push({ line, pid, file });
      return;
    }
    if (RESUMED.test(call) && pendingSync.has(pid)) {
      syncs.push({ line, pid, file: pendingSync.get(pid)! });
      pendingSync.delete(pid);
      return;
    }
    if (/^(read\(|<\.\.\. read resumed>)/.test(call) && call.includes(request)) requests.push({ line, pid });
    if (/^(write|writev)\(/.test(call) && call.includes('HTTP/1.1 201')) answers.push({ line, pid });
  });
  return answers.map((answer) => {
    const requestLine = Math.max(
      ...requests.filter((r) => r.pid === answer.pid && r.line < answer.line).map((r) => r.line),
    );
    const walSyncs = syncs.filter(
      (s) =>
        s.line > requestLine && s.line < answer.line && s.pid !== answer.pid && s.file.includes('/pg_wal/'),
    );
    return { requestLine, answerLine: answer.line, walSyncs };
  });
};
