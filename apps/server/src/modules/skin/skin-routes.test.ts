import { apiErrorSchema, skinAnalysisResultSchema, skinHistoryResponseSchema } from '@careledger/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { skinAnalyses, skinAnalysisImages } from '../../db/schema';
import { describeEachDatabase } from '../../test/databases';
import { databaseFingerprint } from '../../test/snapshot';
import { drawBlank, drawDisc, drawFourColourLesion } from './analysis/synthetic';
import { accountWithSession, analysisForm, encodePhoto, postAnalysis } from './skin-test-helpers';

// The skin analysis routes end to end on both databases: a photo measured and kept, the enhanced mode, a known
// scale, evolution against the earlier photo of the same body part, history, the kept images, deleting, and who
// may do each. Bad uploads are in bad-photo.test.ts.

const ANALYSIS_TIMEOUT = 120_000;

describeEachDatabase(
  'skin analysis (POST /api/skin-analysis, /api/enhanced-skin-analysis, history)',
  (get) => {
    it(
      'measures a round one-colour lesion as low risk, keeps it with a thumbnail and overlay, and lists it',
      async () => {
        const { app, db } = get();
        const patient = await accountWithSession(db, 'user');
        const photo = await encodePhoto(drawDisc({ size: 400, radius: 70 }));
        const res = await postAnalysis(
          app,
          analysisForm({ userId: patient.id, skinType: 'II', bodyPart: 'back' }, photo),
          { cookie: patient.cookie },
        );
        expect(res.statusCode, res.body).toBe(200);
        const result = skinAnalysisResultSchema.parse(res.json());
        expect(result).toMatchObject({
          userId: patient.id,
          prediction: 'low_risk',
          skinType: 'II',
          bodyPart: 'back',
          analysis: {
            analysisType: 'basic',
            features: { asymmetry: 0, color: 1 },
            measurements: { colours: ['darkBrown'], diameterMm: null, dUsed: 'differentialStructures' },
            evolution: { hasEvolved: false, evolutionWeeks: 0, measured: null, raisedLevel: false },
          },
          overlay: `/api/skin-analysis/${result.id}/overlay`,
          thumbnail: `/api/skin-analysis/${result.id}/thumbnail`,
        });
        expect(result.tds).toBeLessThan(4.75);
        expect(result.confidence).toBeGreaterThanOrEqual(80);
        expect(result.analysis.detectedSkinTone).toBe(result.analysis.skinTone.category);
        expect(result.disclaimer).toMatch(/not a diagnosis/);

        for (const which of ['overlay', 'thumbnail'] as const) {
          const image = await app.inject({
            method: 'GET',
            url: result[which],
            headers: { cookie: patient.cookie },
          });
          expect(image.statusCode).toBe(200);
          expect(image.headers['content-type']).toBe('image/webp');
          expect(image.headers['cache-control']).toMatch(/private/);
          const meta = await sharp(image.rawPayload).metadata();
          expect(meta.format).toBe('webp');
          expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(
            which === 'overlay' ? 768 : 256,
          );
        }

        const history = await app.inject({
          method: 'GET',
          url: `/api/skin-analysis/history?userId=${patient.id}&bodyPart=back`,
          headers: { cookie: patient.cookie },
        });
        expect(history.statusCode).toBe(200);
        expect(skinHistoryResponseSchema.parse(history.json()).analyses).toEqual([result]);
        const other = await app.inject({
          method: 'GET',
          url: `/api/skin-analysis/history?userId=${patient.id}&bodyPart=face`,
          headers: { cookie: patient.cookie },
        });
        expect(other.json()).toEqual({ analyses: [] });
      },
      ANALYSIS_TIMEOUT,
    );

    it(
      'gives the same shape from the enhanced analysis, with D from the differential structures',
      async () => {
        const { app, db } = get();
        const patient = await accountWithSession(db, 'user');
        const photo = await encodePhoto(drawFourColourLesion({ size: 400 }), 'jpeg');
        const res = await postAnalysis(
          app,
          analysisForm({ userId: patient.id, fieldOfViewMm: '20' }, photo, {
            filename: 'lesion.jpg',
            contentType: 'image/jpeg',
          }),
          { enhanced: true, cookie: patient.cookie },
        );
        expect(res.statusCode, res.body).toBe(200);
        const result = skinAnalysisResultSchema.parse(res.json());
        expect(result.analysis.analysisType).toBe('enhanced');
        expect(result.analysis.measurements.dUsed).toBe('differentialStructures');
        expect(result.analysis.measurements.diameterMm).not.toBeNull();
        expect(result.analysis.features.color).toBeGreaterThanOrEqual(3);
        expect(result.prediction).toBe('high_risk');
        expect(result).toMatchObject({ skinType: 'III', bodyPart: 'other' });
      },
      ANALYSIS_TIMEOUT,
    );

    it(
      "scores D from the diameter in millimetres when the photo's width is given",
      async () => {
        const { app, db } = get();
        const patient = await accountWithSession(db, 'user');
        // 400 px photo, 40 mm wide: a disc of radius 70 px is 14 mm across, over the 8 mm that scores D = 5.
        const photo = await encodePhoto(drawDisc({ size: 400, radius: 70 }));
        const res = await postAnalysis(
          app,
          analysisForm({ userId: patient.id, fieldOfViewMm: '40' }, photo),
          {
            cookie: patient.cookie,
          },
        );
        expect(res.statusCode, res.body).toBe(200);
        const { analysis } = skinAnalysisResultSchema.parse(res.json());
        expect(analysis.measurements.dUsed).toBe('diameter');
        expect(analysis.measurements.diameterMm).toBeGreaterThan(13);
        expect(analysis.measurements.diameterMm).toBeLessThan(15);
        expect(analysis.features.diameter).toBe(5);
      },
      ANALYSIS_TIMEOUT,
    );

    it(
      'compares a new photo with the earlier one of the same body part, and raises the level when it grew',
      async () => {
        const { app, db } = get();
        const patient = await accountWithSession(db, 'user');
        const form = (radius: number, extra: Record<string, string> = {}) =>
          encodePhoto(drawDisc({ size: 400, radius })).then((photo) =>
            analysisForm({ userId: patient.id, bodyPart: 'arms', ...extra }, photo),
          );
        const first = skinAnalysisResultSchema.parse(
          (await postAnalysis(app, await form(50), { cookie: patient.cookie })).json(),
        );
        expect(first.analysis.evolution.measured).toBeNull();
        const res = await postAnalysis(app, await form(75, { hasEvolved: 'false' }), {
          cookie: patient.cookie,
        });
        expect(res.statusCode, res.body).toBe(200);
        const second = skinAnalysisResultSchema.parse(res.json());
        expect(second.analysis.evolution.measured).toMatchObject({
          comparedWith: { id: first.id, timestamp: first.timestamp },
          areaBasis: 'imageShare',
          changed: true,
        });
        expect(second.analysis.evolution.measured?.areaChange).toBeGreaterThan(1);
        expect(second.analysis.evolution.raisedLevel).toBe(true);
        expect(second.prediction).toBe('moderate_risk');
        expect(second.tdsLevel).toBe('low_risk');

        // Told, not measured: the form's own "has evolved" raises the level on a first photo too.
        const told = await postAnalysis(
          app,
          analysisForm(
            { userId: patient.id, bodyPart: 'legs', hasEvolved: 'true', evolutionWeeks: '6' },
            await encodePhoto(drawDisc({ size: 400, radius: 60 })),
          ),
          { cookie: patient.cookie },
        );
        expect(skinAnalysisResultSchema.parse(told.json()).analysis.evolution).toEqual({
          hasEvolved: true,
          evolutionWeeks: 6,
          measured: null,
          raisedLevel: true,
        });

        const history = skinHistoryResponseSchema.parse(
          (
            await app.inject({
              method: 'GET',
              url: `/api/skin-analysis/history?userId=${patient.id}`,
              headers: { cookie: patient.cookie },
            })
          ).json(),
        );
        expect(history.analyses.map((a) => a.bodyPart)).toEqual(['legs', 'arms', 'arms']);
      },
      ANALYSIS_TIMEOUT,
    );

    it(
      'says no lesion was found in a photo of plain skin, and keeps nothing',
      async () => {
        const { app, db } = get();
        const patient = await accountWithSession(db, 'user');
        const before = await databaseFingerprint(db);
        const res = await postAnalysis(
          app,
          analysisForm({ userId: patient.id }, await encodePhoto(drawBlank({ size: 300 }))),
          { cookie: patient.cookie },
        );
        expect(res.statusCode, res.body).toBe(422);
        const body = apiErrorSchema.parse(res.json());
        expect(body.messageKey).toMatch(/^lesionNotFound/);
        expect(body.message).toMatch(/Take it/);
        expect(await databaseFingerprint(db)).toEqual(before);
      },
      ANALYSIS_TIMEOUT,
    );

    it(
      'lets staff analyse for a patient, never a patient for another, nor a supplier at all',
      async () => {
        const { app, db } = get();
        const patient = await accountWithSession(db, 'user');
        const otherPatient = await accountWithSession(db, 'user');
        const staff = await accountWithSession(db, 'staff');
        const supplier = await accountWithSession(db, 'supplier');
        const photo = await encodePhoto(drawDisc({ size: 300, radius: 50 }));

        const byStaff = await postAnalysis(app, analysisForm({ userId: patient.id }, photo), {
          cookie: staff.cookie,
        });
        expect(byStaff.statusCode, byStaff.body).toBe(200);
        const result = skinAnalysisResultSchema.parse(byStaff.json());
        const [row] = await db.select().from(skinAnalyses).where(eq(skinAnalyses.id, result.id));
        expect(row).toMatchObject({ patientId: patient.id, analysedBy: staff.id });

        const before = await databaseFingerprint(db);
        const forOther = await postAnalysis(app, analysisForm({ userId: patient.id }, photo), {
          cookie: otherPatient.cookie,
        });
        expect(forOther.statusCode).toBe(403);
        expect(forOther.json().messageKey).toBe('skinOwnOnly');
        const bySupplier = await postAnalysis(app, analysisForm({ userId: patient.id }, photo), {
          cookie: supplier.cookie,
        });
        expect(bySupplier.statusCode).toBe(403);
        const forStaff = await postAnalysis(app, analysisForm({ userId: staff.id }, photo), {
          cookie: staff.cookie,
        });
        expect(forStaff.statusCode).toBe(400);
        expect(forStaff.json().messageKey).toBe('unknownPatient');
        expect(await databaseFingerprint(db)).toEqual(before);

        // Another patient learns nothing of the analysis: not its images, not that it exists.
        for (const url of [result.overlay, result.thumbnail]) {
          const res = await app.inject({ method: 'GET', url, headers: { cookie: otherPatient.cookie } });
          expect(res.statusCode).toBe(404);
        }
        const history = await app.inject({
          method: 'GET',
          url: `/api/skin-analysis/history?userId=${patient.id}`,
          headers: { cookie: otherPatient.cookie },
        });
        expect(history.statusCode).toBe(403);
        const remove = await app.inject({
          method: 'DELETE',
          url: `/api/skin-analysis/${result.id}`,
          headers: { cookie: otherPatient.cookie },
        });
        expect(remove.statusCode).toBe(404);
        expect(await databaseFingerprint(db)).toEqual(before);

        // Staff see every patient to choose from; a patient only themselves.
        const patients = await app.inject({
          method: 'GET',
          url: '/api/skin-analysis/patients',
          headers: { cookie: staff.cookie },
        });
        expect(patients.json().map((p: { id: string }) => p.id)).toEqual(
          expect.arrayContaining([patient.id, otherPatient.id]),
        );
        const self = await app.inject({
          method: 'GET',
          url: '/api/skin-analysis/patients',
          headers: { cookie: patient.cookie },
        });
        expect(self.json()).toEqual([{ id: patient.id, name: expect.any(String) }]);
      },
      ANALYSIS_TIMEOUT,
    );

    it(
      'deletes an analysis with its images, once',
      async () => {
        const { app, db } = get();
        const patient = await accountWithSession(db, 'user');
        const photo = await encodePhoto(drawDisc({ size: 300, radius: 50 }));
        const result = skinAnalysisResultSchema.parse(
          (
            await postAnalysis(app, analysisForm({ userId: patient.id }, photo), { cookie: patient.cookie })
          ).json(),
        );
        const remove = () =>
          app.inject({
            method: 'DELETE',
            url: `/api/skin-analysis/${result.id}`,
            headers: { cookie: patient.cookie },
          });
        expect((await remove()).statusCode).toBe(204);
        expect(
          await db.select().from(skinAnalysisImages).where(eq(skinAnalysisImages.analysisId, result.id)),
        ).toEqual([]);
        const again = await remove();
        expect(again.statusCode).toBe(404);
        expect(again.json().messageKey).toBe('skinAnalysisNotFound');
        const overlay = await app.inject({
          method: 'GET',
          url: result.overlay,
          headers: { cookie: patient.cookie },
        });
        expect(overlay.statusCode).toBe(404);
      },
      ANALYSIS_TIMEOUT,
    );
  },
);
