import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { StaffLogin } from '../pages/staff-login';
import { expectNoAxeViolations } from '../support/axe';
import { E2E } from '../support/env';
import { waitForMail } from '../support/mailbox';
import { platformApi } from '../support/platform-api';
import { staffApi, viennaDate } from '../support/staff-api';

/**
 * The user application (Benutzungsantrag) at the desk: the default archive requires
 * applications for rooms marked so (set through the platform API, reset afterwards); two
 * readers sign in by their mailed code and each books a seat of a one-seat slot in such a
 * room with an application, which holds the seat as pending. Staff see both new
 * applications, approve one (its booking is booked, the reader gets the mail) and refuse the
 * other with a reason (its seat is free again: a hold of that slot now succeeds). Every screen
 * visited is scanned by axe, the list and the detail at 320 px too.
 */
const XHR = { 'x-requested-with': 'XMLHttpRequest' };
let defaultArchive: number | undefined;

test.beforeAll(async ({ request }) => {
  const platform = await platformApi(request);
  defaultArchive = (await platform.list()).find((a) => a.isDefault)!.id;
  await platform.settings(defaultArchive, { userApplication: 'required' });
});

test.afterAll(async ({ request }) => {
  if (defaultArchive !== undefined)
    await (await platformApi(request)).settings(defaultArchive, { userApplication: null });
});

/** A reader signed in by the mailed code in its own request context. */
async function signedInReader(request: APIRequestContext, email: string): Promise<void> {
  const asked = await request.post('/api/reader/sign-in', {
    headers: XHR,
    data: { email, language: 'en' },
  });
  expect(asked.status(), await asked.text()).toBe(202);
  const mail = await waitForMail(email, /sign-in code|Anmeldecode/);
  const code = /\b(\d{6})\b/.exec(mail.text ?? '')?.[1];
  expect(code, 'the code in the mail').toBeDefined();
  const verified = await request.post('/api/reader/sign-in/verify', {
    headers: XHR,
    data: { email, code },
  });
  expect(verified.status(), await verified.text()).toBe(200);
}

/** A hold of the slot: its status (201 held, 409 no seat left). */
async function hold(request: APIRequestContext, timeSlotId: number) {
  const res = await request.post('/api/transactions', { headers: XHR, data: { timeSlotId } });
  return { status: res.status(), body: (await res.json()) as { transactionId?: string } };
}

