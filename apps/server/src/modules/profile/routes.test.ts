import { notificationListSchema, profileActivitySchema, profileSchema } from '@careledger/shared';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { signInAs } from '../../test/accounts';
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

  it('each account sees its own profile: role title and permission labels follow its role', async () => {
    const { app } = get();
    const asManager = await signInAs(app, 'manager');
    const manager = profileSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: asManager } })).json(),
    );
    expect(manager).toMatchObject({ role: 'manager', roleTitle: 'Inventory Manager', name: 'Priya Shah' });
    expect(manager.stats).toEqual(expect.arrayContaining([{ key: 'staff', value: 12 }]));
    const asStaff = await signInAs(app, 'staff');
    const staff = profileSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: asStaff } })).json(),
    );
    expect(staff.permissions).toEqual([
      'Patient Care',
      'Inventory Access',
      'Schedule Management',
      'Notifications',
    ]);
    const asUser = await signInAs(app, 'user');
    const user = profileSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: asUser } })).json(),
    );
    expect(user).toMatchObject({ role: 'user', permissions: ['Basic Access', 'Profile Management'] });

    const anonymous = await app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: '' } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ error: 'UNAUTHENTICATED', messageKey: 'signInRequired' });
  });

  it('PATCH /api/profile changes only the signed-in account, and refuses an email another account has', async () => {
    const { app } = get();
    const asStaff = await signInAs(app, 'staff');
    const update = {
      name: 'Jordan Lee',
      email: 'jordan.lee@careledger.example.org',
      phone: '',
      location: 'Ward 5',
    };
    const saved = await app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: { cookie: asStaff },
      payload: update,
    });
    expect(saved.statusCode).toBe(200);
    const admin = profileSchema.parse((await app.inject({ method: 'GET', url: '/api/profile' })).json());
    expect(admin.location).not.toBe('Ward 5');
    const taken = await app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: { cookie: asStaff },
      payload: { ...update, email: admin.email.toUpperCase() },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: 'CONFLICT', messageKey: 'emailTaken' });
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
