import { carerAlertSchema, carerAlertsSchema, notificationSchema } from '@careledger/shared';
import { expect, it } from 'vitest';
import { signInAs } from '../../test/accounts';
import { callApi } from '../../test/api';
import { describeEachDatabase } from '../../test/databases';
import { callMemory, makePatient } from './memory-test-helpers';

describeEachDatabase(
  'carer alerts (GET /api/memory/admin/alerts, POST /admin/acknowledge-alert/:alertId)',
  (get) => {
    const notificationsOf = async (cookie?: string) => {
      const res = await get().app.inject({
        method: 'GET',
        url: '/api/notifications',
        ...(cookie ? { headers: { cookie } } : {}),
      });
      return notificationSchema.array().parse(res.json().items);
    };
    const alertNotification = async (alertId: number, cookie?: string) =>
      (await notificationsOf(cookie)).find((n) => n.code === 'carerAlert' && n.params.alertId === alertId);

    it('a fall raises an open alert and a high-priority ai notification for every carer; acknowledging clears both', async () => {
      const { app, db } = get();
      const patient = await makePatient(db, 'Rose Fallon');
      const staff = await signInAs(app, 'staff');
      const text = 'I fell in the hallway last night and hurt my knee.';
      const told = await callMemory(app, 'POST', '/process-text', { userId: patient.id, text });
      expect(told.status).toBe(200);
      expect(told.body.urgencyLevel).toBe('high');
      const alertId: number = told.body.alertId;
      expect(alertId).toEqual(expect.any(Number));

      const open = carerAlertsSchema.parse((await callMemory(app, 'GET', '/admin/alerts')).body);
      const alert = open.alerts.find((a) => a.alertId === alertId);
      expect(alert).toMatchObject({
        patientId: patient.id,
        patientName: patient.name,
        memoryId: told.body.memoryId,
        text,
        acknowledgedAt: null,
        acknowledgedBy: null,
      });
      expect(alert?.urgencyReasons.map((reason) => reason.code)).toContain('fall');
      expect(open.alerts[0]?.alertId).toBe(alertId);

      for (const cookie of [undefined, staff]) {
        const notification = await alertNotification(alertId, cookie);
        expect(notification).toMatchObject({
          category: 'ai',
          priority: 'high',
          actionUrl: '/infinite-memory',
          read: false,
          params: { patientName: patient.name, alertId },
        });
        expect(notification?.title).toBe(`${patient.name} may need help`);
      }

      const acknowledged = await callMemory(
        app,
        'POST',
        `/admin/acknowledge-alert/${alertId}`,
        undefined,
        staff,
      );
      expect(acknowledged.status).toBe(200);
      expect(carerAlertSchema.parse(acknowledged.body)).toMatchObject({
        alertId,
        acknowledgedBy: 'Jordan Lee',
      });
      expect(acknowledged.body.acknowledgedAt).not.toBeNull();
      for (const cookie of [undefined, staff]) {
        expect((await alertNotification(alertId, cookie))?.read).toBe(true);
      }
      const stillOpen = carerAlertsSchema.parse(
        (await callMemory(app, 'GET', '/admin/alerts?status=open')).body,
      );
      expect(stillOpen.alerts.map((a) => a.alertId)).not.toContain(alertId);
      const done = carerAlertsSchema.parse(
        (await callMemory(app, 'GET', '/admin/alerts?status=acknowledged')).body,
      );
      expect(done.alerts.map((a) => a.alertId)).toContain(alertId);

      const again = await callMemory(app, 'POST', `/admin/acknowledge-alert/${alertId}`);
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ error: 'CONFLICT' });
    });

    it('an ordinary memory raises no alert', async () => {
      const { app, db } = get();
      const patient = await makePatient(db);
      const before = carerAlertsSchema.parse((await callMemory(app, 'GET', '/admin/alerts?status=all')).body);
      const told = await callMemory(app, 'POST', '/process-text', {
        userId: patient.id,
        text: 'I baked bread.',
      });
      expect(told.body.alertId).toBeNull();
      const after = carerAlertsSchema.parse((await callMemory(app, 'GET', '/admin/alerts?status=all')).body);
      expect(after.alerts.length).toBe(before.alerts.length);
    });

    it('lists the seeded alert of the demo patient, and limits the list', async () => {
      const all = carerAlertsSchema.parse(
        (await callMemory(get().app, 'GET', '/admin/alerts?status=all&limit=500')).body,
      );
      expect(all.alerts.some((a) => a.patientName === 'Sam Rivera')).toBe(true);
      const one = carerAlertsSchema.parse(
        (await callMemory(get().app, 'GET', '/admin/alerts?status=all&limit=1')).body,
      );
      expect(one.alerts).toHaveLength(1);
    });

    it('an unknown alert is a 404; only carers see or acknowledge alerts', async () => {
      const { app } = get();
      const unknown = await callMemory(app, 'POST', '/admin/acknowledge-alert/2000000000');
      expect(unknown.status).toBe(404);
      expect(unknown.body.error).toBe('NOT_FOUND');
      const patient = await signInAs(app, 'user');
      expect((await callMemory(app, 'GET', '/admin/alerts', undefined, patient)).status).toBe(403);
      expect((await callMemory(app, 'POST', '/admin/acknowledge-alert/1', undefined, patient)).status).toBe(
        403,
      );
      expect((await callApi(app, 'GET', '/memory/admin/alerts?status=closed')).status).toBe(400);
    });
  },
);
