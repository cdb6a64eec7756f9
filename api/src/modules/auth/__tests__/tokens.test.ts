import jwt from 'jsonwebtoken';
import { TokenService } from '../tokens';

const SECRET = 'a-test-secret-of-some-length-0123456789';
const SID = '0b6f0c1e-5d55-4a8a-9c1f-4f4f0e6c2b7a';

test('tokens signed with the secret as a string (as before) still verify, and the other way round', () => {
  const tokens = new TokenService(SECRET);
  const earlier = jwt.sign({ id: 7, pwd: 1000, sid: SID }, SECRET, {
    algorithm: 'HS256',
    expiresIn: '1d',
  });
  expect(tokens.verify(earlier)).toMatchObject({ id: 7, pwd: 1000, sid: SID });
  const issued = tokens.issue(8, new Date(2000), SID);
  expect(jwt.verify(issued, SECRET, { algorithms: ['HS256'] })).toMatchObject({ id: 8, pwd: 2000 });
});

test('a token signed with another secret, or with no signature, is refused', () => {
  const tokens = new TokenService(SECRET);
  const forged = jwt.sign({ id: 7, pwd: 1000, sid: SID }, `${SECRET}-other`, {
    algorithm: 'HS256',
  });
  expect(tokens.verify(forged)).toBeNull();
  const unsigned = jwt.sign({ id: 7, pwd: 1000, sid: SID }, '', { algorithm: 'none' });
  expect(tokens.verify(unsigned)).toBeNull();
});
