import type { CourseModule } from "@lapak/shared/schemas/course";
import { describe, expect, it } from "vitest";
import { curriculumBody, curriculumDraftOf, move, newModule } from "./curriculum-draft";

const saved: CourseModule[] = [
  {
    id: "m1",
    title: "Dasar",
    lessons: [
      {
        id: "l1",
        title: "Kamera",
        kind: "video",
        videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
        video: { provider: "youtube", id: "dQw4w9WgXcQ" },
        body: null,
        fileIds: ["f1"],
        files: [{ id: "f1", name: "Catatan.pdf", size: 10 }],
        videoFile: null,
        durationMinutes: 12,
        preview: true,
      },
    ],
  },
];

describe("the course editor's state", () => {
  it("sends a saved curriculum back with its ids and only each kind's fields", () => {
    const draft = curriculumDraftOf(saved);
    expect(curriculumBody(draft)).toEqual([
      {
        id: "m1",
        title: "Dasar",
        lessons: [
          {
            id: "l1",
            title: "Kamera",
            kind: "video",
            videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
            fileIds: ["f1"],
            durationMinutes: 12,
            preview: true,
          },
        ],
      },
    ]);
  });

  it("starts a new course with one module and sends new items without ids", () => {
    const [module] = curriculumDraftOf([]);
    expect(module?.title).toBe("Modul 1");
    const body = curriculumBody([newModule(1)]);
    expect(body[0]).not.toHaveProperty("id");
    expect(body[0]?.lessons[0]).toMatchObject({ kind: "video", videoUrl: "", durationMinutes: null });
    expect(body[0]?.lessons[0]).not.toHaveProperty("id");
  });

  it("moves an item, and leaves the list alone past its ends", () => {
    expect(move(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
    expect(move(["a", "b"], 0, -1)).toEqual(["a", "b"]);
    expect(move(["a", "b"], 1, 2)).toEqual(["a", "b"]);
  });
});
