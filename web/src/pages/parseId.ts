/** A positive integer route parameter, or null. */
export function parseId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id >= 1 ? id : null;
}
