import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { SeatList } from './seat-list';
import { SeatPlan, type PlanSeat } from './seat-plan';
import { movedPosition } from './seat-states';

const seats: PlanSeat[] = [
  { id: 1, label: '12', x: 100, y: 200, state: 'free' },
  { id: 2, label: 'M2', x: 500, y: 500, state: 'taken' },
  { id: 3, label: 'B1', x: 900, y: 100, state: 'blocked' },
  { id: 4, label: 'F1', x: 300, y: 300, state: 'matching' },
  { id: 5, label: '99', x: null, y: null, state: 'free' },
];

describe('SeatPlan', () => {
  it('draws each placed seat as a button named by label and state, and tells the state by symbol too', async () => {
    await renderWithProviders(<SeatPlan label="Raumplan" plan={null} seats={seats} />, {
      namespaces: ['seats'],
    });
    const plan = screen.getByRole('group', { name: 'Raumplan' });
    expect(plan).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Platz 12, frei' })).toHaveTextContent('○12');
    expect(screen.getByRole('button', { name: 'Platz M2, belegt' })).toHaveTextContent('×M2');
    expect(screen.getByRole('button', { name: 'Platz B1, gesperrt' })).toHaveTextContent('⊘B1');
    expect(
      screen.getByRole('button', { name: 'Platz F1, frei, passt zu Ihrem Bedarf' }),
    ).toHaveTextContent('★F1');
    // not placed: not on the plan
    expect(screen.queryByRole('button', { name: /Platz 99/ })).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Zeichenerklärung' })).toHaveTextContent('gesperrt');
  });

  it('selects by click and moves the selected seat with the arrow keys (Shift: larger steps)', async () => {
    const onSelect = vi.fn();
    const onPlace = vi.fn();
    const { user } = await renderWithProviders(
      <SeatPlan
        label="Raumplan"
        plan={null}
        seats={seats}
        selectedId={1}
        onSelect={onSelect}
        onPlace={onPlace}
      />,
      { namespaces: ['seats'] },
    );
    const twelve = screen.getByRole('button', { name: 'Platz 12, frei' });
    expect(twelve).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Platz M2, belegt' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    twelve.focus();
    await user.keyboard('{ArrowRight}');
    expect(onPlace).toHaveBeenLastCalledWith(1, 110, 200);
    await user.keyboard('{Shift>}{ArrowUp}{/Shift}');
    expect(onPlace).toHaveBeenLastCalledWith(1, 100, 150);
    // another seat's keys move nothing; a click selects it
    onPlace.mockClear();
    const m2 = screen.getByRole('button', { name: 'Platz M2, belegt' });
    m2.focus();
    await user.keyboard('{ArrowLeft}');
    expect(onPlace).not.toHaveBeenCalled();
    await user.click(m2);
    expect(onSelect).toHaveBeenCalledWith(2);
  });

  it("lets a visitor choose a free seat on the plan; others stay reachable and say they can't be chosen", async () => {
    const onPick = vi.fn();
    const { user } = await renderWithProviders(
      <SeatPlan label="Raumplan" plan={null} seats={seats} onPick={onPick} />,
      { namespaces: ['seats'] },
    );
    const taken = screen.getByRole('button', { name: 'Platz M2, belegt' });
    expect(taken).toHaveAttribute('aria-disabled', 'true');
    expect(taken).not.toHaveAttribute('aria-pressed');
    await user.click(taken);
    await user.click(screen.getByRole('button', { name: 'Platz B1, gesperrt' }));
    expect(onPick).not.toHaveBeenCalled();
    const matching = screen.getByRole('button', { name: 'Platz F1, frei, passt zu Ihrem Bedarf' });
    expect(matching).not.toHaveAttribute('aria-disabled');
    matching.focus();
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith(seats[3]);
    await user.click(screen.getByRole('button', { name: 'Platz 12, frei' }));
    expect(onPick).toHaveBeenLastCalledWith(seats[0]);
  });

  it('keeps moved positions on the plan', () => {
    expect(movedPosition({ x: 995, y: 0 }, 'ArrowRight', 10)).toEqual({ x: 1000, y: 0 });
    expect(movedPosition({ x: 5, y: 5 }, 'ArrowUp', 50)).toEqual({ x: 5, y: 0 });
    expect(movedPosition({ x: 5, y: 5 }, 'Enter', 10)).toBeNull();
  });
});

describe('SeatList', () => {
  it('lists every seat with its state in words and its equipment', async () => {
    await renderWithProviders(
      <SeatList
        label="Plätze"
        seats={[
          { id: 1, label: '12', state: 'free', equipment: ['Steckdose'] },
          { id: 2, label: 'M2', state: 'blocked', equipment: [] },
        ]}
      />,
      { namespaces: ['seats'] },
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Platz 12○ freiSteckdose',
      'Platz M2⊘ gesperrt',
    ]);
  });
});
