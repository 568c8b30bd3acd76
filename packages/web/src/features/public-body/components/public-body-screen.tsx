import { useLocation } from 'react-router';
import { PUBLIC_BODY_PATHS } from '../../../components/public-body-links';
import { AccessibilityFeedbackScreen } from './accessibility-feedback-screen';
import { AccessibilityStatementScreen } from './accessibility-statement-screen';
import { EasyLanguageScreen } from './easy-language-screen';
import { PrivacyScreen } from './privacy-screen';

const SCREENS = {
  [PUBLIC_BODY_PATHS.statement]: AccessibilityStatementScreen,
  [PUBLIC_BODY_PATHS.feedback]: AccessibilityFeedbackScreen,
  [PUBLIC_BODY_PATHS.easyLanguage]: EasyLanguageScreen,
  [PUBLIC_BODY_PATHS.privacy]: PrivacyScreen,
};

/**
 * The pages a public body publishes, one chunk for all four (the visitor's first download
 * carries one loader instead of four): the screen of the current path.
 */
export function PublicBodyScreen() {
  const path = useLocation().pathname.replace(/(.)\/+$/, '$1');
  const Screen = SCREENS[path as keyof typeof SCREENS] ?? AccessibilityStatementScreen;
  return <Screen />;
}
