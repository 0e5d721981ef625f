import { fromPromise } from 'xstate';
import type {
  CheckPhoneNumberInput,
  CheckPhoneNumberOutput,
  LoginResponse,
  RegisterInput,
  SendOtpInput,
  SendOtpOutput,
  VerifyOtpInput,
  VerifyOtpOutput,
} from '../../../machines/otp-registration/machine';
import type { ApiClient } from '../../lib/api-client';
import { createAppVerifier, type AppVerifier } from '../../lib/app-verification';

/** The named actors of the OTP registration machine; failed calls reject with the ApiError. */
export function createRegistrationActors(client: ApiClient, appVerifier: AppVerifier = createAppVerifier(client)) {
  return {
    checkPhoneNumber: fromPromise<CheckPhoneNumberOutput, CheckPhoneNumberInput>(async ({ input, signal }) => {
      const { data } = await client.GET('/v2/customer/check_phone_number/', { params: { query: input }, signal });
      return data as CheckPhoneNumberOutput;
    }),
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
    register: fromPromise<LoginResponse, RegisterInput>(async ({ input, signal }) => {
      const { data } = await client.POST('/v2/customer/register.json', { body: input, signal });
      return data as LoginResponse;
    }),
  };
}
