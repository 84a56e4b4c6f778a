import { m } from "@ssem/core";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { richMessage } from "./rich-message";

const bold = (value: string) => <strong>{value}</strong>;

describe("richMessage", () => {
  const params = { name: "Anna <Muster>", amount: "CHF 10.00", number: "2026-000042" };

  it("renders the chosen parameters as elements where the language puts them, the others as text", () => {
    const english = renderToStaticMarkup(<p>{richMessage((values) => m.fees_cancel_text(values, { locale: "en" }), params, { name: bold })}</p>);
    expect(english).toBe(
      "<p><strong>Anna &lt;Muster&gt;</strong> will no longer owe CHF 10.00 on invoice 2026-000042, and no reminder will be sent for it. This cannot be undone.</p>",
    );
    const german = renderToStaticMarkup(<p>{richMessage((values) => m.fees_cancel_text(values, { locale: "de" }), params, { name: bold, number: bold })}</p>);
    expect(german).toContain("<strong>Anna &lt;Muster&gt;</strong> schuldet die CHF 10.00 der Rechnung <strong>2026-000042</strong> nicht mehr");
  });
});
