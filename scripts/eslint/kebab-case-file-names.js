// A local ESLint rule: every folder and file name of a linted file is kebab-case
// (`submit-publication/route.test.ts`, never `SubmitPublication/Route.ts` or `route_test.ts`).
import path from 'node:path';

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** `route.test.ts` → ['route', 'test', 'ts']: each dot-separated part must be kebab-case. */
const badParts = (name) => name.split('.').filter((part) => !KEBAB.test(part));

export const kebabCaseFileNames = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Folder and file names in kebab-case' },
    schema: [],
    messages: { notKebab: '"{{name}}" is not kebab-case: name files and folders like "submit-publication".' },
  },
  create(context) {
    return {
      Program(node) {
        const relative = path.relative(context.cwd, context.filename);
        if (relative.startsWith('..')) return;
        for (const name of relative.split(path.sep)) {
          if (name.startsWith('.') || badParts(name).length === 0) continue;
          context.report({ node, messageId: 'notKebab', data: { name } });
        }
      },
    };
  },
};
