/**
 * What a command route answers when it has nothing more to say: the position of what it wrote,
 * which the next read waits for (read-your-writes).
 */
export interface CommandWritten {
  position: number;
}
