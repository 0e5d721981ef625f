import { fromPromise } from 'xstate';
import { notImplemented } from '../shared/not-implemented';
import type {
  CheckPhoneNumberInput,
  CheckPhoneNumberOutput,
  LoginResponse,
  RegisterInput,
  SendOtpInput,
  SendOtpOutput,
  VerifyOtpInput,
  VerifyOtpOutput,
} from './types';

/** The registration machine's effects: typed stubs that throw until the app provides them (machine.provide). */
export const otpRegistrationActors = {
    checkPhoneNumber: fromPromise<CheckPhoneNumberOutput, CheckPhoneNumberInput>(notImplemented('checkPhoneNumber')),
    sendOtp: fromPromise<SendOtpOutput, SendOtpInput>(notImplemented('sendOtp')),
    verifyOtp: fromPromise<VerifyOtpOutput, VerifyOtpInput>(notImplemented('verifyOtp')),
    register: fromPromise<LoginResponse, RegisterInput>(notImplemented('register')),
};
