import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { storeLanguageChoice } from './language-choice';

/**
 * Switches between German and English; the label is written in the target language.
 * The texts are loaded first, so the screen does not fall back to a loading state. The
 * choice is kept for the tab (language-choice.ts).
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('common');
  const target = i18n.resolvedLanguage === 'en' ? 'de' : 'en';
  const switchLanguage = async () => {
    await i18n.loadLanguages(target);
    await i18n.changeLanguage(target);
    storeLanguageChoice(target);
  };
  return (
    <Button
      variant="subtle"
      color="dark"
      size="compact-md"
      lang={target}
      onClick={() => void switchLanguage()}
    >
      {t('language.switchTo')}
    </Button>
  );
}
