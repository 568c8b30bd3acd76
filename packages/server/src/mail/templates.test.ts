import { describe, expect, it } from 'vitest';
import { renderWaitingListJoined, renderWaitingListOffer } from './waiting-list-mails';
import {
  renderBookingConfirmation,
  renderCancellationConfirmation,
  renderUnitNotAvailable,
  renderVisitReminder,
  type RenderedMail,
} from './templates';
import type { MailSignature } from './signature';

const ticket = {
  bookingNumber: 'ABCDEFGH',
  roomName: 'Lesesaal <1>',
  roomDescription: 'Erdgeschoss',
  date: '2026-12-01',
  startTime: '09:00',
  endTime: '12:00',
};

const signature: MailSignature = {
  sender: 'Stadtarchiv Musterstadt',
  contactEmail: 'archiv@musterstadt.example',
  imprintUrl: 'https://www.musterstadt.example/impressum',
  privacyUrl: 'https://www.musterstadt.example/datenschutz',
  accessibilityStatementUrl: null,
  publicUrl: 'https://termine.musterstadt.example',
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
        signature,
      }),
      renderCancellationConfirmation({
        language: 'en',
        recipient: hostile,
        tickets: [ticket],
        signature,
      }),
      renderVisitReminder({
        language: 'de',
        recipient: hostile,
        tickets: [ticket],
        confirmationUrl: 'http://localhost:3000/reservation-confirmation/x',
        signature,
      }),
    ]) {
      expect(mail.html).not.toContain('<a href="http://evil.example">');
      expect(mail.html).not.toContain('<b>Dr.</b>');
      expect(mail.html).toContain('&lt;a href=&quot;http://evil.example&quot;&gt;Anna&lt;/a&gt;');
      expect(mail.html).toContain('&lt;b&gt;Dr.&lt;/b&gt;');
      expect(mail.html).toContain('Lesesaal &lt;1&gt;');
      // every link of the whole mail is ours: the booking's page, the contact, the footer
      const hrefs = [...mail.html.matchAll(/<a href="([^"]*)"/g)].map((m) => m[1]);
      expect(mail.html.match(/<a /g)?.length).toBe(hrefs.length);
      for (const href of hrefs)
        expect(href).toMatch(
          /^(http:\/\/localhost:3000\/reservation-confirmation\/x|mailto:archiv@musterstadt\.example|https:\/\/(www|termine)\.musterstadt\.example\/)/,
        );
    }
  });

  it('keeps visitor text out of the subject and never lets a name break a line', () => {
    const mail = renderBookingConfirmation({
      language: 'en',
      recipient: hostile,
      tickets: [ticket],
      confirmationUrl: 'http://localhost:3000/reservation-confirmation/x',
      signature,
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
          signature,
        }),
        renderVisitReminder({
          language,
          recipient: hostile,
          tickets: [withQr],
          confirmationUrl: 'http://localhost:3000/reservation-confirmation/x',
          signature,
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
      renderCancellationConfirmation({
        language: 'de',
        recipient: hostile,
        tickets: [ticket],
        signature,
      }).html,
    ).not.toContain('<img');
  });
});

/** Every visitor mail, rendered in `language` with `sig`. */
function everyVisitorMail(language: 'de' | 'en', sig: MailSignature): RenderedMail[] {
  const recipient = { salutation: null, title: null, firstName: 'Anna', lastName: 'Gruber' };
  const url = 'https://termine.musterstadt.example/reservation-confirmation/x';
  const slot = {
    roomName: 'Lesesaal',
    roomDescription: 'EG',
    date: '2026-12-01',
    startTime: '09:00',
    endTime: '12:00',
  };
  return [
    renderBookingConfirmation({
      language,
      recipient,
      tickets: [ticket],
      confirmationUrl: url,
      signature: sig,
    }),
    renderVisitReminder({
      language,
      recipient,
      tickets: [ticket],
      confirmationUrl: url,
      signature: sig,
    }),
    renderCancellationConfirmation({ language, recipient, tickets: [ticket], signature: sig }),
    renderUnitNotAvailable({
      language,
      recipient,
      ticket,
      unit: { callNumber: 'Rep. 2 Nr. 9', title: null, state: 'NOT_AVAILABLE', reason: 'IN_USE' },
      confirmationUrl: url,
      signature: sig,
    }),
    renderWaitingListJoined({
      language,
      slot,
      position: 1,
      offerHours: 2,
      leaveUrl: url,
      signature: sig,
    }),
    renderWaitingListOffer({
      language,
      slot,
      until: 'morgen',
      offerUrl: url,
      leaveUrl: url,
      signature: sig,
    }),
  ];
}

