import {
  Alert,
  createTheme,
  type CSSVariablesResolver,
  type MantineThemeOverride,
} from '@mantine/core';
import { PRIMARY_SHADE, primaryShades } from '../theme-colors';

/**
 * Mantine's defaults fail WCAG AA contrast (primary blue.6 on white is 3.56:1).
 * Shade 8 gives 5.0:1 for filled buttons and links; the error, dimmed and
 * placeholder colours are darkened too. Alert titles are drawn in the text colour: the
 * alert's own colour (yellow for warnings) stays on its border, where 3:1 is not needed.
 */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  focusRing: 'auto',
  defaultRadius: 'sm',
  components: {
    Alert: Alert.extend({ styles: { title: { color: 'var(--mantine-color-text)' } } }),
  },
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-error': 'var(--mantine-color-red-9)', // 5.5:1
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', // 8.2:1
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
  },
  dark: {},
});

/**
 * The theme of an archive with its own primary colour (the page config's `primaryColor`):
 * its ten shades as the colour `archive`, filled variants in the colour itself (the server
 * accepts only colours white text reads on at 4.5:1). Null or no `#rrggbb`: the theme above.
 */
export function themeFor(primaryColor: string | null): MantineThemeOverride {
  const shades = primaryColor ? primaryShades(primaryColor) : null;
  if (!shades) return theme;
  return {
    ...theme,
    colors: { ...theme.colors, archive: shades },
    primaryColor: 'archive',
    primaryShade: { light: PRIMARY_SHADE, dark: PRIMARY_SHADE },
  };
}
