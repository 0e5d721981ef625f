import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, type AnyEventObject, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { sessionMachine, type Address, type LoadAddressesInput, type LoginResponse, type StoredSession } from '../session/machine';
import { allStateNodes, allTransitionKeys, describePath, emptyCoverage, graphPaths, missing, replayPath } from '../test-support/replay-paths';
import { qrScanMachine as machine, type QrScanContext, type QrScanInput } from './machine';

const apiError = (status: number, code: string) => Object.assign(new Error(code), { status, code });
const image = new Blob(['png'], { type: 'image/png' });

const input: QrScanInput = { session: null };

const labelled: Record<string, AnyEventObject> = {
  'session.change(loggedIn)': { type: 'session.change', loggedIn: true },
  'session.change(refreshing)': { type: 'session.change', loggedIn: false },
  'scanner.open': { type: 'scanner.open' },
  'scanner.close': { type: 'scanner.close' },
  'camera.ready': { type: 'camera.ready' },
  'camera.unavailable': { type: 'camera.unavailable' },
  'error:camera': { type: 'xstate.error.actor.camera', error: new Error('NotAllowedError') },
  'code.detected(event)': { type: 'code.detected', text: 'pmtLIXI-NGUYENHUE' },
  'code.detected(customer)': { type: 'code.detected', text: 'cus42' },
  'file.open': { type: 'file.open' },
  'file.selected': { type: 'file.selected', file: image },
  'done:decodeImage(event)': { type: 'xstate.done.actor.decodeImage', output: { text: 'pmtLIXI-100' } },
  'done:decodeImage(none)': { type: 'xstate.done.actor.decodeImage', output: { text: null } },
  'error:decodeImage': { type: 'xstate.error.actor.decodeImage', error: new Error('not an image') },
  'done:submitCode(valid)': { type: 'xstate.done.actor.submitCode', output: { valid: true, reason: null } },
  'done:submitCode(refused)': { type: 'xstate.done.actor.submitCode', output: { valid: false, reason: 'already_claimed' } },
  'error:submitCode': { type: 'xstate.error.actor.submitCode', error: apiError(401, 'UNAUTHORIZED') },
  'scan.again': { type: 'scan.again' },
  'error:watchSession': { type: 'xstate.error.actor.watchSession', error: new Error('session gone') },
};
const events = Object.values(labelled);
const labels = new Map(Object.entries(labelled).map(([name, event]) => [event as EventObject, name]));
const label = (event: EventObject) => labels.get(event);

const serializeState = (snapshot: AnyMachineSnapshot) => {
  const c = snapshot.context as QrScanContext;
  return JSON.stringify([snapshot.value, c.loggedIn, c.cameraWorks, c.notice, c.code !== null, c.reason !== null, c.errorCode !== null]);
};

function check(s: AnyMachineSnapshot) {
  const c = s.context as QrScanContext;
  expect(s.hasTag('busy')).toBe(s.matches({ camera: 'starting' }) || s.matches('decodingFile') || s.matches('checking'));
  // only a promotion code is ever checked, and its answer is shown in its own state
  if (s.matches('checking') || s.matches('added') || s.matches('refused') || s.matches('failed')) expect(c.code).toMatch(/^[A-Z0-9-]+$/);
  expect(c.reason !== null).toBe(s.matches('refused'));
  expect(c.errorCode !== null).toBe(s.matches('failed'));
  if (s.matches('closed')) expect(c).toMatchObject({ code: null, reason: null, errorCode: null, notice: null });
  // once the camera failed, the scanner does not try it again until it is opened anew
  if (s.matches('cameraUnavailable')) expect(c.cameraWorks).toBe(false);
  if (!c.cameraWorks) expect(s.matches('camera')).toBe(false);
  if (!s.matches('closed')) expect(s.can({ type: 'scanner.close' })).toBe(true);
  // the header's button (state.can) opens the scanner only for a session in hand
  if (s.matches('closed')) expect(s.can({ type: 'scanner.open' })).toBe(c.loggedIn);
}

