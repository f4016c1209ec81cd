import {
  apiErrorSchema,
  forecastRequestSchema,
  forecastResponseSchema,
  idParamsSchema,
  itemForecastSchema,
  latestPredictionQuerySchema,
  predictionRunRequestSchema,
  predictionRunSchema,
  predictionSettingsSchema,
  predictionSettingsUpdateSchema,
} from '@careledger/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccount } from '../auth';
import { forecastSeries } from './forecast';
import { itemForecast } from './item-forecast';
import { latestRun, readServiceLevel, runPredictions, writeServiceLevel } from './run-predictions';

const tags = ['predictions'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const read = { access: 'inventory.view' } as const;
const manage = { access: 'inventory.manage' } as const;
const round3 = (values: number[]) => values.map((value) => Math.round(value * 1000) / 1000);

/**
 * Restocking forecasts (issue 14): the engine for any series, runs over every item (stored), the latest run, one
 * item's forecast, and the service level safety stock is sized for.
 */
export const predictionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, hub } = app;

  app.post(
    '/forecast',
    {
      config: read,
      schema: {
        tags,
        summary: 'Forecast any daily demand series: method, forecast and its interval',
        body: forecastRequestSchema,
        response: { 200: forecastResponseSchema, ...errors },
      },
    },
    async (request) => {
      const result = forecastSeries(request.body.history, request.body.horizon, {
        serviceLevel: await readServiceLevel(db),
      });
      return {
        method: result.method,
        forecast: round3(result.forecast),
        lower: round3(result.lower),
        upper: round3(result.upper),
        backtestRmsse: result.backtestRmsse,
        shortHistory: result.flagged === 'shortHistory',
      };
    },
  );

  app.post(
    '/run',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Forecast every item over a timeframe and store the run (one at a time)',
        body: predictionRunRequestSchema,
        response: { 200: predictionRunSchema, ...errors, 409: apiErrorSchema, 500: apiErrorSchema },
      },
    },
    async (request) =>
      runPredictions({ db, hub, timeframe: request.body.timeframe, accountId: requireAccount(request).id }),
  );

  app.get(
    '/latest',
    {
      config: read,
      schema: {
        tags,
        summary: 'The last stored run of a timeframe, or null before the first one',
        querystring: latestPredictionQuerySchema,
        // Null, not 404: no run yet is a state the screens show, not an error (a 404 is logged by the browser).
        response: { 200: predictionRunSchema.nullable(), ...errors },
      },
    },
    async (request) => latestRun(db, request.query.timeframe),
  );

  app.get(
    '/items/:id',
    {
      config: read,
      schema: {
        tags,
        summary:
          'One item: recent daily demand, forecast with interval, method, backtest error, reorder point',
        params: idParamsSchema,
        response: { 200: itemForecastSchema, ...errors },
      },
    },
    async (request) => itemForecast({ db, itemId: request.params.id }),
  );

  app.get(
    '/settings',
    {
      config: read,
      schema: {
        tags,
        summary: 'The service level safety stock is sized for',
        response: { 200: predictionSettingsSchema, ...errors },
      },
    },
    async () => ({ serviceLevel: await readServiceLevel(db) }),
  );

  app.put(
    '/settings',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Set the service level (0.5 to 0.995) for the next runs',
        body: predictionSettingsUpdateSchema,
        response: { 200: predictionSettingsSchema, ...errors },
      },
    },
    async (request) => ({ serviceLevel: await writeServiceLevel(db, request.body.serviceLevel) }),
  );
};
