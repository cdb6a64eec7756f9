import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLogger } from '../../../shared/logger';
import { APP_STATE_ID, injectApp } from '../head-html';
import { WebRenderer, type ServerBundle } from '../ssr';

const HOSTILE = '</script><script>alert(1)</script><!-- \u2028\u2029';
const log = createLogger({ json: false, silent: true });
const TEMPLATE =
  '<html><head><!--app-head--><!--/app-head--></head><body><div id="root"><!--app-html--></div>\n<!--app-state--><script type="module" src="/assets/main.js"></script></body></html>';

let dir: string;
let bundlePath: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'panelhouse-ssr-'));
  bundlePath = path.join(dir, 'entry-server.js');
  fs.writeFileSync(bundlePath, '// stands for the web build; tests load their own bundle\n');
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const renderer = (bundle: ServerBundle | Error, timeoutMs = 200, file = bundlePath) =>
  new WebRenderer({
    bundlePath: file,
    timeoutMs,
    log,
    execute: (ip) => (operation) =>
      Promise.resolve({ data: { ip, operation: operation.operationName ?? null } }),
    load: () => (bundle instanceof Error ? Promise.reject(bundle) : Promise.resolve(bundle)),
  });

describe('injectApp', () => {
  it('puts the markup in #root and the state in an inert JSON data block', () => {
    const state = { 'Book:1': { __typename: 'Book', id: 1, title: `Cats ${HOSTILE}` } };
    const html = injectApp(TEMPLATE, { html: '<h1>Cats &lt;/script&gt;</h1>', state });

    expect(html).toContain('<div id="root"><h1>Cats &lt;/script&gt;</h1></div>');
    const block = new RegExp(
      `<script type="application/json" id="${APP_STATE_ID}">([^<]*)</script>`,
    ).exec(html);
    expect(block).not.toBeNull();
    // Nothing in the data can end the element or open a comment; the value reads back whole.
    expect(block![1]).not.toMatch(/<|>|\u2028|\u2029/);
    expect(JSON.parse(block![1])).toEqual(state);
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).not.toContain('<!--app-state-->');
  });

  it("moves React's image preloads from before the tree into the head", () => {
    const preload = '<link rel="preload" as="image" href="/media/a.webp" fetchPriority="high"/>';
    const html = injectApp(TEMPLATE, { html: `${preload}<div class="app">x</div>`, state: {} });
    expect(html).toContain(`${preload}<!--/app-head--></head>`);
    expect(html).toContain('<div id="root"><div class="app">x</div></div>');
  });

  it('puts the preloads ahead of the entry script and stylesheet of the head', () => {
    const built = TEMPLATE.replace(
      '</head>',
      '<script type="module" src="/assets/main.js"></script><link rel="stylesheet" href="/assets/main.css"></head>',
    );
    const preload = '<link rel="preload" as="image" href="/media/a.webp" fetchPriority="high"/>';
    const html = injectApp(built, { html: `${preload}<div class="app">x</div>`, state: {} });
    expect(html.indexOf(preload)).toBeGreaterThan(-1);
    expect(html.indexOf(preload)).toBeLessThan(html.indexOf('/assets/main.js'));
    expect(html.indexOf(preload)).toBeLessThan(html.indexOf('/assets/main.css'));
  });

  it('leaves the empty shell without a render', () => {
    const html = injectApp(TEMPLATE, null);
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('app-state');
    expect(html).not.toContain('application/json');
  });

  it('keeps replacement patterns in the markup as they are', () => {
    const html = injectApp(TEMPLATE, { html: "<p>$& $' $`</p>", state: {} });
    expect(html).toContain('<div id="root"><p>$& $\' $`</p></div>');
  });
});

describe('WebRenderer', () => {
  it('renders with the bundle, running its operations for the visitor', async () => {
    const bundle: ServerBundle = {
      isServerRenderedPath: () => true,
      render: async ({ url, execute }) => {
        const result = await execute({ query: '{ x }', variables: {}, operationName: 'X' });
        return { html: `<p>${url}</p>`, state: result.data };
      },
    };
    await expect(renderer(bundle).render('/search?q=cats', '10.0.0.1')).resolves.toEqual({
      html: '<p>/search?q=cats</p>',
      state: { ip: '10.0.0.1', operation: 'X' },
    });
  });

  it("renders only the paths the web's bundle renders, asked with the path alone", async () => {
    const asked: string[] = [];
    const render = jest.fn(() => Promise.resolve({ html: '<p>page</p>', state: {} }));
    const bundle: ServerBundle = {
      isServerRenderedPath: (pathname) => {
        asked.push(pathname);
        return pathname === '/search';
      },
      render,
    };
    const r = renderer(bundle);
    await expect(r.render('/login?next=%2Fupload', 'ip')).resolves.toBeNull();
    expect(render).not.toHaveBeenCalled();
    await expect(r.render('/search?q=cats', 'ip')).resolves.toEqual({
      html: '<p>page</p>',
      state: {},
    });
    expect(render).toHaveBeenCalledTimes(1);
    expect(asked).toEqual(['/login', '/search']);
  });

  it('answers null (the shell) past the time limit, and aborts the render', async () => {
    let signal: AbortSignal | undefined;
    const bundle: ServerBundle = {
      isServerRenderedPath: () => true,
      render: (request) => {
        signal = request.signal;
        return new Promise(() => undefined);
      },
    };
    await expect(renderer(bundle, 30).render('/', 'ip')).resolves.toBeNull();
    expect(signal?.aborted).toBe(true);
  });

  it('answers null when the render fails or the bundle does not load', async () => {
    const failing: ServerBundle = {
      isServerRenderedPath: () => true,
      render: () => Promise.reject(new Error('boom')),
    };
    await expect(renderer(failing).render('/', 'ip')).resolves.toBeNull();
    await expect(renderer(new Error('bad bundle')).render('/', 'ip')).resolves.toBeNull();
  });

  it('answers null without a bundle (the web app built without its server render)', async () => {
    const load = jest.fn();
    const r = new WebRenderer({
      bundlePath: path.join(dir, 'missing.js'),
      timeoutMs: 100,
      log,
      execute: () => () => Promise.resolve({}),
      load,
    });
    await expect(r.render('/', 'ip')).resolves.toBeNull();
    expect(load).not.toHaveBeenCalled();
  });
});
