import { writeFile } from 'node:fs/promises';
import { renderWebApiTypes, WEB_TYPES_FILE } from './web-types';

// `npm run api:types`: regenerates the web app's API types from the route schemas.
await writeFile(WEB_TYPES_FILE, await renderWebApiTypes());
console.log(`wrote ${WEB_TYPES_FILE}`);
