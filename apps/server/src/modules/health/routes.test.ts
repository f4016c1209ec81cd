import { healthSchema } from '@careledger/shared';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases';

describeEachDatabase('health and API docs', (get) => {
  it('GET /api/health says the server and database are up, with the version and database kind', async () => {
    const res = await get().app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const health = healthSchema.parse(res.json());
    expect(health).toMatchObject({
      status: 'ok',
      database: 'up',
      databaseKind: get().kind,
      version: '0.1.0',
    });
  });

  it('serves the OpenAPI document with every route, tagged', async () => {
    const res = await get().app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, { tags?: string[] }>> };
    expect(doc.openapi).toMatch(/^3\./);
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        route: `${method.toUpperCase()} ${path}`,
        tags: op.tags,
      })),
    );
    expect(operations.map((o) => o.route).sort()).toEqual(
      [
        'GET /api/health',
        'GET /api/auth/status',
        'POST /api/auth/sign-in',
        'POST /api/auth/sign-in/code',
        'POST /api/auth/sign-out',
        'GET /api/auth/session',
        'POST /api/auth/setup',
        'POST /api/auth/invite/accept',
        'GET /api/dashboard',
        'POST /api/predictions/forecast',
        'POST /api/predictions/run',
        'GET /api/predictions/latest',
        'GET /api/predictions/items/{id}',
        'GET /api/predictions/settings',
        'PUT /api/predictions/settings',
        'GET /api/notifications',
        'GET /api/notifications/stream',
        'POST /api/notifications/read-all',
        'POST /api/notifications/{id}/read',
        'DELETE /api/notifications/{id}',
        'DELETE /api/notifications',
        'GET /api/profile',
        'PATCH /api/profile',
        'GET /api/profile/activity',
        'GET /api/settings',
        'PUT /api/settings',
        'POST /api/settings/reset',
        'PUT /api/account/password',
        'POST /api/account/2fa',
        'POST /api/account/2fa/confirm',
        'DELETE /api/account/2fa',
        'GET /api/account/sessions',
        'DELETE /api/account/sessions/{id}',
        'POST /api/account/sessions/sign-out-others',
        'GET /api/account/login-history',
        'GET /api/account/wallets',
        'GET /api/admin/users',
        'POST /api/admin/users',
        'PATCH /api/admin/users/{id}',
        'POST /api/admin/users/{id}/invite',
        'POST /api/admin/users/{id}/reset-2fa',
        'GET /api/admin/sessions',
        'DELETE /api/admin/sessions/{id}',
        'GET /api/admin/audit',
        'GET /api/admin/tokens',
        'POST /api/admin/tokens',
        'DELETE /api/admin/tokens/{id}',
        'POST /api/account/wallets/nonce',
        'POST /api/account/wallets',
        'DELETE /api/account/wallets/{address}',
        'GET /api/inventory/supplies',
        'GET /api/inventory/summary',
        'POST /api/inventory/items',
        'GET /api/inventory/items.csv',
        'POST /api/inventory/items/import/preview',
        'POST /api/inventory/items/import',
        'GET /api/inventory/items/{id}',
        'PATCH /api/inventory/items/{id}',
        'POST /api/inventory/items/{id}/archive',
        'GET /api/inventory/items/{id}/movements',
        'POST /api/inventory/items/{id}/movements',
        'POST /api/inventory/items/{id}/lots/{lotId}/write-off',
        'GET /api/inventory/alerts',
        'POST /api/inventory/alerts/check',
        'POST /api/inventory/alerts/dismiss',
        'GET /api/inventory/purchase-orders',
        'POST /api/inventory/purchase-orders',
        'GET /api/inventory/purchase-orders/auto-generate/preview',
        'POST /api/inventory/purchase-orders/auto-generate',
        'POST /api/inventory/purchase-orders/{id}/send',
        'POST /api/inventory/purchase-orders/{id}/confirm',
        'POST /api/inventory/purchase-orders/{id}/receive',
        'POST /api/inventory/purchase-orders/{id}/cancel',
        'GET /api/inventory/suppliers',
        'POST /api/inventory/suppliers',
        'PATCH /api/inventory/suppliers/{id}',
        'GET /api/marketplace/chain',
        'GET /api/marketplace/products',
        'GET /api/marketplace/products/{id}',
        'POST /api/marketplace/metadata',
        'GET /api/marketplace/orders',
        'GET /api/marketplace/orders/{id}',
        'POST /api/marketplace/orders/{id}/rating',
        'POST /api/marketplace/orders/{id}/receive',
        'POST /api/marketplace/transactions',
        'GET /api/marketplace/transactions/{txHash}',
        'GET /api/marketplace/stats',
        'GET /api/marketplace/sellers/{address}/stats',
        'POST /api/marketplace/inventory-sync',
        'POST /api/chain/rpc',
        'GET /api/rfid/tags',
        'GET /api/rfid/tags.csv',
        'GET /api/rfid/assign/preview',
        'POST /api/rfid/assign',
        'POST /api/rfid/tags',
        'GET /api/rfid/supplies',
        'PUT /api/rfid/tags/{tag_id}',
        'GET /api/rfid/statistics',
        'GET /api/rfid/analytics',
        'POST /api/rfid/validate',
        'POST /api/rfid/scans',
        'POST /api/rfid/check',
        'GET /api/medicine/all',
        'POST /api/medicine/recommend',
        'GET /api/medicine/restocking-requests',
        'POST /api/medicine/restocking-requests/{id}/schedule',
        'POST /api/medicine/restocking-requests/{id}/fulfil',
        'GET /api/memory',
        'GET /api/memory/patients',
        'GET /api/memory/history/{userId}',
        'POST /api/memory/process-text',
        'POST /api/memory/process-image',
        'POST /api/memory/text-to-speech',
        'POST /api/memory/query',
        'GET /api/memory/memory-report/{userId}',
        'POST /api/memory/tasks/create',
        'GET /api/memory/tasks/{userId}',
        'POST /api/memory/tasks/complete',
        'GET /api/memory/admin/alerts',
        'POST /api/memory/admin/acknowledge-alert/{alertId}',
        'POST /api/skin-analysis',
        'POST /api/enhanced-skin-analysis',
        'GET /api/skin-analysis/patients',
        'GET /api/skin-analysis/history',
        'GET /api/skin-analysis/{id}/thumbnail',
        'GET /api/skin-analysis/{id}/overlay',
        'DELETE /api/skin-analysis/{id}',
      ].sort(),
    );
    for (const op of operations) expect(op.tags, op.route).toHaveLength(1);
    for (const op of operations.filter((o) => o.route.includes('/inventory/'))) {
      expect(op.tags, op.route).toEqual(['inventory']);
    }
    for (const op of operations.filter((o) => o.route.includes('/marketplace/'))) {
      expect(op.tags, op.route).toEqual(['marketplace']);
    }
    for (const op of operations.filter((o) => o.route.includes('/rfid/'))) {
      expect(op.tags, op.route).toEqual(['rfid']);
    }
    for (const op of operations.filter((o) => o.route.includes('/medicine/'))) {
      expect(op.tags, op.route).toEqual(['medicine']);
    }
    const patchProfile = doc.paths['/api/profile']?.patch as { requestBody?: unknown } | undefined;
    expect(patchProfile?.requestBody).toBeDefined();
  });

  it('serves the docs UI at /api/docs', async () => {
    const res = await get().app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});
