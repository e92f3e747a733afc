/**
 * Issue 13 §6: a customer's whole account journey in Chromium against the real API — register,
 * verify the e-mail through the outbox, log out and in, edit the info, change a consent, buy in
 * checkout and find the order in the history, review the article, delete the account — and
 * accepting the terms. axe finds nothing serious on the account pages on the way.
 */
import { type Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { seriousViolations } from '../../support/a11y';
import { TERMS_ACCEPT_CUSTOMER } from '../../support/auth';
import { acceptTermsAndGo, fillContact, seedCart, twoShopLines } from '../checkout/helpers';
import { alertBox, shellReady } from '../shell/helpers';

interface Mail {
  subject: string;
  text: string;
}

async function mailTo(page: Page, email: string): Promise<Mail[]> {
  const response = await page.request.get(`/api/v1/dev/mailbox?to=${encodeURIComponent(email)}`, {
    headers: { accept: 'application/json' },
  });
  return (await response.json()) as Mail[];
}

async function logInWithForm(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-post eller mobilnummer').fill(username);
  await page.getByLabel('Passord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Logg inn', exact: true }).click();
}

/** A successful login leaves /login with a full load of its own; navigating earlier races it. */
async function leftLogin(page: Page): Promise<void> {
  await page.waitForURL((url) => url.pathname !== '/login', { waitUntil: 'load' });
}

test('register, verify, log out and in, edit, consent, buy, see the history, review, delete', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `konto-${stamp}@example.no`;
  const phone = `9${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const password = 'Hemmelig123!';

  // Register.
  await page.goto('/register');
  await shellReady(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('Fornavn').fill('Nora');
  await page.getByLabel('Etternavn').fill('Testesen');
  await page.getByLabel('E-post', { exact: true }).fill(email);
  await page.getByLabel('Mobilnummer').fill(phone);
  await page.getByLabel('Passord', { exact: true }).fill(password);
  await page.getByLabel('Gjenta passordet').fill(password);
  await page.getByLabel('Jeg godtar brukervilkårene').check();
  await page.getByRole('button', { name: 'Opprett konto' }).click();
  // The registration lands on /user with a full load; going on before it would race it.
  await page.waitForURL(/\/user$/, { waitUntil: 'load' });
  await expect(
    page.getByTestId('sh-header').getByRole('button', { name: 'Min side' }),
  ).toBeVisible();

  // Verify through the link in the mail.
  let verification: Mail | undefined;
  await expect
    .poll(async () => {
      verification = (await mailTo(page, email)).find((m) => m.text.includes('/email/verify'));
      return verification !== undefined;
    })
    .toBe(true);
  const link = /\/api\/v1\/customers\/email\/verify\?token=[A-Za-z0-9_-]+/.exec(
    verification?.text ?? '',
  )?.[0];
  expect(link, verification?.text).toBeTruthy();
  await page.goto(link ?? '');
  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByTestId('acc-verified')).toBeVisible();
  await expect(page.getByTestId('acc-qr-code')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Log out from the header menu, log in with the form.
  await page.getByTestId('sh-header').getByRole('button', { name: 'Min side' }).click();
  const reloaded = page.waitForEvent('load');
  await page.getByRole('menuitem', { name: 'Logg ut' }).click();
  await reloaded;
  await expect(page.getByTestId('sh-header').getByRole('link', { name: 'Logg inn' })).toBeVisible();
  await logInWithForm(page, email, password);
  await leftLogin(page);
  await expect(
    page.getByTestId('sh-header').getByRole('button', { name: 'Min side' }),
  ).toBeVisible();

  // Edit the info.
  await page.goto('/user/info');
  await page.getByLabel('Fornavn').fill('Nora Marie');
  await page.getByTestId('acc-info-form').getByRole('button', { name: /Lagre/ }).click();
  await expect(page.getByTestId('acc-info-saved')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // A consent, saved at once.
  await page.goto('/user/permissions');
  const newsletter = page.getByRole('switch', { name: 'Nyhetsbrev på e-post' });
  const was = (await newsletter.getAttribute('aria-checked')) === 'true';
  await newsletter.click();
  await expect(newsletter).toHaveAttribute('aria-checked', String(!was));
  await expect(page.getByTestId('acc-consent-status')).not.toBeEmpty();
  expect(await seriousViolations(page)).toEqual([]);

  // Buy in checkout as this customer (Klikk & Hent, Klarna).
  const [line] = await twoShopLines(request, 3);
  await seedCart(page, [line]);
  await page.goto('/checkout');
  await page.getByTestId('checkout-shop').getByLabel(`Klikk & Hent i ${line.shopName}`).check();
  await fillContact(page, { delivery: false });
  await acceptTermsAndGo(page);
  await page.getByTestId('checkout-pay-klarna').click();
  await page
    .getByRole('dialog', { name: 'Klarna – godkjenn betalingen' })
    .getByRole('button', { name: 'Godkjenn' })
    .click();
  const orderNo = await page.getByTestId('checkout-order-no').first().innerText();

  // The history shows it.
  await page.goto('/user/history');
  await expect(page.getByTestId('acc-history-list')).toContainText(
    orderNo.replace(/\D*(W\d+).*/, '$1'),
  );
  expect(await seriousViolations(page)).toEqual([]);

  // Review the article bought.
  await page.goto('/user/reviews');
  await page.getByRole('button', { name: `Skriv en anmeldelse av ${line.article.name}` }).click();
  const form = page.getByTestId('acc-review-form');
  await form.getByRole('radio', { name: '5 stjerner' }).check();
  await form.getByLabel('Hva synes du om varen?').fill('Sitter godt og holder varmen.');
  await form.getByRole('button', { name: /Send/ }).click();
  await expect(page.getByTestId('acc-review-thanks')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Delete the account; the credentials no longer work.
  await page.goto('/user');
  await page.getByTestId('acc-delete-open').click();
  await page
    .getByRole('alertdialog', { name: 'Vil du slette kontoen din?' })
    .getByRole('button', { name: 'Ja, slett kontoen' })
    .click();
  await expect(page.getByTestId('sh-header').getByRole('link', { name: 'Logg inn' })).toBeVisible();
  await logInWithForm(page, email, password);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Feil brukernavn/passord' }),
  ).toBeVisible();
});

test('a customer who has not accepted the terms accepts them and reaches Min side', async ({
  page,
}) => {
  await logInWithForm(page, TERMS_ACCEPT_CUSTOMER.username, TERMS_ACCEPT_CUSTOMER.password);
  await leftLogin(page);
  await expect(
    page.getByTestId('sh-header').getByRole('button', { name: 'Min side' }),
  ).toBeVisible();
  await page.goto('/user');
  await expect(page).toHaveURL(/\/user\/accept-terms$/);
  await expect(alertBox(page)).toContainText('TERMS_NOT_ACCEPTED');
  await expect(page.getByTestId('acc-terms-text')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('acc-accept-terms').click();
  await expect(page).toHaveURL(/\/user$/);
});
