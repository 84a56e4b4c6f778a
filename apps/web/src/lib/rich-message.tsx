import { Fragment, type ReactNode } from "react";

// Private-use characters: no catalogue text or parameter value contains them.
const OPEN = "\uE000";
const CLOSE = "\uE001";

/**
 * A catalogue message with some of its parameters rendered as elements (a name in bold, an address
 * that may break anywhere). Each language places the parameters where its sentence needs them, so
 * the sentence cannot be cut into pieces around the elements; instead the message is rendered with
 * a marker in place of each such parameter and split at the markers.
 */
export function richMessage<Params extends Record<string, string>>(
  message: (params: Params) => string,
  params: Params,
  elements: { [Key in keyof Params]?: (value: string) => ReactNode },
): ReactNode {
  const shown = Object.entries(params).flatMap(([name, value]) => {
    const render = elements[name];
    return render ? [{ name, node: render(value) }] : [];
  });
  const marked: Record<string, string> = { ...params };
  shown.forEach(({ name }, index) => {
    marked[name] = `${OPEN}${index}${CLOSE}`;
  });
  const parts = message(marked as Params).split(new RegExp(`${OPEN}(\\d+)${CLOSE}`));
  // split() with a capture group alternates text and the captured index: odd positions are elements.
  return parts.map((part, position) => {
    const element = position % 2 === 1 ? shown[Number(part)] : undefined;
    return element === undefined ? part : <Fragment key={position}>{element.node}</Fragment>;
  });
}
