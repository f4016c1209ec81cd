import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../lib/app-error';
import { accountRoutes } from './account';
import { adminRoutes } from './admin';
import { authRoutes } from './auth';
import { chainRoutes } from './chain';
import { dashboardRoutes } from './dashboard';
import { healthRoutes } from './health';
import { inventoryRoutes } from './inventory';
import { marketplaceRoutes } from './marketplace';
import { medicineRoutes } from './medicine';
import { memoryRoutes } from './memory';
import { notificationRoutes } from './notifications';
import { predictionRoutes } from './predictions';
import { profileRoutes } from './profile';
import { rfidRoutes } from './rfid';
import { settingsRoutes } from './settings';
import { skinRoutes } from './skin';
import { walletRoutes } from './wallets';

/** Every JSON route, registered under `/api`; an unknown `/api/...` path is a JSON 404, never the web app. */
export const apiRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(healthRoutes);
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(dashboardRoutes);
  await app.register(inventoryRoutes, { prefix: '/inventory' });
  await app.register(marketplaceRoutes, { prefix: '/marketplace' });
  await app.register(chainRoutes, { prefix: '/chain' });
  await app.register(rfidRoutes, { prefix: '/rfid' });
  await app.register(predictionRoutes, { prefix: '/predictions' });
  await app.register(medicineRoutes, { prefix: '/medicine' });
  await app.register(memoryRoutes, { prefix: '/memory' });
  await app.register(skinRoutes);
  await app.register(notificationRoutes);
  await app.register(profileRoutes);
  await app.register(settingsRoutes);
  await app.register(accountRoutes, { prefix: '/account' });
  await app.register(walletRoutes, { prefix: '/account/wallets' });
  await app.register(adminRoutes, { prefix: '/admin' });

  app.setNotFoundHandler(async (request) => {
    const path = request.url.split('?')[0];
    throw notFound('routeNotFound', { method: request.method, path: path ?? '' });
  });
};
