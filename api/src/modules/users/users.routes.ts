import { Router, json } from 'express';
import type { AppDeps } from '../../app-deps';
import { MESSAGES, UPLOADS } from '../../config/limits';
import { httpStatusOf, sendNoContent, sendSuccess } from '../../rest/envelope';
import { answerMessagePage } from '../../rest/message-page';
import { parseMultipart } from '../../rest/multipart';
import { handle, requireAuth, requireScope, scopeOf, viewerOf } from '../../rest/scope.middleware';
import { AppError, badInput } from '../../shared/app-error';
import { presentV1Account, presentV1PublicUser } from '../../rest/v1-presenters/user';
import { withUploadSlot } from '../media/upload-slots';
import { sitePaths } from '../../shared/site-urls';

/**
 * v1 `/users` routes of the users service: profiles, photos, deactivation, the
 * email-change undo page. The auth routes on the same path are in auth/auth.routes.ts.
 */
export function usersRoutes(deps: AppDeps): Router {
  const router = Router();
  const body = json({ limit: '100kb' });
  // Access tokens: reads need `read`, account writes `write:account`; the undo page none.
  const reads = requireScope('read');
  const accountWrites = requireScope('write:account');

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
            action: sitePaths.undoEmailChange(token),
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
