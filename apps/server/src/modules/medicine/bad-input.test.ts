import { SYMPTOMS_MAX_LENGTH } from '@careledger/shared';
import { expect, it } from 'vitest';
import { type BadRequest, expectRefused, json } from '../../test/bad-request';
import { describeEachDatabase } from '../../test/databases';

// The medicine endpoints' own bad input: symptoms that are empty, blank, too long or not text, and ids of the
// wrong form. Each is refused with a 4xx that says why, and the database is left as it was (no answer stored,
// no request raised). The checks every endpoint shares are in modules/bad-input.test.ts.

const RECOMMEND = '/api/medicine/recommend';
const OTHER_ACCOUNT = '0f8fad5b-d9cb-469f-a165-70867728950e';

const symptoms = (value: unknown, what: string, message: string): BadRequest =>
  json(what, 'POST', RECOMMEND, { symptoms: value }, 400, 'VALIDATION_FAILED', message);

const CASES: BadRequest[] = [
  symptoms('', 'empty symptoms', 'the text is empty'),
  symptoms('   \n\t ', 'whitespace-only symptoms', 'the text is empty'),
  symptoms('a'.repeat(SYMPTOMS_MAX_LENGTH + 1), 'symptoms over the limit', `at most ${SYMPTOMS_MAX_LENGTH}`),
  symptoms(42, 'a number for symptoms', 'Describe the symptoms as text.'),
  symptoms(null, 'null symptoms', 'Describe the symptoms as text.'),
  symptoms(['headache'], 'an array for symptoms', 'Describe the symptoms as text.'),
  symptoms({ text: 'headache' }, 'an object for symptoms', 'Describe the symptoms as text.'),
  json('no symptoms', 'POST', RECOMMEND, { includeRestocking: true }, 400, 'VALIDATION_FAILED', 'symptoms'),
  json(
    'a string for includeRestocking',
    'POST',
    RECOMMEND,
    { symptoms: 'headache', includeRestocking: 'yes' },
    400,
    'VALIDATION_FAILED',
    'includeRestocking is true or false.',
  ),
  json(
    'a userId that is not an id',
    'POST',
    RECOMMEND,
    { symptoms: 'headache', userId: 'me' },
    400,
    'VALIDATION_FAILED',
    'userId is the id of your own account.',
  ),
  json(
    'the snake_case field of the spec',
    'POST',
    RECOMMEND,
    { symptoms: 'headache', include_restocking: true },
    400,
    'VALIDATION_FAILED',
    'include_restocking',
  ),
  json(
    "another account's userId",
    'POST',
    RECOMMEND,
    { symptoms: 'headache', userId: OTHER_ACCOUNT },
    403,
    'FORBIDDEN',
    'userId must be the id of the account you are signed in with',
  ),
  ...['0', '01', '1.5', '1e3', '-1', 'abc', '2147483648'].flatMap((id): BadRequest[] =>
    (['schedule', 'fulfil'] as const).map((action) => ({
      what: `the id "${id}"`,
      method: 'POST',
      url: `/api/medicine/restocking-requests/${id}/${action}`,
      status: 400,
      error: 'VALIDATION_FAILED',
      message: 'must be an id',
    })),
  ),
  ...[
    '/api/medicine/all?category=vitamins',
    '/api/medicine/all?page=0',
    '/api/medicine/all?pageSize=500',
  ].map(
    (url): BadRequest => ({
      what: 'a bad query',
      method: 'GET',
      url,
      status: 400,
      error: 'VALIDATION_FAILED',
    }),
  ),
  ...[
    '/api/medicine/restocking-requests?status=open',
    '/api/medicine/restocking-requests?page=-1',
    '/api/medicine/restocking-requests?pageSize=abc',
  ].map(
    (url): BadRequest => ({
      what: 'a bad query',
      method: 'GET',
      url,
      status: 400,
      error: 'VALIDATION_FAILED',
    }),
  ),
  {
    what: 'a search over 200 characters',
    method: 'GET',
    url: `/api/medicine/all?search=${'a'.repeat(201)}`,
    status: 400,
    error: 'VALIDATION_FAILED',
  },
];

describeEachDatabase('bad input on the medicine endpoints', (get) => {
  it.each(CASES)('$method $url with $what answers $status $error and changes nothing', async (c) => {
    const { app, db } = get();
    await expectRefused(app, db, c);
  });

  it('refuses a restocking request id that names nothing with 404', async () => {
    const { app, db } = get();
    for (const action of ['schedule', 'fulfil']) {
      await expectRefused(app, db, {
        what: 'an unknown id',
        method: 'POST',
        url: `/api/medicine/restocking-requests/2147483647/${action}`,
        status: 404,
        error: 'NOT_FOUND',
        message: 'No restocking request with id 2147483647.',
      });
    }
    expect((await app.inject({ method: 'GET', url: '/api/medicine/all' })).statusCode).toBe(200);
  });
});
