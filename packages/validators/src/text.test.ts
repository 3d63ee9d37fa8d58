import { describe, expect, it } from "vitest";
import { z } from "zod";
import { visibleLength } from "./characters";
import { displayNameSchema, multiLineText, singleLineText, textRules } from "./text";
import { textKey } from "./text-key";

const roomName = singleLineText({ label: "Room names", max: 20 });
const details = multiLineText({ label: "Details", min: 0, max: 50 });
const search = singleLineText({ label: "Searches", min: 0, max: 20, shownToOthers: false });

/** The stored text, or the sentence that refused it. */
function outcome(schema: z.ZodType<string>, input: unknown): string {
  const parsed = schema.safeParse(input);
  return parsed.success ? `ok:${parsed.data}` : `no:${parsed.error.issues.map((i) => i.message).join(" | ")}`;
}

const hex = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;

describe("control characters", () => {
  const controls = [
    ...Array.from({ length: 0x20 }, (_, i) => i),
    0x7f,
    ...Array.from({ length: 0x20 }, (_, i) => 0x80 + i),
  ];

  it.each(controls.map((c) => [hex(c), c]))("refuses %s inside single-line text", (_, code) => {
    const refused = outcome(roomName, `a${String.fromCharCode(code)}b`);
    expect(refused).toMatch(/^no:Room names (can't contain control characters|must fit on one line)\.$/);
  });

  it("names a line break for what it is in single-line text", () => {
    for (const br of ["\n", "\r", "\r\n", "\u2028", "\u2029"])
      expect(outcome(roomName, `a${br}b`)).toBe("no:Room names must fit on one line.");
    expect(outcome(roomName, "a\u0000b")).toBe("no:Room names can't contain control characters.");
    expect(outcome(roomName, "a\u0085b")).toBe("no:Room names can't contain control characters.");
    expect(outcome(roomName, "a\u007Fb")).toBe("no:Room names can't contain control characters.");
    expect(outcome(roomName, "a\tb")).toBe("no:Room names can't contain control characters.");
  });

  it("trims a pasted line break or tab at either end instead of refusing it", () => {
    expect(outcome(roomName, "\n\t Friday games \r\n")).toBe("ok:Friday games");
  });

  it("keeps line breaks in multi-line text, stored as \\n, and still refuses other controls", () => {
    expect(outcome(details, "one\r\ntwo\rthree\u2028four\nfive")).toBe("ok:one\ntwo\nthree\nfour\nfive");
    expect(outcome(details, "one\u0000two")).toBe("no:Details can't contain control characters.");
    expect(outcome(details, "tab\there")).toBe("no:Details can't contain control characters.");
    expect(outcome(details, "bell\u0007")).toBe("no:Details can't contain control characters.");
    expect(outcome(details, "c1\u009B")).toBe("no:Details can't contain control characters.");
  });
});

describe("lone surrogates", () => {
  it("refuses half a surrogate pair, either half, and keeps whole pairs", () => {
    for (const lone of ["\uD800", "\uDBFF", "\uDC00", "\uDFFF", "a\uD83D", "\uDE00a"])
      expect(outcome(roomName, lone)).toBe("no:Room names can't contain invalid characters.");
    expect(outcome(roomName, "\uD83D\uDE00")).toBe("ok:😀");
    expect(outcome(search, "\uD800")).toBe("no:Searches can't contain invalid characters.");
  });
});

describe("direction controls", () => {
  const directional = [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069];

  it.each(directional.map((c) => [hex(c), c]))("refuses %s where others see the text", (_, code) => {
    expect(outcome(roomName, `abc${String.fromCharCode(code)}def`)).toBe(
      "no:Room names can't contain text-direction controls.",
    );
    expect(outcome(displayNameSchema, `Ana${String.fromCharCode(code)}`)).toBe(
      "no:Display names can't contain text-direction controls.",
    );
  });

  it("lets them into text nobody else sees (a search)", () => {
    expect(outcome(search, "\u202Eabc")).toBe("ok:\u202Eabc");
  });

  it("keeps right-to-left text and the plain direction marks", () => {
    expect(outcome(roomName, "שלום עולם")).toBe("ok:שלום עולם");
    expect(outcome(roomName, "مرحبا")).toBe("ok:مرحبا");
    expect(outcome(roomName, "a\u200Fb\u200E")).toBe("ok:a\u200Fb\u200E");
  });
});

describe("invisible characters", () => {
  const invisible = ["\u200B", "\u200C", "\u200D", "\u2060", "\uFEFF", "\u00AD", "\uFE0F", "\u034F"];

  it.each(invisible.map((c) => [hex(c.charCodeAt(0)), c]))("%s alone is empty text", (_, char) => {
    expect(outcome(roomName, char)).toBe("no:Room names can't be empty.");
    expect(outcome(roomName, ` ${char}${char} ${char} `)).toBe("no:Room names can't be empty.");
  });

  it("counts only visible characters towards the limits", () => {
    expect(visibleLength("a\u200Bb\u00ADc")).toBe(3);
    const twenty = "x".repeat(20);
    expect(outcome(roomName, `${twenty}\u200B`)).toBe(`ok:${twenty}`);
    expect(outcome(roomName, `x\u200B${"x".repeat(19)}`)).toBe(`ok:x\u200B${"x".repeat(19)}`);
    expect(outcome(roomName, `${twenty}x`)).toBe("no:Room names are at most 20 characters.");
  });

  it("trims zero-width characters at either end and keeps the joiners inside", () => {
    expect(outcome(roomName, "\u200B\uFEFFcards\u200D\u2060")).toBe("ok:cards");
    // A family emoji is held together by zero-width joiners.
    expect(outcome(roomName, "👨\u200D👩\u200D👧 night")).toBe("ok:👨\u200D👩\u200D👧 night");
  });

  it("lets an empty search through, and refuses empty text elsewhere with the field's sentence", () => {
    expect(outcome(search, "\u200B")).toBe("ok:");
    expect(outcome(search, "")).toBe("ok:");
    expect(outcome(displayNameSchema, "  \u200B ")).toBe("no:Choose a display name.");
    expect(
      outcome(singleLineText({ label: "Room names", max: 9, empty: "The room needs a name." }), ""),
    ).toBe("no:The room needs a name.");
    expect(outcome(roomName, "\u2800")).toBe("no:Room names can't be empty.");
  });
});

describe("what stays", () => {
  it("keeps combining marks, normalised to NFC", () => {
    expect(outcome(roomName, "Cafe\u0301")).toBe("ok:Café");
    expect(outcome(roomName, "Cafe\u0301")).toBe(outcome(roomName, "Café"));
    expect(outcome(roomName, "n\u0303o\u0308")).toBe("ok:ñö");
    // A mark with no letter to sit on is drawn on its own: it counts.
    expect(visibleLength("\u0301")).toBe(1);
  });

  it("keeps emoji, CJK and other scripts", () => {
    for (const text of ["🎲 Dice & words 🎉", "言葉遊び", "한국어 방", "Ελληνικά", "Ünïcödé ẞ", "❤️ hearts"])
      expect(outcome(roomName, text)).toBe(`ok:${text.normalize("NFC")}`);
  });

  it("counts code points, so piled-up accents are counted and bounded", () => {
    const zalgo = `a${"\u0301".repeat(30)}`;
    expect(outcome(roomName, zalgo)).toBe("no:Room names are at most 20 characters.");
  });
});

describe("sizes", () => {
  it("refuses a megabyte at once, with the field's sentence", () => {
    expect(outcome(roomName, "x".repeat(1_000_000))).toBe("no:Room names are at most 20 characters.");
    // Invisible padding cannot smuggle a large text past the visible count either.
    expect(outcome(roomName, `a${"\u200B".repeat(200)}b`)).toBe("no:Room names are at most 20 characters.");
  });

  it("holds display names to 1–40 visible characters", () => {
    expect(outcome(displayNameSchema, "A")).toBe("ok:A");
    expect(outcome(displayNameSchema, "x".repeat(40))).toBe(`ok:${"x".repeat(40)}`);
    expect(outcome(displayNameSchema, "x".repeat(41))).toBe("no:Display names are at most 40 characters.");
    expect(outcome(displayNameSchema, "  Ana  ")).toBe("ok:Ana");
  });

  it("says what is too short when a minimum is set", () => {
    const reason = multiLineText({ label: "Reasons", min: 3, max: 100 });
    expect(outcome(reason, "ab")).toBe("no:Reasons are at least 3 characters.");
    expect(outcome(reason, "a\u200Bb")).toBe("no:Reasons are at least 3 characters.");
    expect(outcome(reason, "abc")).toBe("ok:abc");
  });

  it("treats plain ASCII (checked on a shorter path) as everything else", () => {
    expect(outcome(roomName, "   ")).toBe("no:Room names can't be empty.");
    expect(outcome(roomName, "")).toBe("no:Room names can't be empty.");
    expect(outcome(roomName, "  Friday games  ")).toBe("ok:Friday games");
    expect(outcome(roomName, ` ${"x".repeat(20)} `)).toBe(`ok:${"x".repeat(20)}`);
    expect(outcome(roomName, "x".repeat(21))).toBe("no:Room names are at most 20 characters.");
    expect(outcome(multiLineText({ label: "Reasons", min: 3, max: 9 }), " ab ")).toBe(
      "no:Reasons are at least 3 characters.",
    );
  });

  it("refuses what is not text", () => {
    for (const input of [1, null, undefined, {}, ["a"], true])
      expect(outcome(roomName, input)).toBe("no:Room names must be text.");
  });
});

describe("textKey", () => {
  it("tells apart nothing that looks the same", () => {
    expect(textKey("Cat 3")).toBe(textKey("Cat\u200B 3"));
    expect(textKey("Cat 3")).toBe(textKey(" CAT   3 "));
    expect(textKey("Café")).toBe(textKey("Cafe\u0301"));
    expect(textKey("ﬁsh")).toBe(textKey("fish"));
    expect(textKey("Ｃａｔ")).toBe(textKey("cat"));
    expect(textKey("soft\u00ADhyphen")).toBe(textKey("softhyphen"));
  });

  it("keeps apart what differs", () => {
    expect(textKey("Cat 3")).not.toBe(textKey("Cat 4"));
    expect(textKey("Café")).not.toBe(textKey("Cafe"));
    expect(textKey("言葉")).not.toBe(textKey("言"));
  });
});

describe("the registry", () => {
  it("knows every schema built here by its rule, and nothing else", () => {
    expect(textRules.get(roomName)).toMatchObject({ label: "Room names", max: 20, lines: "single" });
    expect(textRules.get(details)).toMatchObject({ lines: "multi", min: 0 });
    expect(textRules.get(displayNameSchema)).toMatchObject({ max: 40 });
    expect(textRules.has(z.string().max(5))).toBe(false);
  });

  it("keeps working inside objects, optional and with defaults", () => {
    const schema = z.object({ name: roomName, note: details.optional(), more: details.default("") });
    expect(schema.parse({ name: " a " })).toEqual({ name: "a", more: "" });
    const refused = schema.safeParse({ name: "a\u0000" });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({
      path: ["name"],
      message: "Room names can't contain control characters.",
    });
  });
});
