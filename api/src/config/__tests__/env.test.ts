import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../env';

describe('secrets from files (NAME_FILE)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'panelhouse-env-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('reads MEILI_API_KEY, JWT_SECRET and S3_SECRET_ACCESS_KEY from the files named', () => {
    const write = (name: string, text: string) => {
      const file = path.join(dir, name);
      fs.writeFileSync(file, text);
      return file;
    };
    const config = loadConfig({
      MEILI_API_KEY: 'ignored-when-a-file-is-named',
      MEILI_API_KEY_FILE: write('search.key', 'search-only-key\n'),
      JWT_SECRET_FILE: write('jwt', 'cluster-secret'),
      S3_BUCKET: 'media',
      S3_SECRET_ACCESS_KEY_FILE: write('s3', '  s3-secret  '),
    });
    expect(config.meiliApiKey).toBe('search-only-key');
    expect(config.jwtSecret).toBe('cluster-secret');
    expect(config.s3?.secretAccessKey).toBe('s3-secret');
  });

  it('falls back to the plain variable', () => {
    expect(loadConfig({ MEILI_API_KEY: 'plain' }).meiliApiKey).toBe('plain');
  });

  it('refuses to start when the named file cannot be read', () => {
    expect(() => loadConfig({ JWT_SECRET_FILE: path.join(dir, 'missing') })).toThrow(
      /JWT_SECRET_FILE names .*missing, which cannot be read/,
    );
  });
});

describe('upload limits', () => {
  it('defaults: 2 uploads in flight per user, 8 per process, a 2 GB spool quota, 256 MB kept free', () => {
    const config = loadConfig({});
    expect(config.uploadsInFlightPerUser).toBe(2);
    expect(config.uploadsInFlightMax).toBe(8);
    expect(config.uploadSpoolQuotaBytes).toBe(2048 * 1024 * 1024);
    expect(config.uploadSpoolMinFreeBytes).toBe(256 * 1024 * 1024);
  });

  it('reads the variables (0 turns a limit off; a value that is not a number keeps the default)', () => {
    const config = loadConfig({
      UPLOADS_IN_FLIGHT_PER_USER: '0',
      UPLOADS_IN_FLIGHT_MAX: '20',
      UPLOAD_SPOOL_QUOTA_MB: '512',
      UPLOAD_SPOOL_MIN_FREE_MB: 'lots',
    });
    expect(config.uploadsInFlightPerUser).toBe(0);
    expect(config.uploadsInFlightMax).toBe(20);
    expect(config.uploadSpoolQuotaBytes).toBe(512 * 1024 * 1024);
    expect(config.uploadSpoolMinFreeBytes).toBe(256 * 1024 * 1024);
  });
});