/** The signed-in reader books the slot with an application: the booking waits (pending). */
async function bookWithApplication(
  request: APIRequestContext,
  timeSlotId: number,
  person: { firstName: string; lastName: string; email: string; topic: string },
) {
  const held = await hold(request, timeSlotId);
  expect(held.status).toBe(201);
  const res = await request.put(`/api/transactions/${held.body.transactionId}/booking`, {
    headers: XHR,
    data: {
      salutation: 'NONE',
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      phone: '+43 1 2345678',
      language: 'en',
      application: {
        name: `${person.firstName} ${person.lastName}`,
        street: 'Herrengasse 1',
        postcode: '1010',
        town: 'Wien',
        country: 'AT',
        topic: person.topic,
        purpose: 'wissenschaftlich',
        publicationPlanned: false,
        rulesAccepted: true,
        privacyAccepted: true,
      },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  await waitForMail(
    person.email,
    /user application has been received|Benutzungsantrag ist eingegangen/,
  );
}

async function scanBothWidths(page: Page, screen: string): Promise<void> {
  await expectNoAxeViolations(page, `${screen} (1280 px)`);
  await page.setViewportSize({ width: 320, height: 800 });
  await expectNoAxeViolations(page, `${screen} (320 px)`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('staff approve one user application (its booking is confirmed) and refuse another with a reason (its seat is free again)', async ({
  page,
  playwright,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const stamp = Date.now().toString(36);
  const ada = {
    firstName: 'Ada',
    lastName: `Antrag${stamp}`,
    email: `ada-${stamp}@example.org`,
    topic: `Grundbücher ${stamp}`,
  };
  const bert = {
    firstName: 'Bert',
    lastName: `Antrag${stamp}`,
    email: `bert-${stamp}@example.org`,
    topic: `Zunftakten ${stamp}`,
  };
  const popup = (text: string) =>
    page.getByRole('region', { name: 'Notifications' }).getByText(text);

  const staffRequest = await playwright.request.newContext({ baseURL: E2E.baseUrl });
  const staff = await staffApi(staffRequest);
  const room = await staff.createRoom(`Applications room ${stamp}`, 1, {
    requiresApplication: true,
  });
  const first = await staff.createSlot(room.id, viennaDate(8), '09:00', '12:00', 1);
  const second = await staff.createSlot(room.id, viennaDate(9), '09:00', '12:00', 1);
  await staffRequest.dispose();

  const adaRequest = await playwright.request.newContext({ baseURL: E2E.baseUrl });
  await signedInReader(adaRequest, ada.email);
  await bookWithApplication(adaRequest, first, ada);
  const bertRequest = await playwright.request.newContext({ baseURL: E2E.baseUrl });
  await signedInReader(bertRequest, bert.email);
  await bookWithApplication(bertRequest, second, bert);
  // the pending booking holds the slot's one seat
  const anonymous = await playwright.request.newContext({ baseURL: E2E.baseUrl });
  expect((await hold(anonymous, second)).status).toBe(409);

  const login = new StaffLogin(page);
  await login.open();
  await login.signIn(E2E.adminEmail, E2E.adminPassword);
  await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('link', { name: 'User applications' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'User applications' })).toBeVisible();
  await page.getByRole('searchbox', { name: /Search term/ }).fill(stamp);
  await page.getByRole('button', { name: 'Search' }).click();
  const table = page.getByRole('table', { name: /^2 applications/ });
  await expect(table.getByRole('rowheader')).toHaveCount(2);
  await scanBothWidths(page, 'applications');

  // approve Ada's: her booking is booked, she gets the mail
  await table.getByRole('link', { name: `Open the application of Ada Antrag${stamp}` }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `User application of Ada Antrag${stamp}` }),
  ).toBeVisible();
  await expect(page.getByText(/waiting for the decision/)).toBeVisible();
  await scanBothWidths(page, 'application');
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(popup('Application approved; the waiting bookings are confirmed.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Decision: Approved' })).toBeFocused();
  await expect(page.getByRole('region', { name: 'Bookings with this application' })).toContainText(
    ': booked',
  );
  await waitForMail(ada.email, /user application has been approved|Benutzungsantrag ist genehmigt/);
  const adaBookings = await adaRequest.get('/api/reader/bookings', { headers: XHR });
  expect(JSON.stringify(await adaBookings.json())).toContain('"booked"');
  await page.getByRole('button', { name: 'Identity checked' }).click();
  await expect(popup('Identity check recorded.')).toBeVisible();
  await expect(page.getByText(/^on .+ by /)).toBeVisible();
  await expectNoAxeViolations(page, 'application approved');

  // refuse Bert's: the reason is required, mailed, and the seat is free again
  await page.getByRole('link', { name: 'Back to the user applications' }).click();
  await page
    .getByRole('table', { name: /application/ })
    .getByRole('link', { name: `Open the application of Bert Antrag${stamp}` })
    .click();
  await page.getByRole('button', { name: 'Refuse' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refuse the application' });
  await expect(dialog.getByRole('textbox', { name: /Reason/ })).toBeFocused();
  await dialog.getByRole('button', { name: 'Refuse' }).click();
  await expect(dialog.getByText('Please give a reason.')).toBeVisible();
  await expectNoAxeViolations(page, 'refusal dialog with its error');
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('Die Zunftakten sind gesperrt.');
  await dialog.getByRole('button', { name: 'Refuse' }).click();
  await expect(popup('Application refused; waiting bookings are released.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Decision: Refused' })).toBeFocused();
  await expect(page.getByText('Die Zunftakten sind gesperrt.')).toBeVisible();
  const refusal = await waitForMail(
    bert.email,
    /user application was refused|Benutzungsantrag wurde abgelehnt/,
  );
  expect(refusal.text).toContain('Die Zunftakten sind gesperrt.');
  expect((await hold(anonymous, second)).status).toBe(201);
  await expectNoAxeViolations(page, 'application refused');

  for (const context of [adaRequest, bertRequest, anonymous]) await context.dispose();
});
