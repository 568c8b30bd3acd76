/**
 * The platform API's operations, written from its contract until the server's OpenAPI
 * document (and so the generated `api/schema.d.ts`) has them: merged into the generated
 * `paths`, so the typed client and the typed test fixtures check them the same way. Remove
 * this file once `npm run api:types` writes these paths (the two would conflict).
 */
export {};

interface ErrorBody {
  error: string;
  payload?: string[];
}
type Json<B> = { headers: Record<string, unknown>; content: { 'application/json': B } };
type NoContent = { headers: Record<string, unknown>; content?: never };
type Errors<S extends number> = { [K in S]: Json<ErrorBody> };
type NoParams = { query?: never; header?: never; path?: never; cookie?: never };
type IdParam = { query?: never; header?: never; path: { id: string }; cookie?: never };

interface PlatformAdmin {
  email: string;
  displayName: string;
}

interface Archive {
  id: number;
  slug: string;
  name: string;
  hostName: string | null;
  timeZone: string | null;
  defaultLanguage: 'de' | 'en' | null;
  suspended: boolean;
  createdAt: string;
  isDefault: boolean;
}

interface ArchiveCounts {
  archiveId: number;
  slug: string;
  name: string;
  suspended: boolean;
  rooms: number;
  timeSlots: number;
  ticketsBookedThisMonth: number;
  ticketsBookedThisYear: number;
  staffAccounts: number;
}

interface Operation<Body, Responses, Params = NoParams> {
  parameters: Params;
  requestBody: { content: { 'application/json': Body } };
  responses: Responses;
}
interface Bodiless<Responses, Params = NoParams> {
  parameters: Params;
  requestBody?: never;
  responses: Responses;
}
type Method = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';
/** A path's item: the operations it has, every other method `never` (as generated). */
type PathItem<O extends Partial<Record<Method, unknown>>> = { parameters: NoParams } & {
  [K in Exclude<Method, keyof O>]?: never;
} & O;

declare module '../../api/schema' {
  interface paths {
    '/api/platform/auth/login': PathItem<{
      post: Operation<
        { email: string; password: string },
        { 200: Json<PlatformAdmin> } & Errors<400 | 401 | 403 | 429>
      >;
    }>;
    '/api/platform/auth/logout': PathItem<{ post: Bodiless<{ 204: NoContent } & Errors<403>> }>;
    '/api/platform/auth/me': PathItem<{
      get: Bodiless<{ 200: Json<PlatformAdmin> } & Errors<401>>;
    }>;
    '/api/platform/archives': PathItem<{
      get: Bodiless<{ 200: Json<Archive[]> } & Errors<401>>;
      post: Operation<
        {
          slug: string;
          name: string;
          hostName?: string;
          timeZone?: string;
          defaultLanguage?: 'de' | 'en';
          firstAdmin: { email: string; displayName: string };
        },
        { 201: Json<Archive & { firstAdminPassword: string }> } & Errors<400 | 401 | 403 | 409>
      >;
    }>;
    '/api/platform/archives/{id}': PathItem<{
      patch: Operation<
        {
          slug?: string;
          name?: string;
          hostName?: string | null;
          timeZone?: string | null;
          defaultLanguage?: 'de' | 'en' | null;
          suspended?: boolean;
        },
        { 200: Json<Archive> } & Errors<400 | 401 | 403 | 404 | 409>,
        IdParam
      >;
      delete: Bodiless<{ 204: NoContent } & Errors<400 | 401 | 403 | 404 | 409>, IdParam>;
    }>;
    '/api/platform/archives/{id}/support': PathItem<{
      post: Bodiless<{ 200: Json<{ url: string }> } & Errors<400 | 401 | 403 | 404 | 409>, IdParam>;
    }>;
    '/api/platform/overview': PathItem<{
      get: Bodiless<{ 200: Json<ArchiveCounts[]> } & Errors<401>>;
    }>;
  }
}
