import { Fragment, type ReactNode } from "react";

/** Wraps each slot's number; a private-use character, which no message, name or date contains. */
const MARK = "\uE000";

/**
 * A translated sentence with elements inside it (a file name in bold, a time): each language puts them where its
 * word order wants them, so the message is rendered with a marker in each slot and cut at the markers.
 */
export function withElements<Slot extends string>(render: (slots: Record<Slot, string>) => string, elements: Record<Slot, ReactNode>): ReactNode {
  const names = Object.keys(elements) as Slot[];
  const slots = Object.fromEntries(names.map((name, index) => [name, `${MARK}${index}${MARK}`])) as Record<Slot, string>;
  // split() with a capture group: text, slot number, text, slot number…, text.
  const parts = render(slots).split(new RegExp(`${MARK}(\\d+)${MARK}`));
  return parts.map((part, index) => (index % 2 === 0 ? part : <Fragment key={index}>{elements[names[Number(part)]!]}</Fragment>));
}
