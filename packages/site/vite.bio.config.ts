import { siteScriptConfig } from './vite.script-config.ts';

// The link-in-bio page's script (the visit beacon, and the field-speed loader): minified into dist/bio.js.
export default siteScriptConfig('./src/client/bio.ts', 'webkuBio', 'bio.js');
