import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';

/** The CSS variables Mantine wrote into the page for the theme. */
const themeCss = () =>
  [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');

describe("the archive's primary colour in the apps", () => {
  it('draws filled buttons in the colour of the page config', async () => {
    await renderWithProviders(<Button>Buchen</Button>, { config: { primaryColor: '#1a7f37' } });
    expect(screen.getByRole('button', { name: 'Buchen' })).toBeVisible();
    const css = themeCss();
    expect(css).toContain('--mantine-color-archive-8: #1a7f37');
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-archive-filled)');
    expect(css).toContain('--mantine-color-archive-filled: var(--mantine-color-archive-8)');
  });

  it('keeps the standard theme without a colour', async () => {
    await renderWithProviders(<Button>Buchen</Button>, { config: { primaryColor: null } });
    const css = themeCss();
    expect(css).not.toContain('--mantine-color-archive');
    expect(css).not.toContain('--mantine-primary-color-filled: var(--mantine-color-archive');
  });
});
