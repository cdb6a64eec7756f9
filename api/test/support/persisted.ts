import { wrap } from '@mikro-orm/core';

/**
 * What a view of `entity` must equal (db/row-view.ts), read off the entity MikroORM loaded:
 * its persisted, non-lazy properties, many-to-one relations as `{ id }`, embeddables as plain
 * objects, collections left out.
 */
export function persisted(entity: object): Record<string, unknown> {
  const meta = wrap(entity, true).__meta;
  const values = entity as Record<string, unknown>;
  const view: Record<string, unknown> = {};
  for (const prop of meta.props) {
    if (prop.lazy || prop.persist === false || prop.embedded) continue;
    const value = values[prop.name];
    if (prop.kind === 'scalar') view[prop.name] = value ?? null;
    else if (prop.kind === 'm:1')
      view[prop.name] = value == null ? null : { id: (value as { id: number }).id };
    else if (prop.kind === 'embedded') view[prop.name] = value == null ? null : { ...value };
  }
  return view;
}
