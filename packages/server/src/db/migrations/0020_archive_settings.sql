-- An archive's own settings (docs/decisions/many-archives.md, phase 3): branding, public
-- texts, mail sender and server, reminders, booking rules, label overrides and the directory
-- sign-in, as one JSON object whose keys are optional (packages/domain/src/archives/settings.ts).
-- A key absent is the installation's setting: every existing archive gets '{}', so an upgraded
-- installation behaves exactly as before.
ALTER TABLE "archives" ADD COLUMN "settings" jsonb DEFAULT '{}'::jsonb NOT NULL;
