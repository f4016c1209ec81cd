import type { Supplier, SuppliesPage } from '@careledger/shared';
import type { Page } from '@playwright/test';
import { getJson } from '../fixtures/api';
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures/test';

// Issue 12 item 8: number fields read what people type in the interface's language, start empty, and say
// beside each field what is wrong. Each test has a server of its own: they add items and suppliers.

async function chooseFrench(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/settings`);
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'French', exact: true }).click();
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/settings') && r.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Save Changes' }).click();
  expect((await saved).ok()).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
}

/** The message a field is described by: the one beside it. */
async function messageOf(page: Page, label: string) {
  const field = page.getByRole('dialog').getByLabel(label, { exact: true });
  const id = await field.getAttribute('aria-describedby');
  return id ? page.locator(`[id="${id}"]`) : null;
}

test.describe('number fields', () => {
  test('in French, Add Item reads the price "6,50" as 6.50 and says beside a field what it takes', async ({
    page,
    request,
    freshServer,
  }) => {
    await chooseFrench(page, freshServer.url);
    await page.goto(`${freshServer.url}/inventory`);
    await page.getByRole('button', { name: 'Ajouter une fourniture' }).click();
    const form = page.getByRole('dialog', { name: 'Ajouter un article' });
    await expect(form).toBeVisible();
    for (const label of ['Stock', 'Seuil', 'Prix'])
      await expect(form.getByLabel(label, { exact: true })).toHaveValue('');

    await form.getByLabel('Nom', { exact: true }).fill('Compresses stériles 10 x 10 cm');
    await form.getByLabel('Stock', { exact: true }).fill('2,5');
    await form.getByLabel('Seuil', { exact: true }).fill('40');
    await form.getByLabel('Prix', { exact: true }).fill('6,50');
    await form.getByRole('button', { name: "Ajouter l'article" }).click();
    // The stock is not whole: its own message, beside it, with the focus; the spec's sentence sums it up.
    const stock = form.getByLabel('Stock', { exact: true });
    await expect(stock).toHaveAttribute('aria-invalid', 'true');
    await expect(stock).toBeFocused();
    await expect((await messageOf(page, 'Stock')) ?? form).toHaveText(
      'Saisissez un nombre entier, par exemple 12.',
    );
    await expect(form.getByLabel('Prix', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
    await expect(
      form.getByText('Veuillez saisir des nombres valides pour le stock, le seuil et le prix'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await stock.fill('120');
    await expect(stock).not.toHaveAttribute('aria-invalid', 'true');
    await form.getByRole('button', { name: "Ajouter l'article" }).click();
    await expect(
      page.getByTestId('toast').filter({ hasText: "Article ajouté à l'inventaire avec succès" }),
    ).toBeVisible();

    const found = await getJson<SuppliesPage>(
      request,
      `${freshServer.url}/api/inventory/supplies?search=compresses`,
    );
    expect(found.items).toHaveLength(1);
    expect(found.items[0]).toMatchObject({ stock: 120, threshold: 40, price: 6.5 });

    // Editing shows the stored price the French way, and saves it back unchanged.
    const row = page.getByRole('row').filter({ hasText: 'Compresses stériles' });
    await row.getByRole('button', { name: /Modifier/ }).click();
    const edit = page.getByRole('dialog');
    await expect(edit.getByLabel('Prix', { exact: true })).toHaveValue('6,5');
  });

  test('Add Supplier starts its numbers empty: 4 stays 4, -5 is refused beside its field', async ({
    page,
    request,
    freshServer,
  }) => {
    await page.goto(`${freshServer.url}/inventory`);
    await page.getByRole('tab', { name: 'Suppliers' }).click();
    await page.getByRole('button', { name: 'Add Supplier' }).click();
    const form = page.getByRole('dialog', { name: 'Add Supplier' });
    const quantity = form.getByLabel('Default order quantity');
    const leadTime = form.getByLabel('Lead time (days)');
    await expect(quantity).toHaveValue('');
    await expect(leadTime).toHaveValue('');

    await form.getByLabel('Name').fill('Clinique Supplies SARL');
    await form.getByLabel('Email').fill('orders@clinique.example');
    // Keystrokes, as a person types them: nothing was there before the 4.
    await quantity.pressSequentially('4');
    await expect(quantity).toHaveValue('4');
    await leadTime.pressSequentially('-5');
    await expect(leadTime).toHaveValue('-5');
    await form.getByRole('button', { name: 'Save supplier' }).click();
    await expect(leadTime).toHaveAttribute('aria-invalid', 'true');
    await expect(leadTime).toBeFocused();
    await expect((await messageOf(page, 'Lead time (days)')) ?? form).toHaveText('Enter 0 or more.');

    await leadTime.fill('7');
    await form.getByRole('button', { name: 'Save supplier' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Supplier saved.' })).toBeVisible();
    const { items } = await getJson<{ items: Supplier[] }>(
      request,
      `${freshServer.url}/api/inventory/suppliers`,
    );
    expect(items.find((s) => s.name === 'Clinique Supplies SARL')).toMatchObject({
      defaultOrderQuantity: 4,
      minimumOrderQuantity: 0,
      leadTimeDays: 7,
    });
  });
});
