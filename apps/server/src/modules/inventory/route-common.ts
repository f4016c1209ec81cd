import { apiErrorSchema } from '@careledger/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The Fastify instance an inventory route file registers its routes on (zod type provider). */
export type InventoryApp = Parameters<FastifyPluginAsyncZod>[0];

export const tags = ['inventory'];
export const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
