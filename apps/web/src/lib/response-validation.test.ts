import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAIN_INFO } from '@/testing/chain-info';
import { json, stubApi } from '@/testing/stub-api';
import type { ApiCall, CallReply } from './api-call';
import { ApiRequestError, api } from './api-client';
import { answerMessage, type ValidationMessage, validateAnswer } from './response-schemas';
import {
  type AnswerChecker,
  createInThreadChecker,
  createWorkerChecker,
  InvalidAnswerError,
  responseSchema,
} from './response-validation';
import { yieldToMain } from './yield-to-main';

// Held in one test to see what waits for it; otherwise it lets everything through at once.
vi.mock('./yield-to-main', () => ({ yieldToMain: vi.fn(() => Promise.resolve()) }));

const CHAIN = CHAIN_INFO;

/**
 * The validation worker's conversation over a real MessageChannel: the page's end stands in for the Worker
 * object, the other end answers with the worker's own handler (answerMessage), and every message is copied
 * between them by structured clone as it is between threads.
 */
function channelWorker() {
  const { port1: page, port2: worker } = new MessageChannel();
  worker.onmessage = async (event: MessageEvent<ValidationMessage>) => {
    const reply = await answerMessage(event.data);
    if (reply) worker.postMessage(reply);
  };
  const posted: ValidationMessage[] = [];
  const asWorker = {
    postMessage: (message: ValidationMessage) => {
      posted.push(message);
      page.postMessage(message);
    },
    addEventListener: (type: string, listener: (event: MessageEvent) => void) => {
      if (type === 'message') page.addEventListener('message', listener as EventListener);
    },
    terminate: () => {
      page.close();
      worker.close();
    },
  };
  page.start();
  return { worker: asWorker as unknown as Worker, posted, close: asWorker.terminate };
}

describe('validateAnswer (the worker’s check)', () => {
  it('passes an answer that fits its schema, as the schema gives it back (unknown fields dropped)', async () => {
    const reply = await validateAnswer({
      id: 7,
      module: 'wallet',
      name: 'chainInfoSchema',
      data: { ...CHAIN, surprise: 'not in the schema' },
    });
    expect(reply).toEqual({ id: 7, ok: true, value: CHAIN });
  });

  it('fails an answer that does not fit, saying where', async () => {
    const reply = await validateAnswer({
      id: 8,
      module: 'wallet',
      name: 'chainInfoSchema',
      data: { ...CHAIN, headBlock: 'twelve' },
    });
    expect(reply).toMatchObject({ id: 8, ok: false });
    expect(reply.ok ? '' : reply.message).toContain('headBlock');
  });

  it('fails, never passes, a module or schema name it does not know', async () => {
    await expect(validateAnswer({ id: 1, module: 'nowhere', name: 'x', data: {} })).resolves.toEqual({
      id: 1,
      ok: false,
      message: 'No response schema module "nowhere".',
    });
    await expect(validateAnswer({ id: 2, module: 'wallet', name: 'nothing', data: {} })).resolves.toEqual({
      id: 2,
      ok: false,
      message: 'No response schema "nothing" in "wallet".',
    });
  });

  it('answers nothing to a module to prepare', async () => {
    await expect(answerMessage({ prepare: 'wallet' })).resolves.toBeNull();
  });
});

