import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createMemoryMailTransport } from '../../mail/transport';

/**
 * The web app's API types, generated from this server's own OpenAPI document: the app is
 * built in-process (no database, no port) and its `/api/docs/json` document turned into
 * TypeScript by openapi-typescript. `npm run api:types` writes the result to
 * {@link WEB_TYPES_FILE}; a test compares the committed file with a fresh one.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

/** The committed file the web app's typed client (openapi-fetch) reads its paths from. */
export const WEB_TYPES_FILE = path.join(root, 'packages/web/src/api/schema.d.ts');

const HEADER =
  "// Generated from the server's OpenAPI document by `npm run api:types` " +
  '(packages/server/src/http/openapi/web-types.ts). Do not edit: change the route schemas ' +
  'and regenerate; a test fails while this file is stale.\n';

/** A database that refuses every use: building the app and its document needs none. */
const noDatabase = new Proxy(
  {},
  {
    get(_target, property) {
      throw new Error(
        `the OpenAPI document was built with a database access (${String(property)})`,
      );
    },
  },
);

/**
 * The app's OpenAPI document. The config is fixed (not the caller's environment) so every
 * machine generates the same document; the routes and their schemas do not depend on it.
 */
export async function buildApiDocument(): Promise<OpenAPI3> {
  const config = {
    ...loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:3000', BOT_PROTECTION: 'off' }),
    dataDir: null,
  };
  const app = await buildApp({
    config,
    db: noDatabase as never,
    mail: createMemoryMailTransport(),
  });
  try {
    await app.ready();
    return app.swagger() as unknown as OpenAPI3;
  } finally {
    await app.close();
  }
}

/** The contents of {@link WEB_TYPES_FILE}: the document as TypeScript, formatted by prettier. */
export async function renderWebApiTypes(document?: OpenAPI3): Promise<string> {
  const ast = await openapiTS(document ?? (await buildApiDocument()));
  const options = await resolveConfig(WEB_TYPES_FILE);
  return format(HEADER + astToString(ast), { ...options, filepath: WEB_TYPES_FILE });
}
