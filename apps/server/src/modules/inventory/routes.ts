import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerAlertRoutes } from './alerts-routes';
import { registerItemRoutes } from './items-routes';
import { registerPurchaseOrderRoutes } from './purchase-orders-routes';
import { registerSupplierRoutes } from './suppliers-routes';

/** Inventory management (spec 001): supplies on a stock ledger, alerts, purchase orders, suppliers, CSV. */
export const inventoryRoutes: FastifyPluginAsyncZod = async (app) => {
  registerItemRoutes(app);
  registerAlertRoutes(app);
  registerPurchaseOrderRoutes(app);
  registerSupplierRoutes(app);
};
