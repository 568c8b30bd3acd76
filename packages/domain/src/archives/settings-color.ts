/**
 * An archive's primary colour: the web app draws white text on it (buttons, the header), so
 * it must reach WCAG 2.1 AA's 4.5:1 contrast with white.
 */

/** `#rrggbb`, six hex digits. */
export const HEX_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;
/** WCAG 2.1 AA for normal text. */
export const MIN_CONTRAST_WITH_WHITE = 4.5;

/** sRGB channel 0–255 → its linear value (WCAG 2.1's relative luminance). */
function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** The relative luminance of `#rrggbb` (0 black … 1 white). */
export function relativeLuminance(hex: string): number {
  if (!HEX_COLOR_PATTERN.test(hex)) throw new RangeError(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = [1, 3, 5].map((i) => linear(parseInt(hex.slice(i, i + 2), 16)));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The contrast ratio of `#rrggbb` with white: 1 (white) … 21 (black). */
export function contrastWithWhite(hex: string): number {
  return 1.05 / (relativeLuminance(hex) + 0.05);
}

/** A `#rrggbb` colour white text on which reaches 4.5:1. */
export function isUsablePrimaryColor(value: string): boolean {
  return HEX_COLOR_PATTERN.test(value) && contrastWithWhite(value) >= MIN_CONTRAST_WITH_WHITE;
}
