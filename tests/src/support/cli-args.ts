/** `--name value` or `--name=value` on the command line of a test tool (bench, fuzz, chaos). */
export function cliArg(name: string): string | undefined;
export function cliArg(name: string, fallback: string): string;
export function cliArg(name: string, fallback?: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  if (at >= 0) return process.argv[at + 1] ?? fallback;
  const joined = process.argv.find((a) => a.startsWith(`--${name}=`));
  return joined === undefined ? fallback : joined.slice(name.length + 3);
}
