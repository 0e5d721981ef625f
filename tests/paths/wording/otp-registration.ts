import { msg } from '@lingui/core/macro';
import type { MachineWording } from './types';

/** What a tester does for each event of the otp-registration machine, and what they then see in each of its states. */
export const otpRegistrationWording: MachineWording = {
  events: {
    'form.change': msg`Type the name and the phone number`,
    'form.submit': msg`Press "Register"`,
    'xstate.done.actor.checkPhoneNumber': msg`Wait for the phone number to be checked`,
    'xstate.error.actor.checkPhoneNumber': msg`Make the next phone check fail (sandbox fault)`,
    'xstate.done.actor.sendOtp': msg`Wait for the SMS (see the sandbox SMS outbox)`,
    'xstate.error.actor.sendOtp': msg`Make the next SMS fail (sandbox SMS outcome)`,
    'otp.change': msg`Type the code from the SMS`,
    'form.edit': msg`Press "Change the details"`,
    'otp.submit': msg`Press "Confirm"`,
    'xstate.done.actor.verifyOtp': msg`Wait for the code to be checked`,
    'xstate.error.actor.verifyOtp': msg`Type a wrong code and press "Confirm"`,
    'otp.resend': msg`Press "Send the code again"`,
    'anonymous.choose': msg`Press "Continue as a guest"`,
    'xstate.done.actor.register': msg`Wait for the account to be created`,
    'xstate.error.actor.register': msg`Make the next registration fail (sandbox fault)`,
  },
  transitions: {
    // a blocked device is told so on the form's page, which goes back with a button of its own
    'otpRegistration.deviceBlocked form.edit#0': msg`Press "Back to the form"`,
  },
  states: {
    form: msg`The form asks for the name and the phone number`,
    checkingPhone: msg`"Send the code" shows that it is checking the number`,
    sendingCode: msg`"Send the code" shows that it is sending`,
    'enteringCode.code.idle': msg`The code field is shown and "Verify" is enabled`,
    'enteringCode.code.verifying': msg`"Verify" shows that it is checking`,
    'enteringCode.resend.waiting': msg`"Send the code again" is disabled with a countdown`,
    'enteringCode.resend.available': msg`"Send the code again" is enabled`,
    'enteringCode.resend.sending': msg`"Send the code again" shows that it is sending`,
    'enteringCode.resend.anonymousWaiting': msg`"Continue as a guest" is not shown yet; a countdown says when`,
    'enteringCode.resend.anonymousAvailable': msg`"Continue as a guest" is shown`,
    registering: msg`The screen shows that the account is being created`,
    deviceBlocked: msg`The screen says this device is blocked, with the hotline`,
    registered: msg`You are logged in`,
    anonymousGranted: msg`You continue to the checkout without an account`,
  },
};
