// The parts of linkify-it (no bundled types) that comment-text.ts uses.
declare module 'linkify-it' {
  interface Match {
    index: number;
    lastIndex: number;
    raw: string;
    text: string;
    url: string;
    schema: string;
  }
  class LinkifyIt {
    constructor(schemas?: Record<string, unknown>, options?: Record<string, boolean>);
    add(schema: string, definition: null | string | Record<string, unknown>): this;
    set(options: Record<string, boolean>): this;
    match(text: string): Match[] | null;
  }
  export = LinkifyIt;
}
