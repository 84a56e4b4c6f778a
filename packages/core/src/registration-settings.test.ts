import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { registrationSettingsFormSchema, registrationSettingsSchema } from "./registration-settings";

const form = {
  registrationOn: true,
  capacity: "20",
  minParticipants: "",
  opensAt: "2027-01-10T08:00",
  closesAt: "",
  approval: false,
  cancelUntil: "",
  offerHours: "48",
};

describe("the board's registration settings form", () => {
  it("turns its text fields into the API's body: empty is none, digits are counts", () => {
    expect(registrationSettingsFormSchema.parse(form)).toEqual({
      ...form,
      capacity: 20,
      minParticipants: null,
      closesAt: null,
      cancelUntil: null,
      offerHours: 48,
    });
  });

  it("refuses what the API refuses, by the field that is wrong", () => {
    const refused = (change: Partial<typeof form>) => registrationSettingsFormSchema.safeParse({ ...form, ...change }).error?.issues[0]?.path.join(".");
    expect(refused({ capacity: "0" })).toBe("capacity");
    expect(refused({ capacity: "2.5" })).toBe("capacity");
    expect(refused({ capacity: "many" })).toBe("capacity");
    expect(refused({ minParticipants: "21" })).toBe("minParticipants");
    expect(refused({ closesAt: "2027-01-09T08:00" })).toBe("closesAt");
    expect(refused({ opensAt: "2027-02-30T08:00" })).toBe("opensAt");
    expect(refused({ offerHours: "" })).toBe("offerHours");
    expect(refused({ offerHours: "337" })).toBe("offerHours");
  });

  it("accepts a form exactly when the API accepts the body it becomes", () => {
    const text = fc.oneof(fc.constant(""), fc.integer({ min: -5, max: 2500 }).map(String), fc.string({ maxLength: 4 }));
    const moment = fc.oneof(fc.constant(""), fc.constantFrom("2027-01-10T08:00", "2027-03-01T18:30", "2027-13-01T08:00", "2027-01-10 08:00"));
    fc.assert(
      fc.property(text, text, moment, moment, text, (capacity, minParticipants, opensAt, closesAt, offerHours) => {
        const sent = { ...form, capacity, minParticipants, opensAt, closesAt, offerHours };
        const parsed = registrationSettingsFormSchema.safeParse(sent);
        if (parsed.success) expect(registrationSettingsSchema.safeParse(parsed.data).success).toBe(true);
        else {
          const body = {
            ...sent,
            capacity: capacity.trim() === "" ? null : Number(capacity),
            minParticipants: minParticipants.trim() === "" ? null : Number(minParticipants),
            opensAt: opensAt || null,
            closesAt: closesAt || null,
            cancelUntil: null,
            offerHours: offerHours.trim() === "" ? null : Number(offerHours),
          };
          expect(registrationSettingsSchema.safeParse(body).success).toBe(false);
        }
      }),
    );
  });
});
