import { ADMIN_REVIEW_LIST_LIMIT, type AdminReviewPage } from "@ssem/core";
import { sampleReview } from "@ssem/core/samples";
import { beforeAll, describe, expect, it } from "vitest";
import { signedInForFile, testAppForFile } from "../../testing/test-app";

const t = testAppForFile();
const admin = signedInForFile(t, "admin");
let addresses = 0;
const post = (overrides: Record<string, unknown>) =>
  t.request("/api/reviews", { json: { ...sampleReview, website: "", ...overrides }, from: `198.51.100.${(addresses += 1) % 250}` });

async function manage(query: Record<string, string | number> = {}) {
  const response = await t.request(`/api/admin/reviews?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}`, { cookie: admin.cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as AdminReviewPage;
}

beforeAll(async () => {
  await post({ hospital: "Inselspital", city: "Bern", teaching: "Teaching at 100% every morning." });
  await post({ hospital: "Kantonsspital", city: "Aarau", leisureTime: "A room above the Zürich train station café." });
  await post({ hospital: "Hôpital de Test", city: "Lausanne", applicationInfo: "Write to the dean_office." });
  // Enough reviews for a second page.
  for (let n = 0; n < ADMIN_REVIEW_LIST_LIMIT; n += 1) await post({ hospital: `Filler ${n}`, city: "Basel", timeOfRotation: `Week ${n}` });
});

describe("GET /api/admin/reviews", () => {
  it("gives each review in full, the rotation's date included, newest first, a page of 50 with the total", async () => {
    const first = await manage();
    expect(first.total).toBe(ADMIN_REVIEW_LIST_LIMIT + 3);
    expect(first.reviews).toHaveLength(ADMIN_REVIEW_LIST_LIMIT);
    expect(first.reviews[0]).toMatchObject({
      hospital: `Filler ${ADMIN_REVIEW_LIST_LIMIT - 1}`,
      timeOfRotation: `Week ${ADMIN_REVIEW_LIST_LIMIT - 1}`,
      department: sampleReview.department,
      rotationType: sampleReview.rotationType,
      experienceDescription: sampleReview.experienceDescription,
      teaching: sampleReview.teaching,
      leisureTime: sampleReview.leisureTime,
      applicationInfo: sampleReview.applicationInfo,
    });
    const second = await manage({ page: 2 });
    expect(second.reviews.map((review) => review.hospital)).toEqual(["Hôpital de Test", "Kantonsspital", "Inselspital"]);
    expect((await manage({ page: 3 })).reviews).toEqual([]);
  });

  it("searches hospital, city and the texts in any case, taking % and _ as themselves", async () => {
    const hospitals = async (q: string) => (await manage({ q })).reviews.map((review) => review.hospital);
    expect(await hospitals("inselSPITAL")).toEqual(["Inselspital"]);
    expect(await hospitals("aarau")).toEqual(["Kantonsspital"]);
    expect(await hospitals("zürich train")).toEqual(["Kantonsspital"]);
    expect(await hospitals("HÔPITAL")).toEqual(["Hôpital de Test"]);
    expect(await hospitals("100%")).toEqual(["Inselspital"]);
    expect(await hospitals("dean_office")).toEqual(["Hôpital de Test"]);
    expect(await hospitals("0_o")).toEqual([]);
    expect((await manage({ q: "Filler", limit: 10, page: 2 })).total).toBe(ADMIN_REVIEW_LIST_LIMIT);
  });

  it("refuses a search with control characters, an overlong one and a bad page with a clear 400", async () => {
    for (const query of ["q=a%00b", `q=${"x".repeat(201)}`, "q=a%0Ab", "page=0", "page=x", "limit=51"]) {
      const response = await t.request(`/api/admin/reviews?${query}`, { cookie: admin.cookie });
      expect(response.status, query).toBe(400);
      expect(await response.json()).toMatchObject({ code: "validation_failed" });
    }
  });
});
