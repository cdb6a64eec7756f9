import { checkWebhookUrl, isBlockedAddress, parseWebhookUrl } from '../url-guard';

describe('isBlockedAddress', () => {
  test.each([
    '127.0.0.1',
    '127.255.0.9',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '100.127.255.254',
    '0.0.0.0',
    '0.1.2.3',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '::ffff:7f00:1',
    '::ffff:a9fe:a9fe',
    'not-an-ip',
  ])('%s is refused', (address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });

  test.each([
    '8.8.8.8',
    '1.1.1.1',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
  ])('%s is public', (address) => {
    expect(isBlockedAddress(address)).toBe(false);
  });

  // Addresses that embed or tunnel to an IPv4 address: a host with a 6to4, Teredo or NAT64
  // route (or an IPv4-compatible stack) would carry the request to the embedded address.
  test.each([
    ['6to4 of a loopback address', '2002:7f00:1::'],
    ['6to4 of a private address', '2002:a00:1::1'],
    ['6to4 of a public address', '2002:808:808::1'],
    ['Teredo', '2001:0:4136:e378:8000:63bf:3fff:fdd2'],
    ['Teredo, expanded', '2001:0000:0a00:0001:0000:0000:f5ff:fffe'],
    ['NAT64 of the metadata address', '64:ff9b::a9fe:a9fe'],
    ['NAT64 of a public address', '64:ff9b::808:808'],
    ['local-use NAT64', '64:ff9b:1::a00:1'],
    ['IPv4-compatible, expanded', '0:0:0:0:0:0:7f00:1'],
    ['IPv4-compatible of a public address', '::8.8.8.8'],
    ['IPv4-mapped, expanded', '0:0:0:0:0:ffff:a00:1'],
    ['IPv4-translated', '::ffff:0:808:808'],
    ['IPv4-translated, expanded', '0:0:0:0:ffff:0:7f00:1'],
    ['documentation (3fff::/20)', '3fff:123::1'],
  ])('%s (%s) is refused', (_name, address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });
});

describe('checkWebhookUrl', () => {
  const resolveTo =
    (...addresses: string[]) =>
    async () =>
      addresses.map((address) => ({ address, family: (address.includes(':') ? 6 : 4) as 4 | 6 }));

  test('a public https URL passes, with the address to connect to', async () => {
    const checked = await checkWebhookUrl('https://hooks.example.com/in', {
      allowPrivate: false,
      resolve: resolveTo('93.184.216.34'),
    });
    expect(checked.url.href).toBe('https://hooks.example.com/in');
    expect(checked.address).toEqual({ address: '93.184.216.34', family: 4 });
  });

  test('any private address among the resolved ones refuses the URL', async () => {
    await expect(
      checkWebhookUrl('https://hooks.example.com/in', {
        allowPrivate: false,
        resolve: resolveTo('93.184.216.34', '10.0.0.5'),
      }),
    ).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: expect.stringMatching(/private address/),
    });
  });

  test('literal private IPs (v4, v6, mapped) are refused without DNS', async () => {
    for (const url of [
      'https://127.0.0.1/',
      'https://[::1]:8443/',
      'https://[::ffff:169.254.169.254]/',
      'https://169.254.169.254/latest/meta-data',
    ])
      await expect(checkWebhookUrl(url, { allowPrivate: false })).rejects.toMatchObject({
        code: 'BAD_USER_INPUT',
        message: 'The webhook URL resolves to a private address',
      });
  });

  test('the setting allows private addresses and http', async () => {
    const checked = await checkWebhookUrl('http://127.0.0.1:9/x', { allowPrivate: true });
    expect(checked.address).toEqual({ address: '127.0.0.1', family: 4 });
  });

  test('unresolvable hosts are a clear error', async () => {
    await expect(
      checkWebhookUrl('https://nowhere.invalid/', {
        allowPrivate: false,
        resolve: async () => {
          throw new Error('ENOTFOUND');
        },
      }),
    ).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: expect.stringMatching(/does not resolve/),
    });
  });

  test.each([
    ['ftp://example.com/', /absolute http\(s\) URL/],
    ['not a url', /absolute http\(s\) URL/],
    ['file:///etc/passwd', /absolute http\(s\) URL/],
    ['https://user:pw@example.com/', /user name or password/],
    ['http://example.com/', /must use https/],
    [`https://example.com/${'a'.repeat(2000)}`, /at most 2000/],
  ])('%s is refused', (url, message) => {
    expect(() => parseWebhookUrl(url, { allowPrivate: false })).toThrow(message);
  });
});
