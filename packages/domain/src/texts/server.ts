/**
 * The server's namespaces of the one text catalogue (README.md beside this file): what the
 * server writes itself — mails and their calendar files (`server-mail`), the staff's CSV and
 * XLSX exports (`server-exports`). The same i18next JSON as the web's namespaces; the web
 * never loads these. Imported as JSON modules, so they travel with the compiled code (the
 * production bundle keeps each file beside this one).
 */
import deExports from './de/server-exports.json' with { type: 'json' };
import deMail from './de/server-mail.json' with { type: 'json' };
import enExports from './en/server-exports.json' with { type: 'json' };
import enMail from './en/server-mail.json' with { type: 'json' };

export const SERVER_TEXTS = {
  de: { 'server-mail': deMail, 'server-exports': deExports },
  en: { 'server-mail': enMail, 'server-exports': enExports },
};

export type ServerNamespace = keyof (typeof SERVER_TEXTS)['de'];
