import { expect, expectNoSeriousA11yViolations, test } from '../fixtures/test';

test.describe('administration', () => {
  test('invite a person, who accepts and signs in; change their role; disable them and their session ends', async ({
    page,
    browser,
    server,
  }) => {
    const email = `rosa.diaz.${test.info().workerIndex}.${test.info().retry}@clinic.test`;
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Alex Morgan/ }).getByText('You')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Create and Invite' }).click();
    const form = page.getByTestId('invite-dialog');
    await form.getByLabel('Name').fill('Rosa Diaz');
    await form.getByLabel('Email').fill(email);
    await form.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Medical Staff' }).click();
    await expectNoSeriousA11yViolations(page);
    await form.getByRole('button', { name: 'Create and Invite' }).click();
    const shown = page.getByTestId('invitation-link-dialog');
    const link = await shown.getByLabel('Invitation link').inputValue();
    expect(link).toMatch(new RegExp(`^${server.url}/invite\\?token=.+`));
    await expectNoSeriousA11yViolations(page);
    await shown.getByRole('button', { name: 'Done' }).click();
    const row = page.getByRole('row', { name: /Rosa Diaz/ });
    await expect(row.getByText('Invited')).toBeVisible();

    // The invited person, in a browser of their own: the link, a password, then signing in.
    const theirs = await browser.newContext();
    const them = await theirs.newPage();
    await them.goto(link);
    await them.getByLabel('New password').fill('rosa picks a long passphrase');
    await them.getByLabel('Confirm password').fill('rosa picks a long passphrase');
    await them.getByRole('button', { name: 'Set password' }).click();
    await expect(them.getByText('Your password is set')).toBeVisible();
    await them.getByRole('link', { name: 'Sign In' }).last().click();
    await them.getByLabel('Email').fill(email);
    await them.getByLabel('Password').fill('rosa picks a long passphrase');
    await them.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(them).toHaveURL(`${server.url}/`);
    const role = async () =>
      (await (await them.request.get(`${server.url}/api/auth/session`)).json()).account.role;
    expect(await role()).toBe('staff');

    await page.reload();
    await expect(row.getByText('Active')).toBeVisible();
    await row.getByRole('combobox', { name: 'Role of Rosa Diaz' }).click();
    await page.getByRole('option', { name: 'Inventory Manager' }).click();
    const confirm = page.getByTestId('account-action-dialog');
    await expect(confirm).toContainText('Rosa Diaz becomes Inventory Manager');
    await confirm.getByRole('button', { name: 'Change Role' }).click();
    await expect(confirm).toBeHidden();
    // The role applies to the session already open, without signing in again.
    expect(await role()).toBe('manager');

    await them.goto('/inventory');
    await expect(them.getByRole('heading', { name: 'Inventory Management' })).toBeVisible();
    // Their browser is put away while it is idle, keeping its cookie: an open page notices the ended session by
    // itself (a request answered 401) and leaves for sign-in, and a reload, a close or a new tab in that moment
    // raced that navigation (in two full runs). The cookie comes back in a browser of its own once they are disabled.
    const theirState = await theirs.storageState();
    await theirs.close();
    await row.getByRole('button', { name: 'Disable' }).click();
    await confirm.getByRole('button', { name: 'Disable' }).click();
    await expect(row.getByText('Disabled')).toBeVisible();
    const again = await browser.newContext({ storageState: theirState });
    const theirsAgain = await again.newPage();
    await theirsAgain.goto('/inventory');
    await expect(theirsAgain).toHaveURL(/\/sign-in\?next=%2Finventory$/);
    await theirsAgain.getByLabel('Email').fill(email);
    await theirsAgain.getByLabel('Password').fill('rosa picks a long passphrase');
    await theirsAgain.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(theirsAgain.getByRole('alert')).toBeVisible();
    await expect(theirsAgain).toHaveURL(/\/sign-in/);
    await again.close();

    // Each change is in the audit log, under the admin's name.
    await page.goto('/admin/security');
    await expect(page.getByRole('heading', { name: 'Security Settings' })).toBeVisible();
    const audit = page.getByTestId('audit-log');
    await expect(audit.getByRole('row', { name: /PATCH \/api\/admin\/users\// }).first()).toContainText(
      'Alex Morgan',
    );
    await expect(audit.getByRole('row', { name: /POST \/api\/admin\/users / }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('an API token reads within its scope, is refused beyond it, and stops working once revoked', async ({
    page,
    playwright,
    server,
  }) => {
    await page.goto('/admin/security');
    const tokens = page.getByTestId('api-tokens');
    await tokens.getByRole('button', { name: 'Create Token' }).click();
    const form = page.getByTestId('token-form-dialog');
    const name = `Stock display ${test.info().workerIndex}.${test.info().retry}`;
    await form.getByLabel('Name').fill(name);
    await form.getByRole('checkbox', { name: /Read the inventory/ }).check();
    await expectNoSeriousA11yViolations(page);
    await form.getByRole('button', { name: 'Create Token' }).click();
    const shown = page.getByTestId('token-secret-dialog');
    const secret = await shown.getByLabel('Token secret').inputValue();
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(tokens.getByRole('row', { name: new RegExp(name) })).toContainText('Active');

    // A machine with no cookies at all: only the token.
    const machine = await playwright.request.newContext({
      baseURL: server.url,
      extraHTTPHeaders: { authorization: `Bearer ${secret}` },
    });
    const read = await machine.get('/api/inventory/supplies');
    expect(read.status()).toBe(200);
    expect((await read.json()).items.length).toBeGreaterThan(0);
    const write = await machine.post('/api/inventory/alerts/check');
    expect(write.status()).toBe(403);

    await tokens.getByRole('button', { name: `Revoke ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
    await expect(tokens.getByRole('row', { name: new RegExp(name) })).toContainText('Revoked');
    expect((await machine.get('/api/inventory/supplies')).status()).toBe(401);
    await machine.dispose();

    // The sessions list names every account's browsers; this one cannot be revoked from here.
    const sessions = page.getByTestId('admin-sessions');
    await expect(sessions.getByText('This session')).toBeVisible();
  });

  test.describe('as another role', () => {
    test.use({ role: 'manager' });

    test('a manager visiting the admin screens is told the role they need, and the API refuses', async ({
      page,
      server,
    }) => {
      for (const path of ['/admin/users', '/admin/security']) {
        await page.goto(path);
        await expect(page.getByTestId('permission-denied')).toContainText(
          'Your role, Inventory Manager, cannot use this screen. It is for the System Administrator role.',
        );
        await expectNoSeriousA11yViolations(page);
      }
      const response = await page.request.get(`${server.url}/api/admin/users`);
      expect(response.status()).toBe(403);
    });
  });
});
