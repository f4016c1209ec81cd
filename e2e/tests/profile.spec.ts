import type { Profile, ProfileActivity } from '@careledger/shared';
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures/test';

test.describe('profile', () => {
  test('every tab renders the server profile and passes axe', async ({ page, request }) => {
    const profile = (await (await request.get('/api/profile')).json()) as Profile;
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(page.getByText(profile.email).first()).toBeVisible();
    await expect(page.getByText(profile.roleTitle).first()).toBeVisible();
    for (const permission of profile.permissions) {
      await expect(page.getByText(permission, { exact: true }).first()).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);

    for (const tab of ['Settings', 'Security', 'Activity']) {
      await page.getByRole('tab', { name: tab }).click();
      await expectNoSeriousA11yViolations(page);
    }
    await expect(page.getByText('Password Changed')).toBeVisible();
    await expect(page.getByText('Notification Settings Updated')).toBeVisible();
  });

  test('fields are editable only while editing; Save validates, persists and records activity', async ({
    page,
    request,
  }) => {
    const before = (await (await request.get('/api/profile')).json()) as Profile;
    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Settings' }).click();
    const location = page.getByLabel('Location');
    const email = page.getByLabel('Email');
    await expect(location).toBeDisabled();

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(location).toBeEnabled();
    await email.fill('not-an-email');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Enter a valid email address, like name@example.org.').first()).toBeVisible();
    const unchanged = (await (await request.get('/api/profile')).json()) as Profile;
    expect(unchanged.email).toBe(before.email);

    await email.fill(before.email);
    await location.fill('Pharmacy, Building C');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(
      page.getByTestId('toast').filter({ hasText: 'Profile updated successfully!' }),
    ).toBeVisible();
    await expect(location).toBeDisabled();

    await page.reload();
    await page.getByRole('tab', { name: 'Settings' }).click();
    await expect(page.getByLabel('Location')).toHaveValue('Pharmacy, Building C');
    const activity = (await (await request.get('/api/profile/activity')).json()) as {
      items: ProfileActivity[];
    };
    expect(activity.items[0]?.kind).toBe('profile_updated');

    await page.getByRole('tab', { name: 'Activity' }).click();
    await expect(page.getByText('Profile Updated').first()).toBeVisible();
  });

  test('Cancel throws the edits away', async ({ page, request }) => {
    const before = (await (await request.get('/api/profile')).json()) as Profile;
    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Full Name').fill('Someone Else');
    await page.getByRole('button', { name: 'Cancel' }).first().click();
    await expect(page.getByLabel('Full Name')).toHaveValue(before.name);
    await expect(page.getByLabel('Full Name')).toBeDisabled();
  });

  test('the security actions open their dialogs, and the Activity tab shows the login history', async ({
    page,
  }) => {
    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Security' }).click();
    for (const [name, dialog] of [
      ['Change Password', 'change-password-dialog'],
      ['View Active Sessions', 'active-sessions-dialog'],
    ] as const) {
      await page.getByRole('button', { name }).click();
      await expect(page.getByTestId(dialog)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press('Escape');
      await expect(page.getByTestId(dialog)).toBeHidden();
    }
    await page.getByRole('tab', { name: 'Activity' }).click();
    // The fixture signed this browser in: the newest attempt is that success.
    await expect(page.getByTestId('login-attempt').first()).toContainText('Signed in');
  });
});
