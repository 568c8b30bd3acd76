import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHexColor, PRIMARY_SHADE, primaryShades } from './theme-colors';
import { theme, themeFor } from './app/theme';

// colours white text reads on at 4.5:1 or a little more, of different hues
const ACCEPTED = ['#767676', '#0b5cad', '#1a7f37', '#b3261e', '#8a4b00', '#6f42c1', '#000000'];

describe('contrastRatio', () => {
  it('computes the WCAG ratios', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#abcdef', '#abcdef')).toBe(1);
  });

  it('is null for what is no #rrggbb colour', () => {
    expect(contrastRatio('#fff', '#000000')).toBeNull();
    expect(contrastRatio('blue', '#000000')).toBeNull();
    expect(parseHexColor('#12345g')).toBeNull();
    expect(parseHexColor(' #0B5CAD ')).toEqual([11, 92, 173]);
  });
});

describe('primaryShades', () => {
  it('keeps the given colour as the filled shade, lighter before it and darker after it', () => {
    const shades = primaryShades('#0B5CAD')!;
    expect(shades).toHaveLength(10);
    expect(shades[PRIMARY_SHADE]).toBe('#0b5cad');
    const lightness = shades.map((shade) => contrastRatio(shade, '#000000')!);
    for (let i = 1; i < shades.length; i++) expect(lightness[i]).toBeLessThan(lightness[i - 1]!);
    expect(shades.every((shade) => /^#[0-9a-f]{6}$/.test(shade))).toBe(true);
  });

  it.each(ACCEPTED)('keeps white text and the light variant readable for %s', (hex) => {
    const shades = primaryShades(hex)!;
    expect(contrastRatio('#ffffff', shades[PRIMARY_SHADE])).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#ffffff', shades[9])).toBeGreaterThanOrEqual(4.5); // filled hover
    expect(contrastRatio(shades[9], shades[1])).toBeGreaterThanOrEqual(4.5); // light variant
    expect(contrastRatio(shades[9], shades[2])).toBeGreaterThanOrEqual(4.5); // its hover
  });

  it('is null for anything but #rrggbb', () => {
    expect(primaryShades('red')).toBeNull();
    expect(primaryShades('#abc')).toBeNull();
  });
});

describe('themeFor', () => {
  it('leaves the theme unchanged without a colour or with an unusable one', () => {
    expect(themeFor(null)).toBe(theme);
    expect(themeFor('rot')).toBe(theme);
  });

  it("makes the archive's colour the primary colour, filled in the given shade", () => {
    const branded = themeFor('#1a7f37');
    expect(branded.primaryColor).toBe('archive');
    expect(branded.primaryShade).toEqual({ light: PRIMARY_SHADE, dark: PRIMARY_SHADE });
    expect(branded.colors?.archive?.[PRIMARY_SHADE]).toBe('#1a7f37');
    expect(branded.components).toBe(theme.components);
  });
});
