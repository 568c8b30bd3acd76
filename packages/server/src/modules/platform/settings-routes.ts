import { z } from 'zod';
import {
  archiveSettingsAnswerSchema,
  archiveSettingsInputSchema,
} from '@lesesaal/domain/archives/settings';
import { idParamSchema } from '@lesesaal/domain/validation';
import type { ZodApp } from '../../http/types';
import { perArchive } from '../../http/archive-context';
import { adminOf, guarded, SIGNED_IN, tags } from './route-common';
import { createArchiveSettingsService } from './settings-service';

const idParams = z.object({ id: idParamSchema });

const KEYS_TEXT =
  'Keys: `logoUrl`, `primaryColor` (`#rrggbb`, white text on it at least 4.5:1), `imprintUrl`, `privacyUrl`, `accessibilityStatementUrl` (https), ' +
  "`contactEmail`, `feedbackEmail`, `address` (the archive's postal address, one line of at most 200 characters: the location of the mails' calendar entries; the installation has none), `labelOverride` (label key → text), `mailFromAddress` (the archive's name stays the display name), `smtpUrl` (write-only; `smtp://` or `smtps://` with user, password, host and port only: a path or query string 400), " +
  '`reminderTime` (`HH:MM` or `off`), `maxReservations`, `holdMinutes`, `maxDailyTickets`, `timeslotBookableStartValue`, `timeslotBookableEndValue`, ' +
  '`personMaxVisitsPerWeek`, `personMaxVisitsPerMonth` (a number or `off`: no limit), `personLimitScope`, `waitingListOfferHours` (hours or `off`), ' +
  '`userApplication` (`off`, `with-booking`: each booking names purpose and topic, `required`: rooms marked `requiresApplication` need an approved user application), `applicationValidity` (`calendar-year`: until 31 December of the approval\'s year, or `{ "months": 1..60 }`), `applicationPurposes` (1–30 distinct texts), `readingRulesUrl` (https), `readingRulesVersion`, `applicationRetentionYears` (1–30), ' +
  '`directory` (the directory sign-in; its `clientSecret` write-only; `off`: none even when the installation has one). ';

/** An archive's own settings over the installation's: read and change. */
export function platformSettingsRoutes(platform: ZodApp): void {
  const settings = perArchive(createArchiveSettingsService);

  platform.get(
    '/archives/:id/settings',
    {
      config: { errors: guarded },
      schema: {
        tags,
        summary: "An archive's own settings",
        description:
          `${SIGNED_IN}The keys the archive has set (a key absent: the installation's value), and under \`installation\` the installation's value of every key. ` +
          'Secrets are never answered: `smtpUrlSet`, `directory.clientSecretSet`. 404 for an unknown archive.',
        params: idParams,
        response: { 200: archiveSettingsAnswerSchema },
      },
    },
    async (request) => settings(request).read(request.params.id),
  );

  platform.patch(
    '/archives/:id/settings',
    {
      config: { errors: guarded },
      schema: {
        tags,
        summary: "Changes an archive's own settings",
        description:
          `${SIGNED_IN}Only the keys sent change; null clears a key (the installation's value again). ${KEYS_TEXT}` +
          "A `directory` without `clientSecret` keeps the stored one for the same `issuer` and `clientId` (400 [`body.directory.clientSecret`] when there is none, or when either of them changes: the stored secret is never sent to another issuer). Answers the settings as GET does; recorded in the archive's audit log (the keys' names only). 404 for an unknown archive.",
        params: idParams,
        body: archiveSettingsInputSchema,
        response: { 200: archiveSettingsAnswerSchema },
      },
    },
    async (request) => settings(request).change(request.params.id, request.body, adminOf(request)),
  );
}
