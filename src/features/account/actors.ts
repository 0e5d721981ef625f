import { fromPromise } from 'xstate';
import type {
  ResetPasswordInput,
  ResetPasswordOutput,
  SendOtpInput,
  SendOtpOutput,
  VerifyOtpInput,
  VerifyOtpOutput,
} from '../../../machines/reset-password/machine';
import type { ApiClient } from '../../lib/api-client';
import { createAppVerifier, type AppVerifier } from '../../lib/app-verification';

/** The named actors of the reset-password machine; failed calls reject with the ApiError. */
export function createResetPasswordActors(client: ApiClient, appVerifier: AppVerifier = createAppVerifier(client)) {
  return {
    sendOtp: fromPromise<SendOtpOutput, SendOtpInput>(async ({ input, signal }) => {
      // reCAPTCHA first, as the phone authentication provider asks; its response is good for this one send
      const recaptchaToken = await appVerifier.token(input.lang ?? 'ja', signal);
      const { data } = await client.POST('/v2/otp/send/', { body: { ...input, recaptcha_token: recaptchaToken }, signal });
      return (data as { data: SendOtpOutput }).data;
    }),
    verifyOtp: fromPromise<VerifyOtpOutput, VerifyOtpInput>(async ({ input, signal }) => {
      const { data } = await client.POST('/v2/otp/verify/', { body: input, signal });
      return (data as { data: VerifyOtpOutput }).data;
    }),
    resetPassword: fromPromise<ResetPasswordOutput, ResetPasswordInput>(async ({ input, signal }) => {
      const { data } = await client.POST('/v2/customer/_/fa_reset_password/', { body: input, signal });
      return data as ResetPasswordOutput;
    }),
  };
}
