import {
  DEFAULT_SETTINGS,
  profileActivitySchema,
  profileSchema,
  type Settings,
  settingsSchema,
} from '@careledger/shared';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { describeEachDatabase } from '../../test/databases';

describeEachDatabase('settings routes', (get) => {
  const adminEmail = async () =>
    profileSchema.parse((await get().app.inject({ method: 'GET', url: '/api/profile' })).json()).email;
  const activityCount = async () =>
    z
      .object({ items: z.array(profileActivitySchema) })
      .parse((await get().app.inject({ method: 'GET', url: '/api/profile/activity' })).json())
      .items.filter((i) => i.kind === 'notification_settings_updated').length;
  const getSettings = async (): Promise<Settings> => {
    const res = await get().app.inject({ method: 'GET', url: '/api/settings' });
    expect(res.statusCode).toBe(200);
    return settingsSchema.parse(res.json());
  };
  const put = (values: Settings) =>
    get().app.inject({ method: 'PUT', url: '/api/settings', payload: values });

  it('GET /api/settings starts at the spec defaults with the profile email', async () => {
    expect(await getSettings()).toEqual({ ...DEFAULT_SETTINGS, email: await adminEmail() });
  });

  it('PUT /api/settings saves every field and answers with them', async () => {
    const next: Settings = { ...(await getSettings()), theme: 'dark', language: 'fr', compactMode: true };
    const before = await activityCount();
    const res = await put(next);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(next);
    expect(await getSettings()).toEqual(next);
    expect(await activityCount()).toBe(before);
  });

  it('records notification_settings_updated only when a notification switch changed', async () => {
    const current = await getSettings();
    const before = await activityCount();
    expect((await put({ ...current, smsNotifications: !current.smsNotifications })).statusCode).toBe(200);
    expect(await activityCount()).toBe(before + 1);
    expect((await put({ ...current, smsNotifications: !current.smsNotifications })).statusCode).toBe(200);
    expect(await activityCount()).toBe(before + 1);
  });

  it('POST /api/settings/reset puts the defaults back', async () => {
    const res = await get().app.inject({ method: 'POST', url: '/api/settings/reset' });
    expect(res.statusCode).toBe(200);
    const defaults = { ...DEFAULT_SETTINGS, email: await adminEmail() };
    expect(res.json()).toEqual(defaults);
    expect(await getSettings()).toEqual(defaults);
  });
});
