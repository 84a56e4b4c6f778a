import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { withElements } from "./message-elements";

describe("withElements", () => {
  it("puts each element where the message has its slot, in the message's order", () => {
    const markup = renderToStaticMarkup(
      <p>{withElements(({ name, at }) => `Am ${at} wurde ${name} gelöscht.`, { name: <strong>a.pdf</strong>, at: <time>25.11.2026</time> })}</p>,
    );
    expect(markup).toBe("<p>Am <time>25.11.2026</time> wurde <strong>a.pdf</strong> gelöscht.</p>");
  });

  it("leaves a message without slots as it is", () => {
    expect(renderToStaticMarkup(<p>{withElements(() => "Nothing to place", {})}</p>)).toBe("<p>Nothing to place</p>");
  });
});
