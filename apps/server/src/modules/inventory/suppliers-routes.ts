import { idParamsSchema, supplierInputSchema, supplierListSchema, supplierSchema } from '@careledger/shared';
import { createSupplier } from './create-supplier';
import { listSuppliers } from './list-suppliers';
import { errors, type InventoryApp, tags } from './route-common';
import { updateSupplier } from './update-supplier';

/** Suppliers: list, add, edit. */
export function registerSupplierRoutes(app: InventoryApp) {
  const { db } = app;
  app.get(
    '/suppliers',
    {
      config: { access: 'inventory.view' },
      schema: { tags, summary: 'Suppliers by name', response: { 200: supplierListSchema } },
    },
    async () => ({ items: await listSuppliers({ db }) }),
  );

  app.post(
    '/suppliers',
    {
      config: { access: 'inventory.manage' },
      schema: {
        tags,
        summary: 'Add a supplier',
        body: supplierInputSchema,
        response: { 201: supplierSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createSupplier({ db, input: request.body })),
  );

  app.patch(
    '/suppliers/:id',
    {
      config: { access: 'inventory.manage' },
      schema: {
        tags,
        summary: 'Change some of a supplier’s fields',
        params: idParamsSchema,
        body: supplierInputSchema.partial(),
        response: { 200: supplierSchema, ...errors },
      },
    },
    async (request) => updateSupplier({ db, id: request.params.id, input: request.body }),
  );
}
