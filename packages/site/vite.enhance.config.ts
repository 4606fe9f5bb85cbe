import { siteScriptConfig } from './vite.script-config.ts';

// The public site's only script: one IIFE, no dependencies, minified into dist/enhance.js.
export default siteScriptConfig('./src/client/enhance.ts', 'webkuEnhance', 'enhance.js');
