import { describe, expect, it } from 'vitest';
import { testConfig } from '../test/app';
import { renderSeatMoved } from './seat-mails';
import { mailSignatureOf } from './signature';

const booking = {
  bookingNumber: 'AB12CD34',
  roomName: 'Reading room <East>',
  date: '2030-03-06',
  startTime: '09:00',
  endTime: '12:00',
  seatLabel: 'M2',
};
const signature = mailSignatureOf(testConfig({ SITE_NAME: 'Stadtarchiv Musterstadt' }));

describe('the seat-moved mail', () => {
  it('tells the new seat, the visit and the booking link in English; HTML escapes the values', () => {
    const mail = renderSeatMoved({
      language: 'en',
      booking,
      bookingUrl: 'http://localhost:3000/reservation-confirmation/abc?lang=en',
      signature,
    });
    expect(mail.subject).toBe('Your reading room seat has changed');
    expect(mail.text).toContain('New seat: M2');
    expect(mail.text).toContain('Date: 06.03.2030');
    expect(mail.text).toContain('Time: 09:00–12:00\n');
    expect(mail.text).toContain('Booking number: AB12CD34');
    expect(mail.text).toContain('http://localhost:3000/reservation-confirmation/abc?lang=en');
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain('Reading room &lt;East&gt;');
    expect(mail.html).not.toContain('<East>');
  });

  it('is German with the hour suffix, and has no link line without an owner link', () => {
    const mail = renderSeatMoved({ language: 'de', booking, bookingUrl: null, signature });
    expect(mail.subject).toBe('Ihr Platz im Lesesaal hat sich geändert');
    expect(mail.text).toContain('Uhrzeit: 09:00–12:00 Uhr');
    expect(mail.text).not.toContain('Ihre Buchung ansehen');
  });
});
