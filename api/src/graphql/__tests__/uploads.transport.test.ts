import { execFile, execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startTestApp, type TestApp } from '../../../test/harness';
import { buildUser } from '../../../test/factories';
import { makeImage } from '../../../test/images';
import { Book } from '../../modules/books/book.entity';
import { ownSpoolDir } from '../../modules/media/spool';

// Uploads as third-party tools send them: a real listening server, the real curl binary
// (when installed) or Node's own HTTP client, a bearer token and no CSRF preflight header.
// Every file is random pixels, far larger than busboy's per-part buffer: with small files
// each part fits in the buffers, and a server that reads the parts in the wrong order
// still answers (the multi-file hang only showed with real photos).

let app: TestApp;
let server: http.Server;
let url: string;
let dir: string;
const files: Record<'cover' | 'page' | 'photo' | 'background', string> = {
  cover: '',
  page: '',
  photo: '',
  background: '',
};

beforeAll(async () => {
  app = await startTestApp({ worker: false });
  server = http.createServer(app.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'panelhouse-transport-'));
  const images = {
    cover: await makeImage({ width: 320, height: 485, noise: true }),
    page: await makeImage({ width: 420, height: 600, noise: true }),
    photo: await makeImage({ width: 400, height: 400, noise: true }),
    background: await makeImage({ width: 1200, height: 300, noise: true }),
  };
  for (const [name, buffer] of Object.entries(images)) {
    expect(buffer.length).toBeGreaterThan(400_000);
    files[name as keyof typeof files] = path.join(dir, `${name}.png`);
    fs.writeFileSync(files[name as keyof typeof files], buffer);
  }
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const CREATE_BOOK = `mutation ($input: CreateBookInput!, $cover: Upload!, $issueCover: Upload!, $pages: [Upload!]!) {
  createBook(input: $input, cover: $cover, issueCover: $issueCover, pages: $pages) { id issueCount issues(first: 1) { nodes { pageCount } } }
}`;
const UPDATE_PHOTOS = `mutation ($profilePhoto: Upload, $backgroundPhoto: Upload) {
  updateProfilePhotos(profilePhoto: $profilePhoto, backgroundPhoto: $backgroundPhoto) { id photoUrl backgroundPhotoUrl }
}`;

function bookOperations(userId: number, slug: string) {
  return {
    query: CREATE_BOOK,
    variables: {
      input: {
        title: 'Curl Book',
        description: 'Uploaded by a tool.',
        urlSlug: slug,
        contentRating: 'T',
        genres: ['action'],
        firstIssue: {
          title: 'One',
          description: 'First.',
          credits: [{ userId, roles: ['WRITER'] }],
        },
      },
      cover: null,
      issueCover: null,
      pages: [null, null],
    },
  };
}
const BOOK_MAP = {
  0: ['variables.cover'],
  1: ['variables.issueCover'],
  2: ['variables.pages.0'],
  3: ['variables.pages.1'],
};
const bookFiles = () => [files.cover, files.cover, files.page, files.page];

const photoOperations = {
  query: UPDATE_PHOTOS,
  variables: { profilePhoto: null, backgroundPhoto: null },
};

const hasCurl = (() => {
  try {
    execFileSync('curl', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** `curl -F` as the API guide shows it; `-H 'Expect:'` turns curl's automatic 100-continue off. */
function curl(
  token: string,
  operations: unknown,
  map: Record<string, string[]>,
  paths: string[],
  expectContinue: boolean,
): Promise<{ status: number; body: any }> {
  const args = [
    '-sS',
    '--max-time',
    '20',
    '-H',
    `Authorization: Bearer ${token}`,
    '-H',
    expectContinue ? 'Expect: 100-continue' : 'Expect:',
    '-F',
    `operations=${JSON.stringify(operations)};type=application/json`,
    '-F',
    `map=${JSON.stringify(map)};type=application/json`,
    ...paths.flatMap((file, i) => ['-F', `${i}=@${file};type=image/png`]),
    '-w',
    '\n%{http_code}',
    url,
  ];
  return new Promise((resolve, reject) => {
    execFile('curl', args, (error, stdout, stderr) => {
      if (error) return reject(new Error(`curl failed: ${stderr || error.message}`));
      const cut = stdout.lastIndexOf('\n');
      resolve({ status: Number(stdout.slice(cut + 1)), body: JSON.parse(stdout.slice(0, cut)) });
    });
  });
}

/** A multipart body (GraphQL multipart request spec) as one buffer. */
function multipart(operations: unknown, map: Record<string, string[]>, paths: string[]) {
  const boundary = `----panelhouse${crypto.randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  const field = (name: string, value: string) =>
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  field('operations', JSON.stringify(operations));
  field('map', JSON.stringify(map));
  paths.forEach((file, i) => {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${i}"; filename="${path.basename(file)}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      fs.readFileSync(file),
      Buffer.from('\r\n'),
    );
  });
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Node's HTTP client; with `expectContinue` the body is sent only after the server's 100 Continue. */
function nodePost(
  token: string,
  body: Buffer,
  contentType: string,
  expectContinue: boolean,
): Promise<{ status: number; body: any; continued: boolean }> {
  return new Promise((resolve, reject) => {
    let continued = false;
    const req = http.request(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': contentType,
        'content-length': body.length,
        ...(expectContinue ? { expect: '100-continue' } : {}),
      },
      timeout: 20_000,
    });
    req.on('timeout', () => req.destroy(new Error('no answer within 20 s')));
    req.on('error', reject);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: JSON.parse(Buffer.concat(chunks).toString()),
          continued,
        }),
      );
    });
    if (expectContinue) {
      req.on('continue', () => {
        continued = true;
        req.end(body);
      });
    } else req.end(body);
  });
}

const slug = () => `tool-${crypto.randomBytes(4).toString('hex')}`;

describe('bearer-token uploads need no CSRF preflight header', () => {
  test('multipart with a bearer token passes; without one it is still refused as CSRF', async () => {
    const { token } = await buildUser(app);
    const { body, contentType } = multipart(photoOperations, { 0: ['variables.profilePhoto'] }, [
      files.photo,
    ]);
    const signedIn = await nodePost(token, body, contentType, false);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.errors).toBeUndefined();
    expect(signedIn.body.data.updateProfilePhotos.photoUrl).toMatch(/^\/media\//);

    const anonymous = await app
      .http()
      .post('/graphql')
      .field('operations', JSON.stringify({ query: '{ __typename }' }))
      .field('map', '{}');
    expect(anonymous.status).toBe(400);
    expect(anonymous.text).toMatch(/Cross-Site Request Forgery/);
    // A GET without Authorization keeps the check too.
    const get = await app.http().get(`/graphql?query=${encodeURIComponent('{ __typename }')}`);
    expect(get.status).toBe(400);
  });
});

describe.each([false, true])('multi-file uploads (Expect: 100-continue %s)', (expectContinue) => {
  (hasCurl ? test : test.skip)('curl: createBook with 4 files', async () => {
    const { user, token } = await buildUser(app);
    const s = slug();
    const res = await curl(
      token,
      bookOperations(user.id, s),
      BOOK_MAP,
      bookFiles(),
      expectContinue,
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.status).toBe(200);
    expect(res.body.data.createBook).toMatchObject({
      issueCount: 1,
      issues: { nodes: [{ pageCount: 2 }] },
    });
    expect(await app.em().count(Book, { urlSlug: s })).toBe(1);
  });

  (hasCurl ? test : test.skip)(
    'curl: updateProfilePhotos with 2 files, in either order',
    async () => {
      const { token } = await buildUser(app);
      for (const order of [
        ['profilePhoto', 'backgroundPhoto'],
        ['backgroundPhoto', 'profilePhoto'],
      ]) {
        const map = Object.fromEntries(order.map((name, i) => [String(i), [`variables.${name}`]]));
        const paths = order.map((name) =>
          name === 'profilePhoto' ? files.photo : files.background,
        );
        const res = await curl(token, photoOperations, map, paths, expectContinue);
        expect(res.body.errors).toBeUndefined();
        expect(res.status).toBe(200);
        expect(res.body.data.updateProfilePhotos.photoUrl).toMatch(
          /profile-pic\/[0-9a-f]{32}\.png$/,
        );
        expect(res.body.data.updateProfilePhotos.backgroundPhotoUrl).toMatch(
          /background-profile-pic\/[0-9a-f]{32}\.png$/,
        );
      }
    },
  );

  test('Node http client: createBook with 4 files and updateProfilePhotos with 2', async () => {
    const { user, token } = await buildUser(app);
    const s = slug();
    const book = multipart(bookOperations(user.id, s), BOOK_MAP, bookFiles());
    const created = await nodePost(token, book.body, book.contentType, expectContinue);
    expect(created.continued).toBe(expectContinue);
    expect(created.body.errors).toBeUndefined();
    expect(created.body.data.createBook.issues.nodes).toEqual([{ pageCount: 2 }]);

    const photos = multipart(
      photoOperations,
      { 0: ['variables.backgroundPhoto'], 1: ['variables.profilePhoto'] },
      [files.background, files.photo],
    );
    const updated = await nodePost(token, photos.body, photos.contentType, expectContinue);
    expect(updated.body.errors).toBeUndefined();
    expect(updated.status).toBe(200);
  });
});

describe('a body cut mid-upload', () => {
  test('a multipart body that ends inside a file part is answered with a 400', async () => {
    const { user, token } = await buildUser(app);
    const s = slug();
    const { body, contentType } = multipart(bookOperations(user.id, s), BOOK_MAP, bookFiles());
    const cut = body.subarray(0, Math.floor(body.length * 0.6));
    const res = await nodePost(token, cut, contentType, false);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('BAD_REQUEST');
    expect(res.body.errors[0].message).toMatch(
      /upload could not be read \(Unexpected end of form\)/,
    );
    expect(await app.em().count(Book, { urlSlug: s })).toBe(0);
  });

  test('a connection dropped mid-upload is let go: its temp files are removed and nothing is written', async () => {
    const { user, token } = await buildUser(app);
    const s = slug();
    const { body, contentType } = multipart(bookOperations(user.id, s), BOOK_MAP, bookFiles());
    const spoolDir = ownSpoolDir();
    fs.mkdirSync(spoolDir, { recursive: true });
    const before = new Set(fs.readdirSync(spoolDir));
    const spooled = new Set<string>();
    await new Promise<void>((resolve) => {
      const req = http.request(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': contentType,
          'content-length': body.length,
        },
      });
      req.on('error', () => resolve());
      // Half the body, then wait until the server is spooling a file, then drop the connection.
      req.write(body.subarray(0, Math.floor(body.length / 2)));
      const poll = setInterval(() => {
        for (const name of fs.readdirSync(spoolDir)) if (!before.has(name)) spooled.add(name);
        if (spooled.size > 0) {
          clearInterval(poll);
          req.destroy();
        }
      }, 10);
    });
    expect(spooled.size).toBeGreaterThan(0);
    // Every file this request spooled is removed again (the request's handling has ended).
    const deadline = Date.now() + 10_000;
    while ([...spooled].some((name) => fs.existsSync(path.join(spoolDir, name)))) {
      if (Date.now() > deadline) throw new Error('the cut request still holds its temp files');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await app.em().count(Book, { urlSlug: s })).toBe(0);
    // The server keeps serving.
    const next = await app.gql<{ __typename: string }>('{ __typename }');
    expect(next.data).toEqual({ __typename: 'Query' });
  });
});
