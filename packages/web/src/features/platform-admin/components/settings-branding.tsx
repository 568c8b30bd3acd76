import { Box, Group, Stack, Text, Title } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { contrastWithWhite, isUsablePrimaryColor } from '@lesesaal/domain/archives/settings';
import {
  HEX_COLOR_PATTERN,
  MIN_CONTRAST_WITH_WHITE,
} from '@lesesaal/domain/archives/settings-color';
import type { SettingsForm } from '../settings-form';
import type { InstallationSettings } from '../settings-api';
import { SettingField } from './settings-field';

/** The theme's own primary colour (blue, shade 8) when neither archive nor installation has one. */
const THEME_PRIMARY = '#1971c2';

/**
 * The colour as buttons would show it, white text on it, and its contrast ratio with white in
 * words (announced politely when it changes: the ratio is what decides whether it may be saved).
 */
function ColourPreview({ installation }: { installation: string | null }) {
  const { t, i18n } = useTranslation('platform');
  const { control } = useFormContext<SettingsForm>();
  const typed = useWatch({ control, name: 'primaryColor' }).trim();
  const valid = HEX_COLOR_PATTERN.test(typed);
  const colour = valid ? typed : (installation ?? THEME_PRIMARY);
  const ratio = contrastWithWhite(colour);
  const format = (value: number) =>
    new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(value);
  const enough = isUsablePrimaryColor(colour);
  return (
    <Group gap="md" align="center" wrap="wrap">
      {/* white text only on a colour it reads on; a colour too light shows as a swatch */}
      <Box
        aria-hidden
        miw={48}
        mih={32}
        px="md"
        py={6}
        style={{ background: colour, color: '#ffffff', borderRadius: 4, fontWeight: 600 }}
      >
        {enough ? t('settings.branding.sample') : null}
      </Box>
      <Text role="status" size="sm">
        {typed !== '' && !valid
          ? t('settings.branding.previewInvalid')
          : t(enough ? 'settings.branding.contrastOk' : 'settings.branding.contrastLow', {
              ratio: format(ratio),
              needed: format(MIN_CONTRAST_WITH_WHITE),
              colour,
            })}
      </Text>
    </Group>
  );
}

/** Logo and primary colour, with the colour's live preview. */
export function BrandingSection({ installation }: { installation: InstallationSettings }) {
  const { t } = useTranslation('platform');
  const none = t('settings.none');
  return (
    <section aria-labelledby="settings-branding">
      <Title order={2} size="h3" id="settings-branding" mb="sm">
        {t('settings.branding.title')}
      </Title>
      <Stack gap="md">
        <SettingField
          name="logoUrl"
          type="url"
          label={t('settings.fields.logoUrl')}
          hint={t('settings.hints.httpsUrl')}
          installation={installation.logoUrl ?? none}
        />
        <SettingField
          name="primaryColor"
          label={t('settings.fields.primaryColor')}
          hint={t('settings.hints.primaryColor')}
          installation={installation.primaryColor ?? t('settings.branding.themeColour')}
        />
        <ColourPreview installation={installation.primaryColor} />
      </Stack>
    </section>
  );
}
