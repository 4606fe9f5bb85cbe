import { siteScriptConfig } from './vite.script-config.ts';

// Field speed: the script a sampled view loads lazily (the web-vitals attribution build and the beacon),
// minified into dist/vitals.js; the enhancement script only decides whether to load it.
export default siteScriptConfig('./src/client/vitals.ts', 'webkuVitals', 'vitals.js');
