import { describe, expect, it } from 'vitest';
import {
  renderBookingConfirmation,
  renderCancellationConfirmation,
  renderVisitReminder,
} from './templates';

const ticket = {
  bookingNumber: 'ABCDEFGH',
  roomName: 'Lesesaal <1>',
  roomDescription: 'Erdgeschoss',
  date: '2026-12-01',
  startTime: '09:00',
  endTime: '12:00',
};

const hostile = {
  salutation: 'MS' as const,
  title: '<b>Dr.</b>',
  firstName: '<a href="http://evil.example">Anna</a>',
  lastName: 'Gruber\r\nBcc: victim@example.org',
};

describe('mail templates and visitor text', () => {
  it('escapes visitor text in the HTML part, so it can never become a link or markup', () => {
    for (const mail of [
      renderBookingConfirmation({
        language: 'de',
        recipient: hostile,
        tickets: [ticket],
        confirmationUrl: 'http://localhost:3000/reservation-confirmation/x',
      }),
      renderCancellationConfirmation({ language: 'en', recipient: hostile, tickets: [ticket] }),
      renderVisitReminder({
        language: 'de',
        recipient: hostile,
        tickets: [ticket],
        confirmationUrl: 'http://localhost:3000/reservation-confirmation/x',
      }),
    ]) {
      expect(mail.html).not.toContain('<a href="http://evil.example">');
      expect(mail.html).not.toContain('<b>Dr.</b>');
      expect(mail.html).toContain('&lt;a href=&quot;http://evil.example&quot;&gt;Anna&lt;/a&gt;');
      expect(mail.html).toContain('&lt;b&gt;Dr.&lt;/b&gt;');
      expect(mail.html).toContain('Lesesaal &lt;1&gt;');
      // the only link of the whole mail is ours
      expect(mail.html.match(/<a /g)?.length ?? 0).toBeLessThanOrEqual(1);
    }
  });

  it('keeps visitor text out of the subject and never lets a name break a line', () => {
    const mail = renderBookingConfirmation({
      language: 'en',
      recipient: hostile,
      tickets: [ticket],
      confirmationUrl: 'http://localhost:3000/reservation-confirmation/x',
    });
    expect(mail.subject).toBe('Your reading room reservation');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    const greeting = mail.text.split('\n')[0];
    expect(greeting).toBe(
      'Dear Ms <b>Dr.</b> <a href="http://evil.example">Anna</a> Gruber  Bcc: victim@example.org,',
    );
    expect(mail.text).not.toMatch(/^Bcc:/m);
    expect(mail.text).not.toContain('\r');
    expect(mail.html).not.toMatch(/^Bcc:/m);
  });

  it('shows each ticket’s QR image by its Content-ID with the booking number as alt text, and keeps the number as text', () => {
    const withQr = { ...ticket, qrImage: { contentId: 'booking-abcdefgh@example.org', size: 174 } };
    for (const [language, alt, label] of [
      ['de', 'QR-Code der Buchungsnummer ABCD-EFGH', 'Buchungsnummer: ABCD-EFGH'],
      ['en', 'QR code of booking number ABCD-EFGH', 'Booking number: ABCD-EFGH'],
    ] as const) {
      for (const mail of [
        renderBookingConfirmation({
          language,
          recipient: hostile,
          tickets: [withQr],
          confirmationUrl: 'http://localhost:3000/reservation-confirmation/x',
        }),
        renderVisitReminder({
          language,
          recipient: hostile,
          tickets: [withQr],
          confirmationUrl: 'http://localhost:3000/reservation-confirmation/x',
        }),
      ]) {
        expect(mail.html).toContain(
          `<img src="cid:booking-abcdefgh@example.org" width="174" height="174" alt="${alt}"`,
        );
        expect(mail.text).toContain(label);
        expect(mail.text).not.toContain('cid:');
      }
    }
    // without an image (cancellation) nothing refers to one
    expect(
      renderCancellationConfirmation({ language: 'de', recipient: hostile, tickets: [ticket] })
        .html,
    ).not.toContain('<img');
  });
});
