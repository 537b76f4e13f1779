import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { acquireDataDirLock, DataDirLockedError, lockPath, operatorSocketPath, readLock } from './lock.js';

describe('the data folder lock', () => {
  let dir: string;
  let other: ChildProcess;

  beforeAll(() => {
    other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 120000)'], { stdio: 'ignore' }); // another live process
  });
  afterAll(() => {
    other.kill('SIGKILL');
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  const freshDir = async () => (dir = await mkdtemp(path.join(os.tmpdir(), 'academy-lock-')));
  const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid!; // a process that has exited

  it('when the folder is free, then the lock is taken, holding this pid and the operator socket, and released', async () => {
    const folder = await freshDir();
    const lock = await acquireDataDirLock(path.join(folder, 'new-sub-folder'));
    const onDisk = JSON.parse(
      await readFile(lockPath(path.join(folder, 'new-sub-folder')), 'utf8'),
    ) as unknown;
    expect(onDisk).toEqual({
      pid: process.pid,
      socket: operatorSocketPath(path.join(folder, 'new-sub-folder')),
    });
    await lock.release();
    expect(existsSync(lockPath(path.join(folder, 'new-sub-folder')))).toBe(false);
  });

  it('when another live process holds the folder, then taking it fails with a message naming that pid and the folder', async () => {
    const folder = await freshDir();
    await writeFile(lockPath(folder), JSON.stringify({ pid: other.pid, socket: operatorSocketPath(folder) }));
    const attempt = acquireDataDirLock(folder);
    await expect(attempt).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(attempt).rejects.toThrow(
      `Another Academy process (pid ${other.pid}) is using ${folder}; stop it first, or set DATA_DIR to another folder.`,
    );
    expect(await readLock(folder)).toEqual({ pid: other.pid, socket: operatorSocketPath(folder) });
  });

  it('when the lock was left by a process that is gone, then it is taken over', async () => {
    const folder = await freshDir();
    await writeFile(lockPath(folder), JSON.stringify({ pid: deadPid(), socket: operatorSocketPath(folder) }));
    expect(await readLock(folder)).toBeUndefined();
    const lock = await acquireDataDirLock(folder);
    expect(lock.info.pid).toBe(process.pid);
    expect(await readLock(folder)).toEqual({ pid: process.pid, socket: operatorSocketPath(folder) });
    await lock.release();
  });

  it('when the lock file is garbage, then it counts as stale and is taken over', async () => {
    const folder = await freshDir();
    await writeFile(lockPath(folder), 'not json');
    const lock = await acquireDataDirLock(folder);
    expect((await readLock(folder))?.pid).toBe(process.pid);
    await lock.release();
  });

  it('when another process took the folder over after us, then our release leaves its lock alone', async () => {
    const folder = await freshDir();
    const lock = await acquireDataDirLock(folder);
    await writeFile(lockPath(folder), JSON.stringify({ pid: other.pid, socket: operatorSocketPath(folder) }));
    await lock.release();
    expect((await readLock(folder))?.pid).toBe(other.pid);
  });
});
