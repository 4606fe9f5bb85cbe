import { fileURLToPath } from 'node:url';
import { type Plugin, runnerImport } from 'vite';

// Modules of src/lib that derive a list for the admin shell from the sections' definitions (the row
// sections' screens, the sections' checklist steps). The build puts each module's computed exports in its
// place, so the first screen does not load the definitions' schemas.
const SOURCES = ['../src/lib/row-section-screens.ts', '../src/lib/section-checklist-steps.ts'].map((path) =>
  fileURLToPath(new URL(path, import.meta.url)),
);

export function listsFromDefinitions(): Plugin {
  const computed = new Map<string, Promise<string>>();
  const compute = async (source: string) => {
    const { module } = await runnerImport<Record<string, unknown>>(source);
    return Object.entries(module)
      .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};\n`)
      .join('');
  };
  return {
    name: 'webku-lists-from-definitions',
    async load(id) {
      if (!SOURCES.includes(id)) return null;
      if (!computed.has(id)) computed.set(id, compute(id));
      return computed.get(id)!;
    },
  };
}
