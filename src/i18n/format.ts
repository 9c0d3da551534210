// Catalog strings are plain text with {name} placeholders, so they can be handed
// to islands as serialisable props and worded freely in each language.
export type Params = Record<string, string | number>;

export function format(template: string, params: Params = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}
