import type { ActorRefFrom } from 'xstate';
import type { otpRegistrationMachine } from '../../../machines/otp-registration/machine';

export type RegistrationActor = ActorRefFrom<typeof otpRegistrationMachine>;
