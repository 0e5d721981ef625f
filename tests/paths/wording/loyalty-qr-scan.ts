import { msg } from '@lingui/core/macro';
import type { MachineWording } from './types';

/** What a tester does for each event of the loyalty-qr-scan machine, and what they then see in each of its states. */
export const loyaltyQrScanWording: MachineWording = {
  events: {
    'session.change': msg`Log in or log out`,
    'xstate.error.actor.watchSession': msg`Make the session watcher fail (machine test only; the failure is logged and the QR button stays disabled)`,
    'scanner.close': msg`Close the scanner`,
    'scanner.open': msg`Press the QR button in the header`,
    'camera.unavailable': msg`Refuse the camera permission`,
    'file.open': msg`Press "Choose an image of the QR code"`,
    'xstate.error.actor.camera': msg`Open the scanner on a device without a camera`,
    'camera.ready': msg`Allow the camera`,
    'code.detected': msg`Hold a receipt's QR code in front of the camera`,
    'file.selected': msg`Pick a picture of a receipt's QR code`,
    'xstate.done.actor.decodeImage': msg`Wait for the picture to be read`,
    'xstate.error.actor.decodeImage': msg`Pick a picture without a QR code`,
    'xstate.done.actor.submitCode': msg`Wait for the code to be checked`,
    'xstate.error.actor.submitCode': msg`Make the next points call fail (sandbox fault)`,
    'scan.again': msg`Press "Scan another code"`,
  },
  states: {
    closed: msg`The scanner is closed`,
    'camera.starting': msg`The scanner shows that the camera is starting`,
    'camera.scanning': msg`The camera picture is shown with a frame`,
    cameraUnavailable: msg`The scanner says the camera is unavailable and offers a picture`,
    fileFallback: msg`The scanner asks for a picture`,
    decodingFile: msg`The scanner shows that it is reading the picture`,
    checking: msg`The scanner shows that it is checking the code`,
    added: msg`The scanner shows the points added`,
    refused: msg`The scanner shows why the code was refused`,
    failed: msg`The scanner shows an error with "Scan another code"`,
  },
};
