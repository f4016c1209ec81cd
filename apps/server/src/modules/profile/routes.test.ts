import { notificationListSchema, profileActivitySchema, profileSchema } from '@careledger/shared';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { describeEachDatabase } from '../../test/databases';

const activityList = z.object({ items: z.array(profileActivitySchema) });

describeEachDatabase('profile routes', (get) => {
  it('GET /api/profile is the admin profile with the spec role title and permissions', async () => {
    const res = await get().app.inject({ method: 'GET', url: '/api/profile' });
    expect(res.statusCode).toBe(200);
    const profile = profileSchema.parse(res.json());
    expect(profile).toMatchObject({
      role: 'admin',
      roleTitle: 'System Administrator',
      permissions: ['Full System Access', 'User Management', 'Security Settings', 'Analytics'],
      avatarLetter: profile.name[0],
    });
    expect(profile.stats).toContainEqual({ key: 'activeSessions', value: 24 });
  });

  it('GET /api/profiles/:role returns each role, and a clear 404 for an unknown one', async () => {
    const manager = profileSchema.parse(
      (await get().app.inject({ method: 'GET', url: '/api/profiles/manager' })).json(),
    );
    expect(manager.roleTitle).toBe('Inventory Manager');
    expect(manager.stats).toEqual(
      expect.arrayContaining([
        { key: 'staff', value: 12 },
        { key: 'activeOrders', value: 8 },
      ]),
    );
    const supplier = profileSchema.parse(
      (await get().app.inject({ method: 'GET', url: '/api/profiles/supplier' })).json(),
    );
    expect(supplier.stats).toContainEqual({ key: 'pendingOrders', value: 5 });
    const staff = profileSchema.parse(
      (await get().app.inject({ method: 'GET', url: '/api/profiles/staff' })).json(),
    );
    expect(staff.permissions).toEqual([
      'Patient Care',
      'Inventory Access',
      'Schedule Management',
      'Notifications',
    ]);

    const unknown = await get().app.inject({ method: 'GET', url: '/api/profiles/superuser' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      error: 'NOT_FOUND',
      message: 'No profile for the role "superuser". The roles are admin, manager, staff, supplier.',
      messageKey: 'unknownRole',
      params: { role: 'superuser', roles: 'admin, manager, staff, supplier' },
    });
  });

  it('GET /api/profile/activity lists the three seeded items newest first', async () => {
    const res = await get().app.inject({ method: 'GET', url: '/api/profile/activity' });
    expect(res.statusCode).toBe(200);
    const { items } = activityList.parse(res.json());
    expect(items.map((i) => i.kind)).toEqual([
      'profile_updated',
      'password_changed',
      'notification_settings_updated',
    ]);
  });

  it('PATCH /api/profile saves, records activity and raises a "Profile updated" notification', async () => {
    const { app } = get();
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/profile',
      payload: {
        name: '  sam Rivera ',
        email: 'sam.rivera@example.org',
        phone: '+44 20 7946 0000',
        location: 'Ward 7',
      },
    });
    expect(res.statusCode).toBe(200);
    const saved = profileSchema.parse(res.json());
    expect(saved).toMatchObject({
      name: 'sam Rivera',
      email: 'sam.rivera@example.org',
      phone: '+44 20 7946 0000',
      location: 'Ward 7',
      avatarLetter: 'S',
      roleTitle: 'System Administrator',
    });
    const reread = profileSchema.parse((await app.inject({ method: 'GET', url: '/api/profile' })).json());
    expect(reread).toEqual(saved);

    const activity = activityList.parse(
      (await app.inject({ method: 'GET', url: '/api/profile/activity' })).json(),
    );
    expect(activity.items).toHaveLength(4);
    expect(activity.items[0]?.kind).toBe('profile_updated');

    const notifications = notificationListSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/notifications' })).json(),
    );
    expect(notifications.items[0]).toMatchObject({
      title: 'Profile updated',
      type: 'success',
      category: 'system',
      priority: 'low',
      actionUrl: '/profile',
      read: false,
    });
  });
});
