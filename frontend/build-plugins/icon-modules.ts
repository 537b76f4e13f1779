import { readFile } from 'node:fs/promises';
import { type Plugin } from 'vite';

/**
 * Each react-icons icon in a module of its own. A pack (`react-icons/lu`) is one module of 1,500
 * icons: the bundler keeps the icons any chunk uses, but in that one module, which the entry
 * imports (the header's icons), so every page's icons ended up in the home page's JavaScript. The
 * app's `import { LuX, LuY } from 'react-icons/lu'` becomes one import per icon, whose module holds
 * that icon's function copied from the pack; each icon then goes to the chunk that uses it.
 */
const prefix = 'academy-icon:';
const virtualPrefix = `\0${prefix}`;
const packImport = /import\s*\{([^}]*)\}\s*from\s*(['"])react-icons\/(\w+)\2;?/g;

export const iconModules = (): Plugin => {
  const packs = new Map<string, Promise<string>>();
  let importer: string | undefined;
  return {
    name: 'academy-icon-modules',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/frontend\/src\/.*\.tsx?$/.test(id) || !code.includes('react-icons/')) return null;
      const replaced = code.replace(packImport, (_all, names: string, _q: string, pack: string) =>
        names
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name !== '')
          .map((name) => {
            if (name.startsWith('type ')) return `import { ${name} } from 'react-icons/${pack}';`;
            const [imported, local = imported] = name.split(/\s+as\s+/);
            return `import { ${imported} as ${local} } from '${prefix}${pack}/${imported}';`;
          })
          .join('\n'),
      );
      return replaced === code ? null : { code: replaced, map: null };
    },
    resolveId(source, from) {
      if (!source.startsWith(prefix)) return null;
      importer ??= from;
      return `\0${source}`;
    },
    async load(id) {
      if (!id.startsWith(virtualPrefix)) return null;
      const [pack, name] = id.slice(virtualPrefix.length).split('/') as [string, string];
      if (!packs.has(pack)) {
        packs.set(
          pack,
          this.resolve(`react-icons/${pack}`, importer).then((resolved) => {
            if (!resolved) throw new Error(`react-icons/${pack} not found`);
            return readFile(resolved.id, 'utf8');
          }),
        );
      }
      const source = await packs.get(pack)!;
      const start = source.indexOf(`export function ${name} (props) {`);
      const end = start < 0 ? -1 : source.indexOf('\n};', start);
      if (end < 0) throw new Error(`react-icons/${pack} has no icon ${name}`);
      const lib = await this.resolve('react-icons/lib', importer);
      if (!lib) throw new Error('react-icons/lib not found');
      return `import { GenIcon } from ${JSON.stringify(lib.id)};\n${source.slice(start, end + 3)}\n`;
    },
  };
};
