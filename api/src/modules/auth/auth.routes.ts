import { Router, json } from 'express';
import type { AppDeps } from '../../app-deps';
import { MESSAGES } from '../../config/limits';
import { sendSuccess } from '../../rest/envelope';
import { handle, requireAuth, requireScope, scopeOf, viewerOf } from '../../rest/scope.middleware';
import { presentV1Account } from '../../rest/v1-presenters/user';
import type { AuthResult } from './auth.service';

/**
 * v1 `/users` routes of the auth service (mounted beside users.routes.ts on the same path):
 * sign-up, log-in, password reset and change. Translate, call AuthService, shape the envelope.
 */
export function authRoutes(deps: AppDeps): Router {
  const router = Router();
  const body = json({ limit: '100kb' });
  // Sign-up, log-in and password reset are public; a password change with an access token
  // needs `write:account`.
  const accountWrites = requireScope('write:account');
  const authEnvelope = (result: AuthResult) => ({
    isReactivated: result.isReactivated,
    token: result.token,
    data: { user: presentV1Account(result.user, deps.media) },
  });

  router.post(
    '/signup',
    body,
    handle(async (req, res) => {
      const { auth } = scopeOf(res).services;
      sendSuccess(res, authEnvelope(await auth.signUp(req.body ?? {}, scopeOf(res).ip)), 201);
    }),
  );

  router.post(
    '/login',
    body,
    handle(async (req, res) => {
      const { auth } = scopeOf(res).services;
      sendSuccess(res, authEnvelope(await auth.logIn(req.body ?? {}, scopeOf(res).ip)));
    }),
  );

  router.post(
    '/forgot-password',
    body,
    handle(async (req, res) => {
      await scopeOf(res).services.auth.requestPasswordReset(req.body?.email, scopeOf(res).ip);
      sendSuccess(res, { message: MESSAGES.forgotPasswordAnswer });
    }),
  );

  router.patch(
    '/reset-password/:resetToken',
    body,
    handle(async (req, res) => {
      const result = await scopeOf(res).services.auth.resetPassword(
        {
          token: req.params.resetToken,
          password: req.body?.password,
          passwordConfirm: req.body?.passwordConfirm,
        },
        scopeOf(res).ip,
      );
      sendSuccess(res, authEnvelope(result));
    }),
  );

  router.patch(
    '/update-password',
    requireAuth,
    accountWrites,
    body,
    handle(async (req, res) => {
      const result = await scopeOf(res).services.auth.updatePassword(
        viewerOf(res),
        req.body ?? {},
        scopeOf(res).ip,
      );
      sendSuccess(res, authEnvelope(result));
    }),
  );

  return router;
}