describe('qr scan graph paths', () => {
  beforeAll(() => vi.useFakeTimers());
  afterAll(() => vi.useRealTimers());
  const coverage = emptyCoverage();
  const { statePaths, transitionPaths } = graphPaths(machine, { events, serializeState, input });

  it.each(statePaths.map((p) => [describePath(p, label), p] as const))('should replay %s', (_, path) => {
    replayPath(machine, path, { input, check, serialize: serializeState, coverage });
  });
  it.each(transitionPaths.map((p) => [describePath(p, label), p] as const))('should take %s', (_, path) => {
    replayPath(machine, path, { input, check, serialize: serializeState, coverage });
  });

  it('should reach every state and take every transition', () => {
    expect(missing(allStateNodes(machine).map((n) => n.id), coverage.stateIds)).toEqual([]);
    expect(missing(allTransitionKeys(machine), coverage.transitions)).toEqual([]);
  });
});

describe('qr scan with its effects', () => {
  it('should stop the camera when a code is read, and send the promotion code to the server', async () => {
    const stopped = vi.fn();
    const submitted: string[] = [];
    const actor = createActor(
      machine.provide({
        actors: {
          camera: fromCallback(({ sendBack }) => {
            sendBack({ type: 'camera.ready' });
            sendBack({ type: 'code.detected', text: 'pmtlixi-nguyenhue' });
            return stopped;
          }),
          submitCode: fromPromise(async ({ input }) => (submitted.push(input.code), { valid: true, reason: null })),
        },
      }),
      { input },
    ).start();
    actor.send({ type: 'session.change', loggedIn: true });
    actor.send({ type: 'scanner.open' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('added'));
    expect(stopped).toHaveBeenCalledTimes(1);
    expect(submitted).toEqual(['pmtLIXI-NGUYENHUE']);
  });

  it('should fall back to an image file where there is no camera', async () => {
    const actor = createActor(
      machine.provide({
        actors: {
          camera: fromCallback(() => {
            throw new Error('NotFoundError');
          }),
          decodeImage: fromPromise<{ text: string | null }, { file: Blob }>(async () => ({ text: 'pmtLIXI-100' })),
          submitCode: fromPromise<{ valid: boolean; reason: string | null }, { code: string }>(async () => ({ valid: false, reason: 'already_claimed' })),
        },
      }),
      { input },
    ).start();
    actor.send({ type: 'session.change', loggedIn: true });
    actor.send({ type: 'scanner.open' });
    expect(actor.getSnapshot().value).toBe('cameraUnavailable');
    actor.send({ type: 'file.open' });
    actor.send({ type: 'file.selected', file: image });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('refused'));
    expect(actor.getSnapshot().context.reason).toBe('already_claimed');
    actor.send({ type: 'scan.again' });
    expect(actor.getSnapshot().value).toBe('fileFallback');
  });

  it('should open only once the session actor it watches is logged in: a kept session being refreshed waits', async () => {
    const member: LoginResponse = {
      access: 'access-1',
      refresh: 'refresh-1',
      user: { id: 7, full_name: 'Nguyễn Văn An', user_name: '+84901234567' },
      customer: { id: 7, user_name: '+84901234567', full_name: 'Nguyễn Văn An', total_point: 0, available_point: 0 },
    };
    let refreshed: (tokens: { access: string; refresh: string }) => void = () => undefined;
    const session = createActor(
      sessionMachine.provide({
        actors: {
          loadStoredSession: fromPromise<StoredSession | null>(async () => member),
          refreshToken: fromPromise(() => new Promise<{ access: string; refresh: string }>((resolve) => (refreshed = resolve))),
          loadAddresses: fromPromise<Address[], LoadAddressesInput>(async () => []),
        },
        actions: { persistSession: () => undefined, reloadHome: () => undefined },
      }),
      { input: {} },
    ).start();
    const scanner = createActor(machine.provide({ actors: { camera: fromCallback(() => undefined) } }), { input: { session } }).start();
    expect(scanner.getSnapshot().can({ type: 'scanner.open' })).toBe(false);
    session.send({ type: 'session.restore' });
    await vi.waitFor(() => expect(session.getSnapshot().matches('restoring')).toBe(true));
    expect(scanner.getSnapshot().can({ type: 'scanner.open' })).toBe(false);
    refreshed({ access: 'access-2', refresh: 'refresh-2' });
    await vi.waitFor(() => expect(scanner.getSnapshot().context.loggedIn).toBe(true));
    scanner.send({ type: 'scanner.open' });
    expect(scanner.getSnapshot().matches({ camera: 'starting' })).toBe(true);
    session.send({ type: 'session.logout' });
    await vi.waitFor(() => expect(scanner.getSnapshot().context.loggedIn).toBe(false));
    scanner.stop();
    session.stop();
  });
});
