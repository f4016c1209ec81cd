import { DEMO_ACCOUNT_EMAILS, DEMO_PASSWORD } from '@careledger/shared';
import { desc } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog, loginAttempts } from '../../db/schema';
import { describeEachDatabase } from '../../test/databases';

// app.inject comes from 127.0.0.1: here that is the reverse proxy in front of CareLedger.
describeEachDatabase(
  'behind a trusted reverse proxy (TRUST_PROXY)',
  (get) => {
    it('records the address the proxy forwards, in the login history and the audit log', async () => {
      const { app, db } = get();
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        headers: { cookie: '', 'x-forwarded-for': '203.0.113.7' },
        payload: { email: DEMO_ACCOUNT_EMAILS.staff, password: DEMO_PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      const [attempt] = await db.select().from(loginAttempts).orderBy(desc(loginAttempts.at)).limit(1);
      expect(attempt?.address).toBe('203.0.113.7');
      const [entry] = await db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
      expect(entry).toMatchObject({ route: '/api/auth/sign-in', address: '203.0.113.7' });
    });
  },
  { config: { trustProxy: ['127.0.0.1'] } },
);
