/** A file's size as people read it: "593 bytes", "12.5 KB", "2.35 MB" (never "0.00 MB"). */
export const fileSize = (bytes: number): string => {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
};
