/** A progress bar on a terminal; plain lines otherwise (CI logs, pipes). */
export const progressPrinter = (label: string, stream: NodeJS.WriteStream = process.stderr) => {
  let lastLine = 0;
  let lastPercent = -1;
  const tty = stream.isTTY === true;
  return {
    update(
      done: number,
      total: number,
      extra: { eventsPerSecond?: number; etaSeconds?: number | null } = {},
    ) {
      const percent = total > 0 ? Math.min(100, Math.floor((done / total) * 100)) : 100;
      const rate =
        extra.eventsPerSecond !== undefined
          ? ` ${extra.eventsPerSecond.toLocaleString('en-US')} events/s`
          : '';
      const eta =
        extra.etaSeconds !== undefined && extra.etaSeconds !== null
          ? ` ETA ${Math.ceil(extra.etaSeconds)}s`
          : '';
      const counts = `${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')}`;
      if (tty) {
        const now = Date.now();
        if (now - lastLine < 100 && done < total) return;
        lastLine = now;
        const width = 30;
        const filled = Math.round((percent / 100) * width);
        stream.write(
          `\r${label} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${percent}% ${counts}${rate}${eta}\x1b[K`,
        );
      } else if (percent >= lastPercent + 10 || (done === total && percent !== lastPercent)) {
        lastPercent = percent;
        stream.write(`${label}: ${percent}% ${counts}${rate}${eta}\n`);
      }
    },
    finish(message: string) {
      stream.write(`${tty ? '\r\x1b[K' : ''}${label}: ${message}\n`);
    },
  };
};
