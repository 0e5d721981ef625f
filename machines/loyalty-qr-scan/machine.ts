/**
 * The header's QR scanner: a promotion QR read from the camera, or from an image file
 * where there is no camera, is sent to scan-event-qrcode; the answer is 'promotion added', the
 * reason it is refused, or the error code.
 * closed → camera.starting → camera.scanning → checking → added | refused | failed, and
 * cameraUnavailable → fileFallback → decodingFile → checking.
 * The scanner opens only for a session in hand: the session actor (input) reports it with session.change, and a
 * kept session still being refreshed at start keeps the header's button disabled.
 */
import { assign, setup } from 'xstate';
import { eventCodeOf } from '../../domain/points';
import { apiFailureOf } from '../shared/api-error';
import type { QrScanContext, QrScanInput, QrScanEvent } from './types';
import { qrScanActors } from './actors';

export * from './types';

export const qrScanMachine = setup({
  types: {
    context: {} as QrScanContext,
    events: {} as QrScanEvent,
    input: {} as QrScanInput,
  },
  actors: qrScanActors,
  guards: {
    isPromotionCode: (_, params: { text: string | null }) => params.text !== null && eventCodeOf(params.text) !== null,
    isValid: (_, params: { valid: boolean }) => params.valid,
    cameraWorks: ({ context }) => context.cameraWorks,
    isLoggedIn: ({ context }) => context.loggedIn,
  },
  actions: {
    assignCode: assign((_, params: { text: string | null }) => ({
      code: eventCodeOf(params.text ?? ''),
      notice: null,
      reason: null,
      errorCode: null,
    })),
    assignNotice: assign((_, params: { notice: QrScanContext['notice'] }) => ({ notice: params.notice })),
    assignReason: assign((_, params: { reason: string | null }) => ({ reason: params.reason })),
    assignErrorCode: assign((_, params: { error: unknown }) => ({
      errorCode: apiFailureOf(params.error).code ?? 'COMMON_ERROR',
    })),
    markCameraUnavailable: assign({ cameraWorks: false }),
    // opening the scanner tries the camera again: permission may have been granted since
    markCameraWorking: assign({ cameraWorks: true }),
    reset: assign({ code: null, reason: null, errorCode: null, notice: null }),
    assignLoggedIn: assign((_, params: { loggedIn: boolean }) => ({ loggedIn: params.loggedIn })),
    /** The app logs a failed actor (src/lib/logger). */
    logActorFailure: (_, _params: { actor: string; error: unknown }) => undefined,
  },
}).createMachine({
  id: 'qrScan',
  context: ({ input }) => ({
    code: null,
    reason: null,
    errorCode: null,
    notice: null,
    cameraWorks: true,
    loggedIn: false,
    session: input.session,
  }),
  invoke: {
    src: 'watchSession',
    id: 'watchSession',
    input: ({ context }) => ({ session: context.session }),
    // a session that cannot be watched is not taken as in hand: the header's button stays disabled
    onError: {
      actions: [
        { type: 'logActorFailure', params: ({ event }) => ({ actor: 'watchSession', error: event.error }) },
        { type: 'assignLoggedIn', params: { loggedIn: false } },
      ],
    },
  },
  initial: 'closed',
  on: {
    'scanner.close': { target: '.closed', actions: 'reset' },
    'session.change': { actions: { type: 'assignLoggedIn', params: ({ event }) => ({ loggedIn: event.loggedIn }) } },
  },
  states: {
    closed: {
      on: { 'scanner.open': { guard: 'isLoggedIn', target: 'camera', actions: 'markCameraWorking' } },
    },
    camera: {
      description: 'The camera runs while the scanner is in here; leaving stops it.',
      invoke: {
        src: 'camera',
        id: 'camera',
        onError: { target: 'cameraUnavailable', actions: 'markCameraUnavailable' },
      },
      initial: 'starting',
      on: {
        'camera.unavailable': { target: 'cameraUnavailable', actions: 'markCameraUnavailable' },
        'file.open': { target: 'fileFallback' },
      },
      states: {
        starting: {
          tags: ['busy'],
          on: { 'camera.ready': { target: 'scanning' } },
        },
        scanning: {
          on: {
            'code.detected': [
              {
                guard: { type: 'isPromotionCode', params: ({ event }) => ({ text: event.text }) },
                target: '#qrScan.checking',
                actions: { type: 'assignCode', params: ({ event }) => ({ text: event.text }) },
              },
              { actions: { type: 'assignNotice', params: { notice: 'notAPromotionCode' } } },
            ],
          },
        },
      },
    },
    cameraUnavailable: {
      description: 'No camera (none, refused or failed): the customer is offered an image file.',
      on: { 'file.open': { target: 'fileFallback' } },
    },
    fileFallback: {
      on: { 'file.selected': { target: 'decodingFile' } },
    },
    decodingFile: {
      tags: ['busy'],
      invoke: {
        src: 'decodeImage',
        id: 'decodeImage',
        input: ({ event }) => ({ file: (event as Extract<QrScanEvent, { type: 'file.selected' }>).file }),
        onDone: [
          {
            guard: { type: 'isPromotionCode', params: ({ event }) => ({ text: event.output.text }) },
            target: 'checking',
            actions: { type: 'assignCode', params: ({ event }) => ({ text: event.output.text }) },
          },
          { target: 'fileFallback', actions: { type: 'assignNotice', params: { notice: 'noCodeInImage' } } },
        ],
        onError: { target: 'fileFallback', actions: { type: 'assignNotice', params: { notice: 'unreadableImage' } } },
      },
    },
    checking: {
      tags: ['busy'],
      invoke: {
        src: 'submitCode',
        id: 'submitCode',
        input: ({ context }) => ({ code: `pmt${context.code ?? ''}` }),
        onDone: [
          { guard: { type: 'isValid', params: ({ event }) => ({ valid: event.output.valid }) }, target: 'added' },
          {
            target: 'refused',
            actions: { type: 'assignReason', params: ({ event }) => ({ reason: event.output.reason ?? 'refused' }) },
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'assignErrorCode', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    added: {
      description: "'promotion added'",
      on: {
        'scan.again': [
          { guard: 'cameraWorks', target: 'camera', actions: 'reset' },
          { target: 'fileFallback', actions: 'reset' },
        ],
      },
    },
    refused: {
      description: 'The reason the server gave',
      on: {
        'scan.again': [
          { guard: 'cameraWorks', target: 'camera', actions: 'reset' },
          { target: 'fileFallback', actions: 'reset' },
        ],
      },
    },
    failed: {
      description: 'The error code',
      on: {
        'scan.again': [
          { guard: 'cameraWorks', target: 'camera', actions: 'reset' },
          { target: 'fileFallback', actions: 'reset' },
        ],
      },
    },
  },
});
