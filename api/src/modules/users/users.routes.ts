import { Router, json } from 'express';
import type { AppDeps } from '../../app-deps';
import { MESSAGES, UPLOADS } from '../../config/limits';
import { httpStatusOf, sendNoContent, sendSuccess } from '../../rest/envelope';
import { answerMessagePage } from '../../rest/message-page';
import { parseMultipart } from '../../rest/multipart';
import { handle, requireAuth, requireScope, scopeOf, viewerOf } from '../../rest/scope.middleware';
import { AppError, badInput } from '../../shared/app-error';
import { presentV1Account, presentV1PublicUser } from '../../rest/v1-presenters/user';
import type { AuthResult } from '../auth/auth.service';
import { withUploadSlot } from '../media/upload-slots';

/** v1 `/users` routes (U1-U12): translate, call the users or auth service, shape the v1 envelope. */
export function usersRoutes(deps: AppDeps): Router {
  const router = Router();
  const body = json({ limit: '100kb' });
  // Access tokens: reads need `read`, account writes `write:account`; the public routes none.
  const reads = requireScope('read');
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

  router.get(
    '/get-me',
    requireAuth,
    reads,
    handle(async (_req, res) => {
      sendSuccess(res, { user: presentV1Account(viewerOf(res), deps.media) });
    }),
  );

  router.get(
    '/get-user',
    reads,
    handle(async (req, res) => {
      const scope = scopeOf(res);
      const first = (v: unknown) => (Array.isArray(v) ? v[v.length - 1] : v);
      const user = await scope.services.users.findUser(scope.viewer, {
        id: first(req.query.id),
        username: first(req.query.username),
        email: first(req.query.email),
      });
      if (!user) {
        res.status(404).json({ status: 'fail', message: 'No user found' });
        return;
      }
      sendSuccess(res, { user: presentV1PublicUser(user, deps.media) });
    }),
  );

  router.patch(
    '/update-me',
    requireAuth,
    accountWrites,
    body,
    handle(async (req, res) => {
      const input = req.body ?? {};
      if ('password' in input || 'passwordConfirm' in input) {
        throw badInput('This route is not for password updates. Please use /update-password.');
      }
      const scope = scopeOf(res);
      const user = await scope.services.users.updateProfile(viewerOf(res), scope.credential, input);
      sendSuccess(res, { data: { user: presentV1Account(user, deps.media) } });
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

  router.delete(
    '/delete-me',
    requireAuth,
    accountWrites,
    handle(async (_req, res) => {
      await scopeOf(res).services.users.deactivate(viewerOf(res));
      sendNoContent(res);
    }),
  );

  // The link mailed to the old address after an email change: GET asks, POST undoes (a mail
  // scanner that fetches links must not sign the owner out). Public: the signed token is the key.
  const undoPage = (act: boolean) =>
    handle(async (req, res) => {
      const token = String(req.params.token);
      const users = scopeOf(res).services.users;
      try {
        if (act) {
          await users.undoEmailChange(token);
          answerMessagePage(res, 200, MESSAGES.emailChangeUndone);
        } else {
          const change = await users.checkEmailUndo(token);
          answerMessagePage(res, 200, MESSAGES.emailUndoConfirm(change.oldEmail), {
            action: `/api/v1/users/undo-email-change/${encodeURIComponent(token)}`,
            label: 'Restore my email address',
          });
        }
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        answerMessagePage(res, httpStatusOf(error.code), error.message);
      }
    });
  router.get('/undo-email-change/:token', undoPage(false));
  router.post('/undo-email-change/:token', undoPage(true));

  const photoRoute = (field: 'profilePhoto' | 'backgroundProfilePhoto', responseKey: string) =>
    handle(async (req, res) => {
      const viewer = viewerOf(res);
      await withUploadSlot(viewer.id, async () => {
        const form = await parseMultipart(req, {
          [field]: field === 'profilePhoto' ? UPLOADS.profilePhoto : UPLOADS.background,
        });
        try {
          const file = form.files[field]?.[0];
          if (!file) throw badInput('Please provide an image file', field);
          const user = await scopeOf(res).services.users.updatePhotos(
            viewer,
            field === 'profilePhoto' ? { profilePhoto: file } : { backgroundPhoto: file },
          );
          const account = presentV1Account(user, deps.media);
          sendSuccess(res, {
            [responseKey]:
              field === 'profilePhoto' ? account.user_photo : account.background_user_photo,
          });
        } finally {
          await form.cleanup();
        }
      });
    });

  router.patch(
    '/update-profile-photo',
    requireAuth,
    accountWrites,
    photoRoute('profilePhoto', 'updatedUserPhoto'),
  );
  router.patch(
    '/update-background-profile-photo',
    requireAuth,
    accountWrites,
    photoRoute('backgroundProfilePhoto', 'updatedBackgroundUserPhoto'),
  );
  return router;
}
