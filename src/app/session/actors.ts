import { fromPromise } from 'xstate';
import type {
  Address,
  CheckPhoneNumberInput,
  CheckPhoneNumberOutput,
  CheckUserAccountInput,
  CheckUserAccountOutput,
  LoadAddressesInput,
  LoginInput,
  LoginResponse,
  RefreshTokenInput,
  RefreshTokenOutput,
  StoredSession,
} from '../../../machines/session/machine';
import { storage, type KeyValueStore } from '../../adapters/storage';
import type { ApiClient } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { readStoredSession } from './session-storage';

/** The named actors of the session machine; failed calls reject with the ApiError. */
export function createSessionActors(client: ApiClient, store: KeyValueStore = storage) {
  return {
    loadStoredSession: fromPromise<StoredSession | null>(async () => readStoredSession(store)),
    checkPhoneNumber: fromPromise<CheckPhoneNumberOutput, CheckPhoneNumberInput>(async ({ input, signal }) => {
      const { data } = await client.GET('/v2/customer/check_phone_number/', { params: { query: input }, signal });
      return data as CheckPhoneNumberOutput;
    }),
    login: fromPromise<LoginResponse, LoginInput>(async ({ input, signal }) => {
      const { data } = await client.POST('/v2/login/', { body: input, signal });
      return data as LoginResponse;
    }),
    refreshToken: fromPromise<RefreshTokenOutput, RefreshTokenInput>(async ({ input, signal }) => {
      const { data } = await client.POST('/v2/token/refresh/', { body: input, signal });
      return data as RefreshTokenOutput;
    }),
    checkUserAccount: fromPromise<CheckUserAccountOutput, CheckUserAccountInput>(async ({ input, signal }) => {
      const { data } = await client.POST('/v2/customer/_/check_user_account/', { body: input, signal });
      return (data as { data: CheckUserAccountOutput }).data;
    }),
    loadAddresses: fromPromise<Address[], LoadAddressesInput>(async ({ input, signal }) => {
      try {
        const { data } = await client.GET('/v2/address/', { params: { query: input }, signal });
        return (data as { results?: Address[] } | undefined)?.results ?? [];
      } catch (error) {
        // useFeatureAddressManage off: the server keeps the saved addresses to itself, and the session has none
        if (isApiError(error) && error.code === 'FEATURE_OFF') return [];
        throw error;
      }
    }),
  };
}
