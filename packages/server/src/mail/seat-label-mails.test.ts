import { describe, expect, it } from 'vitest';
import { createBookingCalendar } from './ics';
import { renderBookingConfirmation } from './templates';
import type { MailSignature } from './signature';

const signature: MailSignature = {
  sender: 'Stadtarchiv Musterstadt',
  contactEmail: 'archiv@musterstadt.example',
  imprintUrl: null,
  privacyUrl: null,
  accessibilityStatementUrl: null,
  publicUrl: 'https://termine.musterstadt.example',
};

const seated = {
  id: 7,
  bookingNumber: 'ABCDEFGH',
  roomName: 'Lesesaal',
  roomDescription: 'Erdgeschoss',
  date: '2026-12-01',
  startTime: '09:00',
  endTime: '12:00',
  seatLabel: 'M2',
};

describe('the named seat in the booking mails', () => {
  it.each([
    ['de', 'Platz: M2', 'Platz M2'],
    ['en', 'Seat: M2', 'Seat M2'],
  ] as const)(
    'names the seat in the %s confirmation and its calendar file',
    (language, row, ics) => {
      const mail = renderBookingConfirmation({
        language,
        recipient: { salutation: null, title: null, firstName: 'Anna', lastName: 'Gruber' },
        tickets: [seated],
        confirmationUrl: 'https://termine.musterstadt.example/x',
        signature,
      });
      expect(mail.text).toContain(row);
      expect(mail.html).toContain('M2');
      const calendar = createBookingCalendar([seated], 'Europe/Vienna', 'archiv.example', language);
      // the room (and its seat) is where the visitor goes; its description tells the way
      expect(calendar).toContain(`LOCATION:Lesesaal\\, ${ics}`);
      expect(calendar).toContain('Erdgeschoss');
      expect(calendar).toContain(ics);
    },
  );

  it('leaves the seat out where none is assigned', () => {
    const mail = renderBookingConfirmation({
      language: 'de',
      recipient: { salutation: null, title: null, firstName: 'Anna', lastName: 'Gruber' },
      tickets: [{ ...seated, seatLabel: null }],
      confirmationUrl: 'https://termine.musterstadt.example/x',
      signature,
    });
    expect(mail.text).not.toContain('Platz:');
    const calendar = createBookingCalendar([{ ...seated, seatLabel: null }], 'Europe/Vienna', 'a');
    expect(calendar).toContain('LOCATION:Lesesaal\r\n');
    expect(calendar).not.toContain('Platz');
  });
});
