// Shared by the tests of the day's confirmed groups (the check-in's and the daily report's):
// a group's fields as both answers carry them, and one screen rendered at one address.
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { renderWithProviders, type RenderOptions } from './render';

/** A confirmed group of 15 seats for 14 participants, 09:00–12:00, with its organiser. */
export const confirmedGroup = {
  id: 17,
  startTime: '09:00',
  endTime: '12:00',
  bookingNumber: 'K7RX2PQM',
  organiserName: 'Maria Muster',
  institution: 'BG Klosterneuburg',
  seats: 15,
  participants: 14,
  wholeRoom: false,
};

/** `screen` as the element of `route`, opened at `path`, inside the real providers. */
export function renderScreenAt(
  path: string,
  route: string,
  screen: ReactElement,
  options: RenderOptions,
) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={route} element={screen} />
      </Routes>
    </MemoryRouter>,
    options,
  );
}
