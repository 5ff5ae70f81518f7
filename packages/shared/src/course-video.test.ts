import { describe, expect, it } from "vitest";
import { courseVideoEmbedUrl, courseVideoUrl, parseCourseVideo } from "./course-video";

describe("parseCourseVideo", () => {
  it("reads the YouTube and Vimeo links sellers paste, and an uploaded MP4", () => {
    expect(parseCourseVideo("https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1s")).toEqual({
      provider: "youtube",
      id: "dQw4w9WgXcQ",
    });
    expect(parseCourseVideo("youtu.be/dQw4w9WgXcQ")).toEqual({ provider: "youtube", id: "dQw4w9WgXcQ" });
    expect(parseCourseVideo("https://m.youtube.com/shorts/dQw4w9WgXcQ")?.id).toBe("dQw4w9WgXcQ");
    expect(parseCourseVideo("https://vimeo.com/76979871/8a1b2c3d")).toEqual({
      provider: "vimeo",
      id: "76979871",
      hash: "8a1b2c3d",
    });
    expect(parseCourseVideo("media:0190b3a4-0000-7000-8000-000000000001")).toEqual({
      provider: "file",
      id: "0190b3a4-0000-7000-8000-000000000001",
    });
  });

  it("refuses anything else", () => {
    for (const value of [
      "",
      "https://drive.google.com/file/d/abc/view",
      "https://www.youtube.com/watch?v=short",
      "https://evil.example/youtube.com/watch?v=dQw4w9WgXcQ",
      "javascript:alert(1)",
      "https://vimeo.com/about",
      "media:bukan-id",
    ]) {
      expect(parseCourseVideo(value), value).toBeNull();
    }
  });

  it("answers the canonical link and the privacy-enhanced player", () => {
    const youtube = { provider: "youtube", id: "dQw4w9WgXcQ" } as const;
    expect(courseVideoUrl(youtube)).toBe("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    expect(courseVideoEmbedUrl(youtube)).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
    expect(courseVideoEmbedUrl({ provider: "vimeo", id: "1", hash: "ab" })).toBe(
      "https://player.vimeo.com/video/1?h=ab",
    );
    expect(courseVideoEmbedUrl({ provider: "file", id: "x" })).toBeNull();
  });
});
