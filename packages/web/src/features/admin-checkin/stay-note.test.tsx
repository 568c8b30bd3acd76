import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { StayNote } from './components/stay-note';

const stay = { firstDay: '2099-03-02', lastDay: '2099-03-06', heldUnits: 2 };

describe('a check-in line of a research stay', () => {
  it.each([
    [
      'de' as const,
      'Forschungs\u00adaufenthalt 2. März 2099 bis 6. März 2099',
      '2 Archivalien für den Aufenthalt zurückgelegt',
    ],
    ['en' as const, 'Research stay 2 March 2099 to 6 March 2099', '2 records held for the stay'],
  ])('names the span and the records held for it (%s)', async (language, span, held) => {
    await renderWithProviders(<StayNote line={{ stay }} />, {
      namespaces: ['admin-stays'],
      config: { language },
    });
    expect(await screen.findByText(span)).toBeInTheDocument();
    expect(screen.getByText(held)).toBeInTheDocument();
  });

  it('says no records on the first day, and nothing for a single visit', async () => {
    const { container } = await renderWithProviders(
      <>
        <StayNote line={{ stay: { ...stay, heldUnits: 0 } }} />
        <StayNote line={{ stay: null }} />
      </>,
      { namespaces: ['admin-stays'] },
    );
    await screen.findByText(/^Forschungs/);
    expect(container).not.toHaveTextContent('zurückgelegt');
  });
});
