import { fromPromise } from 'xstate';
import { notImplemented } from '../shared/not-implemented';
import type {
  ResetPasswordInput,
  ResetPasswordOutput,
  SendOtpInput,
  SendOtpOutput,
  VerifyOtpInput,
  VerifyOtpOutput,
} from './types';

/** The reset machine's effects: typed stubs that throw until the app provides them (machine.provide). */
export const resetPasswordActors = {
  sendOtp: fromPromise<SendOtpOutput, SendOtpInput>(notImplemented('sendOtp')),
  verifyOtp: fromPromise<VerifyOtpOutput, VerifyOtpInput>(notImplemented('verifyOtp')),
  resetPassword: fromPromise<ResetPasswordOutput, ResetPasswordInput>(notImplemented('resetPassword')),
};
