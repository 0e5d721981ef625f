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

/** The named actors of the OTP registration machine; failed calls reject with the ApiError. */
export function createRegistrationActors(client: ApiClient) {
  return {
    checkPhoneNumber: fromPromise<CheckPhoneNumberOutput, CheckPhoneNumberInput>(async ({ input, signal }) => {
      const { data } = await client.GET('/v2/customer/check_phone_number/', { params: { query: input }, signal });
      return data as CheckPhoneNumberOutput;
    }),
    sendOtp: fromPromise<SendOtpOutput, SendOtpInput>(async ({ input, signal }) => {
      const { data } = await client.POST('/v2/otp/send/', { body: input, signal });
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
