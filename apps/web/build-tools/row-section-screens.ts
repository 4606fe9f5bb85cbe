import { fileURLToPath } from 'node:url';
import { type Plugin, runnerImport } from 'vite';

const SOURCE = fileURLToPath(new URL('../src/lib/row-section-screens.ts', import.meta.url));

// src/lib/row-section-screens.ts derives the admin's row-section screens from the sections' definitions;
// the build puts the derived list in its place, so the first screen does not load the definitions' schemas.
export function rowSectionScreens(): Plugin {
  let list: Promise<string> | undefined;
  return {
    name: 'webku-row-section-screens',
    async load(id) {
      if (id !== SOURCE) return null;
      list ??= runnerImport<typeof import('../src/lib/row-section-screens')>(SOURCE).then(({ module }) =>
        JSON.stringify(module.ROW_SECTION_SCREENS),
      );
      return `export const ROW_SECTION_SCREENS = ${await list};\n`;
    },
  };
}
