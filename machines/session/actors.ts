import { fromPromise } from 'xstate';
import { notImplemented } from '../shared/not-implemented';
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
} from './types';

/** The session machine's effects: typed stubs that throw until the app provides them (machine.provide). */
export const sessionActors = {
    loadStoredSession: fromPromise<StoredSession | null>(notImplemented('loadStoredSession')),
    checkPhoneNumber: fromPromise<CheckPhoneNumberOutput, CheckPhoneNumberInput>(notImplemented('checkPhoneNumber')),
    login: fromPromise<LoginResponse, LoginInput>(notImplemented('login')),
    refreshToken: fromPromise<RefreshTokenOutput, RefreshTokenInput>(notImplemented('refreshToken')),
    checkUserAccount: fromPromise<CheckUserAccountOutput, CheckUserAccountInput>(notImplemented('checkUserAccount')),
    loadAddresses: fromPromise<Address[], LoadAddressesInput>(notImplemented('loadAddresses')),
};
