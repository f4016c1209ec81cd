import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { setUpI18n } from '@/testing/i18n';
import { json, stubApi } from '@/testing/stub-api';
import { analyseSkin } from './analyse-skin';
import { deleteSkinAnalysis } from './delete-skin-analysis';
import { getSkinHistory } from './get-skin-history';
import { getSkinPatients } from './get-skin-patients';
import { stubXhr } from './testing/fake-xhr';
import { ANALYSIS_ID, SKIN_PATIENT_ID, skinResult } from './testing/skin-fixtures';

const form = () => {
  const body = new FormData();
  body.append('userId', SKIN_PATIENT_ID);
  return body;
};

describe('skin analysis API', () => {
  beforeAll(setUpI18n);
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['basic', '/api/skin-analysis'],
    ['enhanced', '/api/enhanced-skin-analysis'],
  ] as const)('posts the %s analysis as multipart to %s and reads the result', async (type, url) => {
    const sent = stubXhr();
    const body = form();
    const answer = analyseSkin({ type, form: body });
    expect(sent.map(({ method, url }) => `${method} ${url}`)).toEqual([`POST ${url}`]);
    expect(sent[0]?.body).toBe(body);
    sent[0]?.respond(200, skinResult());
    expect(await answer).toEqual(skinResult());
  });

  it('reports the bytes sent, then that the upload is done', async () => {
    const sent = stubXhr();
    const events: string[] = [];
    const answer = analyseSkin({
      type: 'basic',
      form: form(),
      onUploadProgress: (loaded, total) => events.push(`${loaded}/${total}`),
      onUploaded: () => events.push('uploaded'),
    });
    sent[0]?.progress(50, 200);
    sent[0]?.progress(200, 200);
    sent[0]?.uploaded();
    sent[0]?.respond(200, skinResult());
    await answer;
    expect(events).toEqual(['50/200', '200/200', 'uploaded']);
  });

  it('rejects with the server’s code and sentence', async () => {
    const sent = stubXhr();
    const answer = analyseSkin({ type: 'basic', form: form() });
    sent[0]?.respond(422, { error: 'LESION_NOT_FOUND', message: 'No lesion stands out from the skin.' });
    const error = await answer.catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 422, code: 'LESION_NOT_FOUND' });
    expect((error as Error).message).toBe('No lesion stands out from the skin.');
  });

  it('rejects a body that is not an API error as HTTP_ERROR and a broken result as INVALID_RESPONSE', async () => {
    const sent = stubXhr();
    const failed = analyseSkin({ type: 'basic', form: form() });
    sent[0]?.respond(502, '<html>Bad gateway</html>');
    await expect(failed).rejects.toMatchObject({ status: 502, code: 'HTTP_ERROR' });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const odd = analyseSkin({ type: 'basic', form: form() });
    sent[1]?.respond(200, { prediction: 'benign' });
    await expect(odd).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('rejects a failed connection as NETWORK_ERROR and an abort as an AbortError', async () => {
    const sent = stubXhr();
    const lost = analyseSkin({ type: 'basic', form: form() });
    sent[0]?.fail();
    await expect(lost).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });

    const controller = new AbortController();
    const cancelled = analyseSkin({ type: 'basic', form: form(), signal: controller.signal });
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
    expect(sent[1]?.isAborted()).toBe(true);
  });

  it('reads the history of one body part, the patients and deletes by id', async () => {
    const fetch = stubApi({
      'GET /api/skin-analysis/history': { analyses: [skinResult()] },
      'GET /api/skin-analysis/patients': [{ id: SKIN_PATIENT_ID, name: 'Margaret Demo' }],
      [`DELETE /api/skin-analysis/${ANALYSIS_ID}`]: () => new Response(null, { status: 204 }),
    });
    expect(await getSkinHistory(SKIN_PATIENT_ID, 'back')).toEqual([skinResult()]);
    expect(await getSkinPatients()).toEqual([{ id: SKIN_PATIENT_ID, name: 'Margaret Demo' }]);
    await deleteSkinAnalysis(ANALYSIS_ID);
    expect(fetch.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`)).toEqual([
      `GET /api/skin-analysis/history?userId=${SKIN_PATIENT_ID}&bodyPart=back`,
      'GET /api/skin-analysis/patients',
      `DELETE /api/skin-analysis/${ANALYSIS_ID}`,
    ]);
  });

  it('rejects a refused delete with the server’s code', async () => {
    stubApi({
      [`DELETE /api/skin-analysis/${ANALYSIS_ID}`]: () =>
        json({ error: 'FORBIDDEN', message: 'Not your analysis.' }, 403),
    });
    await expect(deleteSkinAnalysis(ANALYSIS_ID)).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' });
  });
});
