import {
  memoryQueryResponseSchema,
  memoryReportSchema,
  processMemoryResponseSchema,
} from '@careledger/shared';
import { NO_MEMORY_ANSWER } from '@careledger/shared/memory';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases';
import { callMemory, makePatient } from './memory-test-helpers';

describeEachDatabase(
  'questions and the report (POST /api/memory/query, GET /api/memory/memory-report)',
  (get) => {
    const tell = async (userId: string, text: string) => {
      const res = await callMemory(get().app, 'POST', '/process-text', { userId, text });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return processMemoryResponseSchema.parse(res.body);
    };
    const ask = async (userId: string, query: string) => {
      const res = await callMemory(get().app, 'POST', '/query', { userId, query });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return memoryQueryResponseSchema.parse(res.body);
    };

    it('answers from the patient’s memories, quoting them, and says so when it has none', async () => {
      const patient = await makePatient(get().db);
      await tell(patient.id, 'My sister Margaret visited and brought flowers.');
      const glasses = await tell(patient.id, 'I put my reading glasses in the kitchen drawer.');

      const where = await ask(patient.id, 'Where are my reading glasses?');
      expect(where.found).toBe(true);
      expect(where.answer.toLowerCase()).toContain('kitchen drawer');
      expect(where.sources[0]).toMatchObject({
        memoryId: glasses.memoryId,
        text: glasses.entries[0]?.content,
      });
      expect(where.sources[0]?.score).toBeGreaterThan(0);

      const unknown = await ask(patient.id, 'Where did I park the bicycle?');
      expect(unknown).toMatchObject({ answer: NO_MEMORY_ANSWER, found: false, sources: [] });
    });

    it('a memory told after the first question is found by the next one', async () => {
      const patient = await makePatient(get().db);
      await tell(patient.id, 'I had soup for lunch.');
      expect((await ask(patient.id, 'Where is my passport?')).found).toBe(false);
      await tell(patient.id, 'My passport is in the blue suitcase under the bed.');
      const where = await ask(patient.id, 'Where is my passport?');
      expect(where.found).toBe(true);
      expect(where.answer.toLowerCase()).toContain('suitcase');
    });

    it('never answers from another patient’s memories', async () => {
      const teller = await makePatient(get().db);
      const other = await makePatient(get().db);
      await tell(teller.id, 'My wedding ring is in the jewellery box on the dresser.');
      expect((await ask(other.id, 'Where is my wedding ring?')).found).toBe(false);
    });

    it('reports the interactions, mean importance and sentiments of the last days', async () => {
      const patient = await makePatient(get().db);
      const empty = memoryReportSchema.parse(
        (await callMemory(get().app, 'GET', `/memory-report/${patient.id}`)).body,
      );
      expect(empty).toEqual({
        days: 3,
        totalInteractions: 0,
        averageImportance: 0,
        sentimentDistribution: { positive: 0, negative: 0, neutral: 0 },
        memoryTrends: [],
        highUrgencyCount: 0,
      });
      const told = [
        await tell(patient.id, 'I had a wonderful day with my grandchildren, I am so happy.'),
        await tell(patient.id, 'I fell down the stairs and hurt my back.'),
        await tell(patient.id, 'The kettle is in the cupboard.'),
      ];
      const res = await callMemory(get().app, 'GET', `/memory-report/${patient.id}?days=2`);
      expect(res.status).toBe(200);
      const report = memoryReportSchema.parse(res.body);
      const mean = told.reduce((sum, t) => sum + t.importanceScore, 0) / told.length;
      expect(report.days).toBe(2);
      expect(report.totalInteractions).toBe(3);
      expect(report.averageImportance).toBeCloseTo(mean, 5);
      expect(report.highUrgencyCount).toBe(told.filter((t) => t.urgencyLevel === 'high').length);
      expect(report.highUrgencyCount).toBeGreaterThan(0);
      for (const sentiment of ['positive', 'negative', 'neutral'] as const) {
        expect(report.sentimentDistribution[sentiment]).toBe(
          told.filter((t) => t.sentiment === sentiment).length,
        );
      }
      // One point per day told (two only if the test ran across midnight).
      expect(report.memoryTrends.reduce((sum, point) => sum + point.count, 0)).toBe(3);
    });

    it('refuses a report window that is not a whole number of days from 1 to 366', async () => {
      const patient = await makePatient(get().db);
      for (const days of ['0', '367', '1.5', 'three']) {
        const res = await callMemory(get().app, 'GET', `/memory-report/${patient.id}?days=${days}`);
        expect(res.status, days).toBe(400);
        expect(res.body.error).toBe('VALIDATION_FAILED');
      }
    });
  },
);
