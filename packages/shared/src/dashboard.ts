import { z } from 'zod';
import { messageParamsSchema } from './messages/params';

// Kept in its own zod-free module so the landing page can show it without loading the schemas.
export * from './landing-stats';

export const dashboardSchema = z.object({
  overview: z.object({
    totalItems: z.number().int(),
    lowStock: z.number().int(),
    criticalStock: z.number().int(),
    verifiedItems: z.number().int(),
  }),
  /** The inventory card: items most in need first (critical, then low), at most 5. */
  items: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      category: z.string(),
      stock: z.number().int(),
      threshold: z.number().int(),
      status: z.enum(['good', 'low', 'critical']),
    }),
  ),
  /** Active alerts, newest first, at most 5. */
  alerts: z.array(
    z.object({
      id: z.string(),
      /** low_stock, critical_stock, out_of_stock, expiry, expired (later issues add kinds, never remove). */
      type: z.string(),
      title: z.string(),
      message: z.string(),
      /** The values of the type's words (`alerts.<type>` in messages.json); null on alerts from before. */
      params: messageParamsSchema.nullable(),
      severity: z.enum(['error', 'warning', 'info']),
      createdAt: z.string(),
    }),
  ),
  /** Recent blockchain activity, newest first, at most 5. */
  activity: z.array(
    z.object({
      id: z.string(),
      type: z.string(),
      item: z.string(),
      action: z.string(),
      status: z.enum(['confirmed', 'pending']),
      blockNumber: z.number().int().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
