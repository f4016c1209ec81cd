import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** The OpenAPI response of a CSV download. */
export const csvResponse = { description: 'CSV', content: { 'text/csv': { schema: z.string() } } } as const;

/** Answers with CSV text as a file download named `filename`. */
export function replyCsv(reply: FastifyReply, filename: string, csv: string): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(csv);
}
