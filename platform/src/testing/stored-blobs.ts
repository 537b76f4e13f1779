import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** Every file under the blob store of `dataDir` (`dataDir/blobs`), temporary ones too, sorted. */
export const storedBlobs = async (dataDir: string): Promise<string[]> => {
  const files = await readdir(path.join(dataDir, 'blobs'), { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  return files
    .filter((f) => f.isFile())
    .map((f) => f.name)
    .sort();
};
