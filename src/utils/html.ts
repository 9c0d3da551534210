/** Text made safe inside HTML or SVG markup, as an element's text or a quoted attribute's value. */
export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
