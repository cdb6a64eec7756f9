import { TOKEN_KEY } from '../token';
import { buildUploadBody, uploadRequest } from '../upload';
import { UPDATE_PROFILE_PHOTOS_MUTATION } from '../../modules/account/graphql/profile';

class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 200;
  responseText = '';
  private listeners: Record<string, (() => void)[]> = {};
  upload = {
    listeners: [] as ((e: { lengthComputable: boolean; loaded: number; total: number }) => void)[],
    addEventListener(
      _type: string,
      fn: (e: { lengthComputable: boolean; loaded: number; total: number }) => void,
    ) {
      this.listeners.push(fn);
    },
  };
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, fn: () => void) {
    (this.listeners[type] ??= []).push(fn);
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.emit('abort');
  }
  emit(type: string) {
    this.listeners[type]?.forEach((fn) => fn());
  }
  progress(loaded: number, total: number) {
    this.upload.listeners.forEach((fn) => fn({ lengthComputable: true, loaded, total }));
  }
  respond(status: number, body: string) {
    this.status = status;
    this.responseText = body;
    this.emit('load');
  }
}

const photo = new File(['abc'], 'me.png', { type: 'image/png' });
const background = new File(['def'], 'bg.png', { type: 'image/png' });

describe('buildUploadBody', () => {
  it('follows the GraphQL multipart request spec: operations, map, then files', () => {
    const body = buildUploadBody(UPDATE_PROFILE_PHOTOS_MUTATION, {
      profilePhoto: photo,
      backgroundPhoto: background,
    });
    const keys = Array.from(body.keys());
    expect(keys).toEqual(['operations', 'map', '0', '1']);
    const operations = JSON.parse(body.get('operations') as string);
    expect(operations.query).toContain('mutation UpdateProfilePhotos');
    expect(operations.variables).toEqual({ profilePhoto: null, backgroundPhoto: null });
    expect(JSON.parse(body.get('map') as string)).toEqual({
      0: ['variables.profilePhoto'],
      1: ['variables.backgroundPhoto'],
    });
    expect((body.get('0') as File).name).toBe('me.png');
    expect((body.get('1') as File).name).toBe('bg.png');
  });

  it('maps one file used twice to both paths', () => {
    const body = buildUploadBody(UPDATE_PROFILE_PHOTOS_MUTATION, {
      profilePhoto: photo,
      backgroundPhoto: photo,
    });
    expect(JSON.parse(body.get('map') as string)).toEqual({
      0: ['variables.profilePhoto', 'variables.backgroundPhoto'],
    });
  });
});

describe('uploadRequest', () => {
  const original = globalThis.XMLHttpRequest;
  beforeEach(() => {
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  });
  afterEach(() => {
    globalThis.XMLHttpRequest = original;
  });

  it('posts to /graphql with the preflight and bearer headers, reports progress and parses the result', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'tok');
    const progress: number[] = [];
    const pending = uploadRequest({
      document: UPDATE_PROFILE_PHOTOS_MUTATION,
      variables: { profilePhoto: photo },
      onProgress: (p) => progress.push(p.percent),
    });
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/graphql');
    expect(xhr.headers['Apollo-Require-Preflight']).toBe('true');
    expect(xhr.headers.Authorization).toBe('Bearer tok');
    // The browser sets the multipart boundary itself.
    expect(xhr.headers['Content-Type']).toBeUndefined();
    xhr.progress(25, 100);
    xhr.progress(100, 100);
    xhr.respond(200, JSON.stringify({ data: { updateProfilePhotos: { id: 1 } } }));
    await expect(pending).resolves.toEqual({
      data: { updateProfilePhotos: { id: 1 } },
      errors: undefined,
    });
    expect(progress).toEqual([25, 100]);
  });

  it('returns GraphQL errors', async () => {
    const pending = uploadRequest({
      document: UPDATE_PROFILE_PHOTOS_MUTATION,
      variables: { profilePhoto: photo },
    });
    FakeXhr.last.respond(
      413,
      JSON.stringify({ data: null, errors: [{ message: 'The image is too large' }] }),
    );
    const result = await pending;
    expect(result.data).toBeNull();
    expect(result.errors?.[0].message).toBe('The image is too large');
  });

  it('rejects on a network error or a non-GraphQL body', async () => {
    const failed = uploadRequest({ document: UPDATE_PROFILE_PHOTOS_MUTATION, variables: {} });
    FakeXhr.last.emit('error');
    await expect(failed).rejects.toThrow('Network error');
    const garbled = uploadRequest({ document: UPDATE_PROFILE_PHOTOS_MUTATION, variables: {} });
    FakeXhr.last.respond(502, '<html>Bad gateway</html>');
    await expect(garbled).rejects.toMatchObject({ status: 502 });
  });
});
