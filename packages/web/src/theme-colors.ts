/**
 * An archive's primary colour as a Mantine theme colour: the ten shades built from one
 * `#rrggbb` value, and the contrast ratio (WCAG 2.1) the settings screen shows and the tests
 * check. Pure functions, no DOM.
 */
import type { MantineColorsTuple } from '@mantine/core';

/** The shade filled buttons, links and outlines use: the archive's colour itself. */
export const PRIMARY_SHADE = 8;

const HEX = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;

type Rgb = readonly [number, number, number];

/** `#rrggbb` → red, green, blue (0–255); null for anything else. */
export function parseHexColor(hex: string): Rgb | null {
  const match = HEX.exec(hex.trim());
  if (!match) return null;
  return [parseInt(match[1]!, 16), parseInt(match[2]!, 16), parseInt(match[3]!, 16)];
}

const toHex = (rgb: Rgb) =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** `amount` (0–1) of `to` mixed into `from`. */
const mix = (from: Rgb, to: Rgb, amount: number): Rgb => [
  from[0] + (to[0] - from[0]) * amount,
  from[1] + (to[1] - from[1]) * amount,
  from[2] + (to[2] - from[2]) * amount,
];

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

/** Relative luminance as WCAG 2.1 defines it. */
function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two `#rrggbb` colours (1 to 21); null when one is no such colour. */
export function contrastRatio(a: string, b: string): number | null {
  const first = parseHexColor(a);
  const second = parseHexColor(b);
  if (!first || !second) return null;
  const [light, dark] = [luminance(first), luminance(second)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** How much white is mixed into the colour for the shades 0 to 7 (lightest first). */
const TINTS = [0.95, 0.88, 0.78, 0.66, 0.54, 0.42, 0.3, 0.16] as const;

/**
 * The ten shades of a primary colour, lightest first: shade {@link PRIMARY_SHADE} is the
 * colour as given (so white text on filled buttons keeps the contrast the colour has), 0–7
 * are lighter (backgrounds, borders), 9 is darker (hover of filled buttons, text on the
 * light variant). Null for anything but `#rrggbb`.
 */
export function primaryShades(hex: string): MantineColorsTuple | null {
  const base = parseHexColor(hex);
  if (!base) return null;
  const lighter = TINTS.map((amount) => toHex(mix(base, WHITE, amount)));
  return [...lighter, toHex(base), toHex(mix(base, BLACK, 0.3))] as unknown as MantineColorsTuple;
}