describe('signature and footer links of every visitor mail', () => {
  it('is signed by the archive with its contact address, not by the product', () => {
    for (const [language, regards] of [
      ['de', 'Mit freundlichen Grüßen'],
      ['en', 'Kind regards'],
    ] as const) {
      for (const mail of everyVisitorMail(language, signature)) {
        expect(mail.text).toContain(`${regards}\nStadtarchiv Musterstadt\n`);
        expect(mail.text).toMatch(/(Kontakt|Contact): archiv@musterstadt\.example\n/);
        expect(mail.html).toContain(
          '<a href="mailto:archiv@musterstadt.example">archiv@musterstadt.example</a>',
        );
        expect(mail.text).not.toMatch(/Lesesaal-Team|reading room team/);
        expect(mail.html).not.toMatch(/Lesesaal-Team|reading room team/);
      }
    }
  });

  it('links legal notice, privacy policy and the built-in accessibility statement in both parts', () => {
    for (const [language, imprint, privacy, statement] of [
      ['de', 'Impressum', 'Datenschutzerklärung', 'Erklärung zur Barrierefreiheit'],
      ['en', 'Legal notice', 'Privacy policy', 'Accessibility statement'],
    ] as const) {
      const builtIn = `https://termine.musterstadt.example/barrierefreiheit?lang=${language}`;
      for (const mail of everyVisitorMail(language, signature)) {
        expect(mail.text).toContain(`${imprint}: https://www.musterstadt.example/impressum\n`);
        expect(mail.text).toContain(`${privacy}: https://www.musterstadt.example/datenschutz\n`);
        expect(mail.text).toContain(`${statement}: ${builtIn}\n`);
        expect(mail.html).toContain(
          `<a href="https://www.musterstadt.example/impressum">${imprint}</a>`,
        );
        expect(mail.html).toContain(
          `<a href="https://www.musterstadt.example/datenschutz">${privacy}</a>`,
        );
        expect(mail.html).toContain(`<a href="${builtIn}">${statement}</a>`);
      }
    }
  });

  it("links the archive's own statement when set, leaves out unset legal links, and signs for a bare sender address with the team line", () => {
    const own: MailSignature = {
      sender: null,
      contactEmail: null,
      imprintUrl: null,
      privacyUrl: null,
      accessibilityStatementUrl: 'https://www.musterstadt.example/barrierefreiheit?a=1&b=2',
      publicUrl: 'https://termine.musterstadt.example',
    };
    for (const mail of everyVisitorMail('de', own)) {
      expect(mail.text).toContain(
        'Erklärung zur Barrierefreiheit: https://www.musterstadt.example/barrierefreiheit?a=1&b=2',
      );
      expect(mail.html).toContain(
        '<a href="https://www.musterstadt.example/barrierefreiheit?a=1&amp;b=2">',
      );
      expect(mail.text).not.toMatch(
        /Impressum|Datenschutzerklärung|Kontakt:|\/barrierefreiheit\?lang/,
      );
      expect(mail.html).not.toContain('mailto:');
      expect(mail.text).toContain('Mit freundlichen Grüßen\nIhr Lesesaal-Team\n');
    }
  });

  it('escapes a site name in the HTML part', () => {
    const [mail] = everyVisitorMail('en', { ...signature, sender: 'Archiv <b>&</b> Co' });
    expect(mail!.html).toContain('Archiv &lt;b&gt;&amp;&lt;/b&gt; Co');
    expect(mail!.html).not.toContain('<b>&</b>');
  });
});
