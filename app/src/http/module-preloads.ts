import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/**
 * `<link rel="modulepreload">` tags for the chunks a server-rendered page's modules need beyond
 * the entry's, from the browser build's manifest (`frontend/dist/.vite/manifest.json`): the
 * browser fetches them with the entry, and Vite's preloader, finding them in the document, adds
 * no link of its own while the page hydrates. Without a manifest, no tags.
 */
export const modulePreloads = (dist: string): ((modules: readonly string[]) => string) => {
  const file = path.join(dist, '.vite/manifest.json');
  if (!existsSync(file)) return () => '';
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const withImports = (keys: readonly string[]): Set<string> => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) return;
      seen.add(key);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return seen;
  };
  const entry = withImports(Object.keys(manifest).filter((key) => manifest[key]!.isEntry));
  const tags = new Map<string, string>();
  return (modules) => {
    const key = modules.join(' ');
    let links = tags.get(key);
    if (links === undefined) {
      links = [...withImports(modules)]
        .filter((chunk) => !entry.has(chunk))
        .map((chunk) => `<link rel="modulepreload" crossorigin="anonymous" href="/${manifest[chunk]!.file}">`)
        .join('');
      tags.set(key, links);
    }
    return links;
  };
};
