import { inlineStylesheets, lowerScriptPriority } from '../firstPaintHead';

const BUILT_HEAD =
  '<head><script type="module" crossorigin src="/assets/main-a1.js"></script>\n' +
  '<link rel="stylesheet" crossorigin href="/assets/main-b2.css"></head>';

describe('inlineStylesheets', () => {
  it("puts the stylesheet's text in a style element and disables its link", () => {
    const html = inlineStylesheets(BUILT_HEAD, (href) =>
      href === '/assets/main-b2.css' ? '.app{display:flex}\n' : undefined,
    );
    expect(html).toBe(
      '<head><script type="module" crossorigin src="/assets/main-a1.js"></script>\n' +
        '<style>.app{display:flex}</style>' +
        '<link rel="stylesheet" crossorigin href="/assets/main-b2.css" disabled></head>',
    );
  });

  it("leaves the link where Vite's loader looks for a chunk's stylesheet", () => {
    document.head.innerHTML = inlineStylesheets(BUILT_HEAD, () => '.app{display:flex}');
    // What vite's preload helper asks before it adds a link for a dependency.
    expect(
      document.querySelector('link[href="/assets/main-b2.css"][rel="stylesheet"]'),
    ).not.toBeNull();
    expect(document.querySelector('link[rel="stylesheet"]')?.hasAttribute('disabled')).toBe(true);
  });

  it('keeps the link of a file it is not given, and other links', () => {
    const head = '<link rel="manifest" href="/manifest.webmanifest">' + BUILT_HEAD;
    expect(inlineStylesheets(head, () => undefined)).toBe(head);
  });

  it('refuses a stylesheet that would end the style element', () => {
    expect(() => inlineStylesheets(BUILT_HEAD, () => 'a::after{content:"</style>"}')).toThrow(
      /cannot be inlined/,
    );
  });
});

describe('lowerScriptPriority', () => {
  it('fetches the entry script at low priority', () => {
    expect(lowerScriptPriority(BUILT_HEAD)).toContain(
      '<script type="module" crossorigin src="/assets/main-a1.js" fetchpriority="low"></script>',
    );
  });

  it('leaves a script that has a priority, and data blocks, as they are', () => {
    const html =
      '<script type="module" src="/a.js" fetchpriority="high"></script>' +
      '<script type="application/json" id="x">{}</script>';
    expect(lowerScriptPriority(html)).toBe(html);
  });
});
