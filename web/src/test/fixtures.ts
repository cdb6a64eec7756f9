import type { SessionUser } from '../modules/auth/hooks/authContext';

export function buildUser(
  overrides: Partial<SessionUser> = {},
): SessionUser & { __typename: 'User' } {
  return {
    __typename: 'User',
    id: 7,
    username: 'inkslinger',
    firstName: 'Ada',
    lastName: 'Lovelace',
    bio: 'I draw robots.',
    role: 'CREATOR',
    photoUrl: '/media/users/7/photo.webp',
    backgroundPhotoUrl: '/media/users/7/background.webp',
    dateCreated: '2024-01-02T03:04:05.000Z',
    email: 'ada@example.com',
    ...overrides,
  };
}

export function authPayload(
  user = buildUser(),
  { token = 'token-123', isReactivated = false } = {},
) {
  return { __typename: 'AuthPayload' as const, token, isReactivated, user };
}
