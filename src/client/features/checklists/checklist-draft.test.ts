import { describe, expect, test } from "vitest";

import type { Checklist } from "../../../shared/generated/checklists";
import { draftFromChecklist, fieldsFromDraft, moved, newItem, withType } from "./checklist-draft";

const saved: Checklist = {
  id: "#70:1",
  companyId: "#12:1",
  name: "Liftgate",
  description: "",
  itemCount: 2,
  resultCount: 0,
  deleted: false,
  createdDate: 0,
  items: [
    {
      id: "#71:1",
      index: 0,
      name: "Platform",
      type: "bool",
      multiSelect: false,
      options: [
        { id: "#72:1", index: 0, name: "Yes", category: "none" },
        { id: "#72:2", index: 1, name: "No", category: "major" },
      ],
    },
    { id: "#71:2", index: 1, name: "Cycles", type: "number", multiSelect: false, options: [] },
  ],
};

describe("checklist draft", () => {
  test("moved shifts one entry and clamps", () => {
    expect(moved(["a", "b", "c"], 0, 2)).toEqual(["b", "c", "a"]);
    expect(moved(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
    expect(moved(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"]);
    expect(moved(["a", "b", "c"], 1, 9)).toEqual(["a", "c", "b"]);
  });

  test("a saved checklist round-trips with its ids, in the draft's order", () => {
    const draft = draftFromChecklist(saved);
    draft.items = moved(draft.items, 1, 0);
    expect(fieldsFromDraft(draft)).toEqual({
      name: "Liftgate",
      items: [
        { id: "#71:2", name: "Cycles", type: "number", options: [] },
        {
          id: "#71:1",
          name: "Platform",
          type: "bool",
          options: [
            { id: "#72:1", name: "Yes", category: "none" },
            { id: "#72:2", name: "No", category: "major" },
          ],
        },
      ],
    });
  });

  test("Yes/No brings its two options; text drops them; a list keeps them", () => {
    const list = { ...newItem("list"), options: [{ key: "k", name: "Worn", category: "minor" as const }] };
    expect(withType(list, "bool").options.map((o) => o.name)).toEqual(["Yes", "No"]);
    expect(withType(list, "text").options).toEqual([]);
    expect(withType(withType(list, "number"), "list").options).toHaveLength(1);
  });
});
