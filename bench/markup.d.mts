// Types for the unit tests of bench/markup.mjs; the benchmark itself stays plain JavaScript run by Node.
/** A text, or an element: its tag, its props as React names them, its children. */
export type MarkupNode = string | [string, Record<string, unknown>, ...MarkupNode[]];
export function markupTree(html: string): [string, Record<string, unknown>, ...MarkupNode[]];
export function elementCount(node: MarkupNode): number;
