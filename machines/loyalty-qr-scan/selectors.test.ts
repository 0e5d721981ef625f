import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { qrScanMachine } from './machine';
import { isScanBusySelector, isScannerOpenSelector, refusalReasonSelector, scanErrorCodeSelector, scanNoticeSelector, scannedCodeSelector, scannerStepSelector } from './selectors';

const never = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => undefined));

describe('qr scan selectors', () => {
  it('should name each step the scanner shows, from opening to the answer', async () => {
    let answer: { valid: boolean; reason: string | null } = { valid: false, reason: 'already_claimed' };
    const actor = createActor(
      qrScanMachine.provide({
        actors: {
          camera: fromCallback(({ sendBack }) => sendBack({ type: 'camera.unavailable' })),
          decodeImage: fromPromise<{ text: string | null }, { file: Blob }>(async () => ({ text: 'pmtLIXI-NGUYENHUE' })),
          submitCode: fromPromise<{ valid: boolean; reason: string | null }, { code: string }>(async () => answer),
        },
      }),
      { input: { session: null } },
    ).start();
    actor.send({ type: 'session.change', loggedIn: true });
    const step = () => scannerStepSelector(actor.getSnapshot());
    expect([step(), isScannerOpenSelector(actor.getSnapshot())]).toEqual(['closed', false]);
    actor.send({ type: 'scanner.open' });
    expect(step()).toBe('noCamera');
    actor.send({ type: 'file.open' });
    expect(step()).toBe('choosingFile');
    actor.send({ type: 'file.selected', file: new Blob(['png']) });
    expect([step(), isScanBusySelector(actor.getSnapshot())]).toEqual(['readingFile', true]);
    await expect.poll(step).toBe('refused');
    expect([refusalReasonSelector(actor.getSnapshot()), scannedCodeSelector(actor.getSnapshot())]).toEqual(['already_claimed', 'LIXI-NGUYENHUE']);
    answer = { valid: true, reason: null };
    actor.send({ type: 'scan.again' });
    actor.send({ type: 'file.selected', file: new Blob(['png']) });
    await expect.poll(step).toBe('added');
    actor.send({ type: 'scanner.close' });
    expect([step(), isScannerOpenSelector(actor.getSnapshot())]).toEqual(['closed', false]);
  });

  it('should tell the camera steps, a member code read, and a failed check', async () => {
    const actor = createActor(
      qrScanMachine.provide({
        actors: {
          camera: fromCallback(({ sendBack, receive }) => {
            receive(() => undefined);
            sendBack({ type: 'camera.ready' });
          }),
          decodeImage: never(),
          submitCode: fromPromise<{ valid: boolean; reason: string | null }, { code: string }>(async () => Promise.reject(Object.assign(new Error('offline'), { status: 0, code: 'NETWORK_ERROR' }))),
        },
      }),
      { input: { session: null } },
    ).start();
    actor.send({ type: 'session.change', loggedIn: true });
    actor.send({ type: 'scanner.open' });
    expect(scannerStepSelector(actor.getSnapshot())).toBe('scanning');
    actor.send({ type: 'code.detected', text: 'cus42' });
    expect(scanNoticeSelector(actor.getSnapshot())).toBe('notAPromotionCode');
    actor.send({ type: 'code.detected', text: 'pmtLIXI-100' });
    expect(scannerStepSelector(actor.getSnapshot())).toBe('checking');
    await expect.poll(() => scannerStepSelector(actor.getSnapshot())).toBe('failed');
    expect(scanErrorCodeSelector(actor.getSnapshot())).toBe('NETWORK_ERROR');
  });
});