describe('createInThreadChecker', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('makes a call only after yielding the page’s thread, not in the task that asked for it', async () => {
    const fetch = stubApi({ 'GET /api/marketplace/chain': CHAIN });
    let release: () => void = () => undefined;
    vi.mocked(yieldToMain).mockImplementationOnce(
      () => new Promise<void>((resume) => (release = () => resume())),
    );
    const asked = createInThreadChecker().call({
      method: 'GET',
      url: '/api/marketplace/chain',
      module: 'wallet',
      name: 'chainInfoSchema',
    });
    await vi.waitFor(() => expect(yieldToMain).toHaveBeenCalled());
    await new Promise((resume) => setTimeout(resume, 0));
    expect(fetch).not.toHaveBeenCalled();
    release();
    await expect(asked).resolves.toMatchObject({ outcome: 'answered', value: CHAIN });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('createWorkerChecker', () => {
  const chain = responseSchema('wallet', 'chainInfoSchema');

  it('starts the worker on first use, then checks each answer there and hands back the copy', async () => {
    const channel = channelWorker();
    const start = vi.fn(() => channel.worker);
    const checker = createWorkerChecker(start, createInThreadChecker);
    expect(start).not.toHaveBeenCalled();
    checker.prepare(chain.module);
    const [good, bad] = await Promise.allSettled([
      checker.check(chain.module, chain.name, CHAIN),
      checker.check(chain.module, chain.name, { ...CHAIN, chainId: -0.5 }),
    ]);
    expect(start).toHaveBeenCalledTimes(1);
    expect(channel.posted[0]).toEqual({ prepare: 'wallet' });
    expect(good).toEqual({ status: 'fulfilled', value: CHAIN });
    expect(bad.status).toBe('rejected');
    expect((bad as PromiseRejectedResult).reason).toBeInstanceOf(InvalidAnswerError);
    channel.close();
  });

  it('checks on the page instead when the worker cannot start, or stops with answers waiting', async () => {
    const fallback = vi.fn((): AnswerChecker => createInThreadChecker());
    const refused = createWorkerChecker(() => {
      throw new Error('Workers are not allowed here.');
    }, fallback);
    await expect(refused.check(chain.module, chain.name, CHAIN)).resolves.toEqual(CHAIN);
    expect(fallback).toHaveBeenCalledTimes(1);

    // A worker whose script fails to load: it never answers, then reports an error.
    const listeners: Record<string, (event: unknown) => void> = {};
    const broken = {
      postMessage: vi.fn(),
      addEventListener: (type: string, listener: (event: unknown) => void) => {
        listeners[type] = listener;
      },
      terminate: vi.fn(),
    };
    const checker = createWorkerChecker(() => broken as unknown as Worker, createInThreadChecker);
    const waiting = checker.check(chain.module, chain.name, CHAIN);
    expect(broken.postMessage).toHaveBeenCalledTimes(1);
    listeners.error?.({ message: 'Failed to load the worker script.' });
    await expect(waiting).resolves.toEqual(CHAIN);
    expect(broken.terminate).toHaveBeenCalled();
    // Later answers go straight to the page's own check.
    await expect(
      checker.check(chain.module, chain.name, { ...CHAIN, embedded: 'yes' }),
    ).rejects.toBeInstanceOf(InvalidAnswerError);
    expect(broken.postMessage).toHaveBeenCalledTimes(1);
  });
});

describe('createWorkerChecker, calls', () => {
  const chainCall: ApiCall = {
    method: 'GET',
    url: '/api/marketplace/chain',
    module: 'wallet',
    name: 'chainInfoSchema',
  };
  const postCall: ApiCall = { method: 'POST', url: '/api/inventory/alerts/check', body: '{}' };
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** A worker the test drives: what it is sent, and its message and error events. */
  function drivenWorker() {
    const listeners: Record<string, (event: unknown) => void> = {};
    const worker = {
      postMessage: vi.fn(),
      addEventListener: (type: string, listener: (event: unknown) => void) => {
        listeners[type] = listener;
      },
      terminate: vi.fn(),
    };
    return {
      worker: worker as unknown as Worker,
      emit: (type: string, event: unknown) => listeners[type]?.(event),
    };
  }
  const sent = (fetch: ReturnType<typeof stubApi>) =>
    fetch.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

  it('makes the call on the worker, which fetches, checks and sends back the reply', async () => {
    const fetch = stubApi({ 'GET /api/marketplace/chain': { ...CHAIN, surprise: 'dropped' } });
    const channel = channelWorker();
    const checker = createWorkerChecker(() => channel.worker, createInThreadChecker);
    const reply: CallReply = await checker.call(chainCall);
    expect(reply).toEqual({ id: 1, outcome: 'answered', status: 200, value: CHAIN });
    expect(channel.posted).toEqual([{ id: 1, call: chainCall }]);
    expect(sent(fetch)).toEqual(['GET /api/marketplace/chain']);
    channel.close();
  });

  it('makes waiting calls of every kind on the page when the worker never loaded', async () => {
    const fetch = stubApi({ 'GET /api/marketplace/chain': CHAIN, 'POST /api/inventory/alerts/check': {} });
    const { worker, emit } = drivenWorker();
    const checker = createWorkerChecker(() => worker, createInThreadChecker);
    const waiting = [checker.call(chainCall), checker.call(postCall)];
    emit('error', { message: 'Failed to load the worker script.' });
    const [got, posted] = await Promise.all(waiting);
    expect(got).toMatchObject({ outcome: 'answered', value: CHAIN });
    expect(posted).toMatchObject({ outcome: 'answered', status: 200 });
    expect(sent(fetch)).toEqual(['GET /api/marketplace/chain', 'POST /api/inventory/alerts/check']);
  });

  it('once the worker has run, sends a waiting change again nowhere (it may have gone out): unreachable', async () => {
    const fetch = stubApi({ 'GET /api/marketplace/chain': CHAIN, 'POST /api/inventory/alerts/check': {} });
    const { worker, emit } = drivenWorker();
    const checker = createWorkerChecker(() => worker, createInThreadChecker);
    const waiting = [checker.call(chainCall), checker.call(postCall)];
    emit('message', { data: { ready: true } });
    emit('error', { message: 'The worker stopped.' });
    const [got, posted] = await Promise.all(waiting);
    expect(posted).toMatchObject({ outcome: 'unreachable' });
    // A read changes nothing: asked again on the page.
    expect(got).toMatchObject({ outcome: 'answered', value: CHAIN });
    expect(sent(fetch)).toEqual(['GET /api/marketplace/chain']);
  });
});

describe('api requests check their answers', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('gives back a checked answer, and an INVALID_RESPONSE error for one that fails its schema', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({ 'GET /api/marketplace/chain': CHAIN, 'GET /api/marketplace/broken': json({ chainId: 'x' }) });
    await expect(api.get('/marketplace/chain', responseSchema('wallet', 'chainInfoSchema'))).resolves.toEqual(
      CHAIN,
    );
    const error = await api
      .get('/marketplace/broken', responseSchema('wallet', 'chainInfoSchema'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 200, code: 'INVALID_RESPONSE' });
  });
});
