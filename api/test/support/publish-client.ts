import request from 'supertest';
import sharp from 'sharp';

/** Signs up a fresh user over v1 and returns its id and token. */
export async function signUp(url: string): Promise<{ id: number; token: string }> {
  const suffix = Math.random().toString(36).slice(2, 10);
  const res = await request(url)
    .post('/api/v1/users/signup')
    .send({
      firstName: 'Bench',
      lastName: 'User',
      username: `bench_${suffix}`,
      email: `bench.${suffix}@example.com`,
      password: 'correct horse battery',
      passwordConfirm: 'correct horse battery',
    });
  if (res.status !== 201)
    throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.data.user.id, token: res.body.token };
}

/** Random pixels as an uncompressed PNG of about width*height*3 bytes (does not shrink in transit). */
export async function noisePng(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i += 1) raw[i] = Math.floor(Math.random() * 256);
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** v1 P2: a book with its first issue. */
export async function createBookV1(
  url: string,
  user: { id: number; token: string },
  cover: Buffer,
  pages: Buffer[],
) {
  let req = request(url)
    .post('/api/v1/publish')
    .set('authorization', `Bearer ${user.token}`)
    .field('bookTitle', 'Bench Book')
    .field('bookDescription', 'Measured.')
    .field('urlSlug', 'bench-book')
    .field('contentRating', 'G')
    .field('issueTitle', 'One')
    .field('issueDescription', 'First.')
    .field(
      'workCredits',
      JSON.stringify([{ user: user.id, username: 'bench', credits: ['writer'] }]),
    )
    .field('genres', '["action"]')
    .attach('bookCoverPhoto', cover, 'cover.png')
    .attach('issueCoverPhoto', cover, 'issue-cover.png');
  pages.forEach((page, i) => {
    req = req.attach('issueAssets', page, `page-${i + 1}.png`);
  });
  return req;
}

/** v1 P7: the next issue of a book. */
export async function createIssueV1(
  url: string,
  user: { id: number; token: string },
  bookId: number,
  cover: Buffer,
  pages: Buffer[],
) {
  let req = request(url)
    .post(`/api/v1/publish/bench-book/book/${bookId}`)
    .set('authorization', `Bearer ${user.token}`)
    .field('issueTitle', 'Big issue')
    .field('issueDescription', 'Many pages.')
    .field(
      'workCredits',
      JSON.stringify([{ user: user.id, username: 'bench', credits: ['artist'] }]),
    )
    .attach('issueCoverPhoto', cover, 'issue-cover.png');
  pages.forEach((page, i) => {
    req = req.attach('issueAssets', page, `page-${i + 1}.png`);
  });
  return req;
}
