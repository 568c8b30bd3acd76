import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { useNotify } from './notification-context';
import { NotificationList } from './notification-list';

function NotifyButton() {
  const notify = useNotify();
  return (
    <button
      type="button"
      onClick={() =>
        notify({ type: 'success', title: 'Feiertag angelegt', description: 'Neujahr, 01.01.2027' })
      }
    >
      notify
    </button>
  );
}

/**
 * The fake clock's year: the next one. The list drops an entry 10 s after its date by the
 * clock it rendered with, so a fake "now" before the real one would drop every entry at once
 * (a fixed 2027 failed from 1 March 2027 on).
 */
const YEAR = new Date().getFullYear() + 1;

/**
 * Renders with real timers (i18next initialises on a timer), then switches to fake ones.
 * Clicks use fireEvent: Testing Library's async wrapper waits on a timer it only advances
 * for Jest's fake timers.
 */
async function renderList() {
  await renderWithProviders(
    <>
      <NotifyButton />
      <NotificationList />
    </>,
  );
  vi.useFakeTimers({ now: new Date(`${YEAR}-03-01T10:00:00Z`) });
}

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('NotificationList', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each(['de', 'en'] as const)(
    'dates an entry as the spec writes dates, dd.MM.yyyy with a 24-hour time, never US style (%s)',
    async (language) => {
      await renderWithProviders(
        <>
          <NotifyButton />
          <NotificationList />
        </>,
        { config: { language } },
      );
      // 14:05:09 in Vienna (CET, UTC+1), whatever zone the test runs in
      vi.useFakeTimers({ now: new Date(`${YEAR}-03-01T13:05:09Z`) });
      click('notify');
      const time = screen.getByRole('alert').querySelector('time');
      expect(time).toHaveTextContent(new RegExp(`^01\\.03\\.${YEAR}, 14:05:09$`));
    },
  );

  it("stamps an entry with the archive's time, not the browser's: 00:20 in Vienna is the day before in UTC", async () => {
    await renderWithProviders(
      <>
        <NotifyButton />
        <NotificationList />
      </>,
      { config: { timeZone: 'Europe/Vienna' } },
    );
    vi.useFakeTimers({ now: new Date(`${YEAR}-12-02T23:20:00Z`) });
    click('notify');
    expect(screen.getByRole('alert').querySelector('time')).toHaveTextContent(
      `03.12.${YEAR}, 00:20:00`,
    );
  });

  it('announces a new entry as an alert with its title, description, date and type', async () => {
    await renderList();
    click('notify');

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Erfolg: Feiertag angelegt');
    expect(alert).toHaveTextContent('Neujahr, 01.01.2027');
    expect(alert).toHaveAttribute('data-type', 'success');
    expect(alert.querySelector('time')).toHaveAttribute('datetime', `${YEAR}-03-01T10:00:00.000Z`);
  });

  it('removes an entry 10 seconds after its date, not before', async () => {
    await renderList();
    click('notify');

    act(() => vi.advanceTimersByTime(9_000));
    expect(screen.getByRole('alert')).toHaveTextContent('Feiertag angelegt');

    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lets the user close an entry early', async () => {
    await renderList();
    click('notify');
    click('Mitteilung schließen');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
