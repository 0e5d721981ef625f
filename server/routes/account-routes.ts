import type { FastifyReply } from 'fastify';
import { normalisePhone } from '../../domain/phone';
import { ApiError, badRequest } from '../api-error';
import type { AuthUser } from '../auth';
import { customerView } from '../services/accounts';
import { WORDS } from '../words';
import type { HandlerContext, Handlers } from './handlers';

/** The phone in +84 form, or 400 naming the field. */
function phoneOf(input: string, field: string): string {
  const phone = normalisePhone(input);
  if (!phone) throw badRequest(WORDS.invalidPhone, field);
  return phone;
}

/** The token's customer; the security handler has already refused requests without one. */
function userOf(request: { user?: AuthUser }): AuthUser {
  if (!request.user) throw new ApiError(401, 'UNAUTHORIZED', WORDS.loginRequired);
  return request.user;
}

/** Adds the standard Retry-After header to a 429 answer. */
async function withRetryAfter<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const retryAfter = error instanceof ApiError ? error.details?.retry_after : undefined;
    if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
    throw error;
  }
}

const sessionExpired = () => new ApiError(401, 'UNAUTHORIZED', WORDS.sessionExpired);

/** Accounts, phone OTP and e-mail verification (SPEC §7 Account). */
export function accountHandlers({ tokens, services }: HandlerContext): Handlers {
  const { otp, accounts, attempts } = services;

  async function session(row: Parameters<typeof customerView>[0]) {
    const customer = customerView(row);
    const pair = await tokens.issue({ customerId: row.id, phone: row.phone });
    return { ...pair, user: { id: row.id, full_name: row.full_name, user_name: row.phone }, customer };
  }

  return {
    async login(request, reply) {
      const phone = phoneOf(request.body.user_name, 'user_name');
      // Counted before the password is checked (and forgiven when it is right), whether or not the phone has an account.
      const attempt = await withRetryAfter(reply, () => attempts.reserve('login', phone, reply.request.ip));
      const row = await accounts.authenticate(phone, request.body.password);
      if (!row) throw new ApiError(401, 'UNAUTHORIZED', WORDS.credentialsIncorrect);
      await attempts.forgive(attempt);
      return session(row);
    },

    async logoutAll(request) {
      const user = userOf(request);
      await accounts.endAllSessions(user.customerId);
      return { data: { status: 'SUCCESS' as const } };
    },

    async refreshToken(request) {
      const user = await tokens.verifyRefresh(request.body.refresh);
      const row = await accounts.byId(user.customerId);
      if (!row || row.phone !== user.phone) throw sessionExpired();
      return tokens.issue({ customerId: row.id, phone: row.phone });
    },

    async register(request, reply) {
      const { body } = request;
      const row = await accounts.register({
        phone: phoneOf(body.username, 'username'),
        fullName: body.fullName,
        email: body.email?.trim() || null,
        password: body.password,
        idToken: body.idToken,
        log: reply.log,
      });
      return session(row);
    },

    async checkPhoneNumber(request, reply) {
      const phone = phoneOf(request.query.username, 'username');
      await withRetryAfter(reply, () => attempts.reserve('check_phone', phone, reply.request.ip));
      return { exists: await accounts.exists(phone) };
    },

    async checkUserAccount(request) {
      const user = userOf(request);
      const row = await accounts.byId(user.customerId);
      if (!row || row.phone !== user.phone || normalisePhone(request.body.username) !== row.phone) throw sessionExpired();
      return { data: { valid: true } };
    },

    async updatePassword(request) {
      const user = userOf(request);
      const { password, newPassword, newPasswordConfirm } = request.body;
      if (newPassword !== newPasswordConfirm) throw badRequest(WORDS.passwordConfirmationMismatch, 'newPasswordConfirm');
      if (newPassword === password) throw badRequest(WORDS.passwordUnchanged, 'newPassword');
      await accounts.changePassword(user.customerId, password, newPassword);
      // Every earlier token is refused now; this device goes on with a new pair.
      return { data: { status: 'SUCCESS' as const, ...(await tokens.issue(user)) } };
    },

    async faResetPassword(request) {
      const { username, token, password } = request.body;
      await accounts.resetPassword(phoneOf(username, 'username'), token, password);
      return { data: { status: 'SUCCESS' as const } };
    },

    async updateProfile(request, reply) {
      const user = userOf(request);
      if (normalisePhone(request.body.username) !== user.phone) {
        throw new ApiError(403, 'FORBIDDEN', WORDS.profileNotEditable);
      }
      const { full_name, date_of_birth, gender, email } = request.body;
      const row = await accounts.updateProfile(user.customerId, { full_name, date_of_birth, gender, email, log: reply.log });
      return { data: customerView(row) };
    },

    async resendOtpByEmail(request, reply) {
      const phone = phoneOf(request.params.username, 'username');
      await withRetryAfter(reply, () => accounts.resendEmailCode(phone, reply.request.ip, reply.log));
      return { data: { sent: true } };
    },

    async checkCodeActive(request) {
      const { username, email, code } = request.body;
      await accounts.confirmEmail(phoneOf(username, 'username'), email, code);
      return { data: { is_active_email: true } };
    },

    async getOtpAppVerification() {
      return { data: await otp.appVerification() };
    },

    async sendOtp(request, reply) {
      const { phone, purpose, lang, recaptcha_token: recaptchaToken } = request.body;
      const normalised = phoneOf(phone, 'phone');
      const data = await withRetryAfter(reply, () =>
        otp.send({ phone: normalised, purpose, lang: lang ?? 'ja', recaptchaToken, clientIp: reply.request.ip, log: reply.log }),
      );
      return { data };
    },

    async verifyOtp(request) {
      const { phone, purpose, code } = request.body;
      return { data: await otp.verify({ phone: phoneOf(phone, 'phone'), purpose, code }) };
    },
  };
}
