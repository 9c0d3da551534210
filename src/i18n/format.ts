// Catalog strings are plain text with {name} placeholders, so they can be handed
// to islands as serialisable props and worded freely in each language.
export type Params = Record<string, string | number>;

export function format(template: string, params: Params = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}

/** Items as a list in a language's words ("1, 2 and 3"), from its pattern for the last two ("{a} and {b}"). */
export function joinList(and: string, items: readonly (string | number)[]): string {
  if (items.length <= 1) return String(items[0] ?? '');
  return format(and, { a: items.slice(0, -1).join(', '), b: items[items.length - 1] as string | number });
}
