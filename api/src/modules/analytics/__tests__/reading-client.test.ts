import { isBotClient, readerIdentity, readingClientOf, referrerDomain } from '../reading-client';

const SITE = 'https://www.panelhouse.example';

test('a referrer is kept as its host only: lower-case, without www., never a path or query', () => {
  expect(referrerDomain('https://WWW.Example.com/list?id=3#top', SITE)).toBe('example.com');
  expect(referrerDomain('http://news.example.co.uk:8080/a/b', SITE)).toBe('news.example.co.uk');
  expect(referrerDomain('https://t.co/abc', SITE)).toBe('t.co');
});

test('no referral from this site, nothing that is not a web address', () => {
  for (const referrer of [
    'https://panelhouse.example/books/1',
    'https://www.panelhouse.example/',
    'android-app://com.example.reader/',
    'javascript:alert(1)',
    'not a url',
    '',
    null,
    undefined,
  ])
    expect(referrerDomain(referrer, SITE)).toBeNull();
});

test('the identity behind a hash: the account when signed in, else address and browser; none when opted out', () => {
  const client = { ip: '198.51.100.7', userAgent: 'Firefox', optedOut: false };
  expect(readerIdentity(client, 42)).toBe('u:42');
  expect(readerIdentity(client, null)).toBe('ip:198.51.100.7|ua:Firefox');
  expect(readerIdentity({ ...client, optedOut: true }, 42)).toBeNull();
});

test('what a request tells: DNT and Sec-GPC, cross-site beacons, bots', () => {
  const client = (headers: Record<string, string>) => readingClientOf({ ip: '192.0.2.1', headers });
  expect(client({ dnt: '1' }).optedOut).toBe(true);
  expect(client({ 'sec-gpc': '1' }).optedOut).toBe(true);
  expect(client({ dnt: '0' }).optedOut).toBe(false);
  expect(client({ 'sec-fetch-site': 'cross-site' }).crossSite).toBe(true);
  expect(client({ 'sec-fetch-site': 'same-site' }).crossSite).toBe(false);
  expect(isBotClient({ userAgent: 'Mozilla/5.0 (compatible; bingbot/2.0)' })).toBe(true);
  expect(isBotClient({ userAgent: '' })).toBe(true);
  expect(
    isBotClient({
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1',
    }),
  ).toBe(false);
});
